// Removes from the seven catalogues the ids the code no longer uses (run `npm run i18n:extract` first).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCatalogueLock } from './i18n-lock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'];
const used = JSON.parse(readFileSync(join(root, 'locales', '.extracted.json'), 'utf8'));

await withCatalogueLock(root, () => {
  const removed = new Set();
  for (const locale of locales) {
    const file = join(root, 'locales', `${locale}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8'));
    for (const id of Object.keys(catalogue)) {
      if (!(id in used)) {
        delete catalogue[id];
        removed.add(id);
      }
    }
    writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
  }
  console.log(
    `i18n prune: removed ${removed.size} unused id(s)${removed.size ? `: ${[...removed].join(', ')}` : ''}`,
  );
});
