// Merges translations into the seven catalogues: node scripts/i18n-merge.mjs FILE.json
// FILE holds { "message.id": { "fr": "...", "de": "...", "en": "...", "es": "...", "it": "...", "lb": "...", "nl": "..." } }.
// Safe to run from several shells at once: it takes a lock directory while it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withCatalogueLock } from './i18n-lock.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'];
const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [id, texts] of Object.entries(input)) {
  for (const locale of locales) {
    if (typeof texts[locale] !== 'string' || texts[locale].trim() === '') {
      console.error(`i18n merge: "${id}" has no ${locale} text; nothing written`);
      process.exit(1);
    }
  }
}
await withCatalogueLock(root, () => {
  for (const locale of locales) {
    const file = join(root, 'locales', `${locale}.json`);
    const catalogue = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, texts] of Object.entries(input)) {
      catalogue[id] = texts[locale];
    }
    const sorted = Object.fromEntries(
      Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)),
    );
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
});
console.log(
  `i18n merge: ${Object.keys(input).length} messages merged into ${locales.length} locales`,
);
