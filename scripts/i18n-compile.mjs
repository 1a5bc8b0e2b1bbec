// Compiles every locale catalogue to ICU ASTs in locales/compiled/, loaded per locale on demand,
// and the public part of each (locales/compiled/public/): the texts of the signed-out screens, which
// are all a signed-out visitor's page loads (docs/performance.md, "Bundle budget").
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'];
const out = join(root, 'locales', 'compiled');
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
  console.log(
    `i18n: compiled ${locales.length} catalogues into locales/compiled/, ` +
      `and their ${ids.length} public texts into locales/compiled/public/`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
