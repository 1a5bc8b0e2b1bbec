// Writes each French catalogue (the source) from the messages extracted from the code: the portal's
// locales/fr.json and the emails' locales/mail/fr.json (scripts/i18n-catalogues.mjs).
import {
  catalogueSets,
  cataloguePath,
  extractedPath,
  readJson,
  sortedById,
  writeCatalogue,
} from './i18n-catalogues.mjs';

for (const set of catalogueSets) {
  const sorted = sortedById(readJson(extractedPath(set)));
  writeCatalogue(cataloguePath(set, 'fr'), sorted);
  console.log(`i18n sync: ${set.label}fr.json has ${Object.keys(sorted).length} messages`);
}
