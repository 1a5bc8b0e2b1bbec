// Compiles every locale catalogue to ICU ASTs in locales/compiled/, loaded per locale on demand.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
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
console.log(`i18n: compiled ${locales.length} catalogues into locales/compiled/`);
