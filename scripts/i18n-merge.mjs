// Merges translations into the seven catalogues: node scripts/i18n-merge.mjs FILE.json
// FILE holds { "message.id": { "fr": "...", "de": "...", "en": "...", "es": "...", "it": "...", "lb": "...", "nl": "..." } }.
// An email's id (`mail.…`) goes to locales/mail/, any other to the portal's catalogues.
// Safe to run from several shells at once: it takes a lock directory while it writes.
import { readFileSync } from 'node:fs';
import {
  cataloguePath,
  locales,
  readJson,
  root,
  setOf,
  sortedById,
  writeCatalogue,
} from './i18n-catalogues.mjs';
import { withCatalogueLock } from './i18n-lock.mjs';

const input = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const [id, texts] of Object.entries(input)) {
  for (const locale of locales) {
    if (typeof texts[locale] !== 'string' || texts[locale].trim() === '') {
      console.error(`i18n merge: "${id}" has no ${locale} text; nothing written`);
      process.exit(1);
    }
  }
}
const sets = new Set(Object.keys(input).map(setOf));
await withCatalogueLock(root, () => {
  for (const set of sets) {
    for (const locale of locales) {
      const file = cataloguePath(set, locale);
      const catalogue = readJson(file);
      for (const [id, texts] of Object.entries(input)) {
        if (setOf(id) === set) {
          catalogue[id] = texts[locale];
        }
      }
      writeCatalogue(file, sortedById(catalogue));
    }
  }
});
console.log(
  `i18n merge: ${Object.keys(input).length} messages merged into ${locales.length} locales`,
);
