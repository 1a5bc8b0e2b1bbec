// Compiles every locale catalogue to ICU ASTs in locales/compiled/, loaded per locale on demand,
// and the parts of each that a page loads instead of the whole (docs/decisions/catalogue-parts.md):
// - public/: the texts of the signed-out screens (docs/performance.md, "Bundle budget");
// - shell/: those of the signed-in portal around its screens (App.tsx and what it loads, the
//   screens' pages apart: the layout, the menus, the screens' titles, the start-up dialogs);
// - each signed-in page's own (its module and what it imports, the shell's texts apart), loaded with
//   the page (app/routes.tsx): fetched, not imported, since the list of the 300-odd files an
//   `import()` compiles to would weigh 5 kB (gzip) on every page; they are written to the portal's
//   static files, apps/portal/public/assets/texts/<version>/<key>.<locale>.json, the version a hash
//   of them all (locales/compiled/pages/version.json), so that they are cached like the hashed assets.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  loadedApart,
  manifestPages,
  moduleGraph,
  pageTexts,
  screenPartFile,
} from './i18n-parts.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'];
const out = join(root, 'locales', 'compiled');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const cli = join(root, 'node_modules', '.bin', 'formatjs');
for (const locale of locales) {
  execFileSync(
    cli,
    [
      'compile',
      join(root, 'locales', `${locale}.json`),
      '--ast',
      '--format',
      'simple',
      '--out-file',
      join(out, `${locale}.json`),
    ],
    { stdio: 'inherit' },
  );
}

// The sources of the signed-out screens and of everything they share with the others. A text of a
// public screen missing from this list still shows: the portal then loads the whole catalogue
// (apps/portal/src/i18n/LocaleProvider.tsx), after a glimpse of its French default.
const publicSources = [
  'apps/portal/src/routes/public/**/*.{ts,tsx}',
  'apps/portal/src/features/{auth,signup,outbox,applications}/**/*.{ts,tsx}',
  'apps/portal/src/features/registrations/publicMessages.ts',
  'apps/portal/src/{app,auth,forms,i18n}/**/*.{ts,tsx}',
  'packages/ui/src/**/*.{ts,tsx}',
];
/**
 * The texts of the signed-in shell and of each signed-in page, from the module graph: the shell is
 * what App.tsx reaches (its `import()`s included, those of the screens' pages apart); a page, what
 * its module reaches (other pages apart), less the shell's texts, which it is always shown with. A
 * part of a page that it loads apart, beside it (`deferredModule(() => import('./X'), 'X')`, what
 * renders below its first screen: app/WhenNear.tsx), has its own texts, `<page key>+X`, less the
 * page's and the shell's, loaded with its code.
 */
function signedInParts() {
  const graph = moduleGraph(root);
  const catalogue = JSON.parse(readFileSync(join(root, 'locales', 'fr.json'), 'utf8'));
  const routes = join(root, 'apps', 'portal', 'src', 'routes') + '/';
  // The areas' manifests load apart (app/areas.ts), but their titles and menus are the shell's.
  const shell = graph.idsIn(
    graph.filesFrom(['apps/portal/src/app/App.tsx'], {
      follow: (_from, to, dynamic) => !loadedApart(routes, to, dynamic),
    }),
    catalogue,
  );
  const screens = new Map();
  for (const area of ['patient', 'rehabilitator', 'manager']) {
    for (const page of manifestPages(root, `apps/portal/src/routes/${area}/manifest.ts`)) {
      for (const [key, ids] of pageTexts(graph, catalogue, { ...page, routes })) {
        screens.set(key, new Set([...ids].filter((id) => !shell.has(id))));
      }
    }
  }
  return { shell, screens };
}

const scratch = mkdtempSync(join(tmpdir(), 'oxilio-i18n-'));
try {
  const extracted = join(scratch, 'public.json');
  execFileSync(
    cli,
    [
      'extract',
      ...publicSources,
      '--ignore',
      '**/*.d.ts',
      '--ignore',
      '**/*.test.*',
      '--ignore',
      '**/*.stories.*',
      '--format',
      'simple',
      '--out-file',
      extracted,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  const ids = Object.keys(JSON.parse(readFileSync(extracted, 'utf8')));
  mkdirSync(join(out, 'public'), { recursive: true });
  for (const locale of locales) {
    const all = JSON.parse(readFileSync(join(out, `${locale}.json`), 'utf8'));
    const part = Object.fromEntries(ids.filter((id) => id in all).map((id) => [id, all[id]]));
    writeFileSync(join(out, 'public', `${locale}.json`), JSON.stringify(part));
  }
  const parts = signedInParts();
  const catalogues = Object.fromEntries(
    locales.map((locale) => [
      locale,
      JSON.parse(readFileSync(join(out, `${locale}.json`), 'utf8')),
    ]),
  );
  const partOf = (locale, ids) =>
    JSON.stringify(Object.fromEntries([...ids].sort().map((id) => [id, catalogues[locale][id]])));
  mkdirSync(join(out, 'shell'), { recursive: true });
  for (const locale of locales) {
    writeFileSync(join(out, 'shell', `${locale}.json`), partOf(locale, parts.shell));
  }
  const pageFiles = [...parts.screens].flatMap(([key, screenIds]) =>
    locales.map((locale) => [`${screenPartFile(key)}.${locale}.json`, partOf(locale, screenIds)]),
  );
  const version = createHash('sha256');
  for (const [name, text] of pageFiles) {
    version.update(`${name}\n${text}\n`);
  }
  const pagesVersion = version.digest('hex').slice(0, 12);
  const texts = join(root, 'apps', 'portal', 'public', 'assets', 'texts');
  rmSync(texts, { recursive: true, force: true });
  mkdirSync(join(texts, pagesVersion), { recursive: true });
  for (const [name, text] of pageFiles) {
    writeFileSync(join(texts, pagesVersion, name), text);
  }
  mkdirSync(join(out, 'pages'), { recursive: true });
  writeFileSync(join(out, 'pages', 'version.json'), JSON.stringify({ version: pagesVersion }));
  console.log(
    `i18n: compiled ${locales.length} catalogues into locales/compiled/, ` +
      `their ${ids.length} public texts into public/, the ${parts.shell.size} of the signed-in ` +
      `portal's shell into shell/ and the texts of its ${parts.screens.size} pages and parts into ` +
      `apps/portal/public/assets/texts/${pagesVersion}/`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
