// Removes from the seven catalogues of each set (the portal's, the emails') the ids the code no
// longer uses (run `npm run i18n:extract` first).
import {
  catalogueSets,
  cataloguePath,
  extractedPath,
  locales,
  readJson,
  root,
  writeCatalogue,
} from './i18n-catalogues.mjs';
import { withCatalogueLock } from './i18n-lock.mjs';

await withCatalogueLock(root, () => {
  const removed = new Set();
  for (const set of catalogueSets) {
    const used = readJson(extractedPath(set));
    for (const locale of locales) {
      const file = cataloguePath(set, locale);
      const catalogue = readJson(file);
      for (const id of Object.keys(catalogue)) {
        if (!(id in used)) {
          delete catalogue[id];
          removed.add(id);
        }
      }
      writeCatalogue(file, catalogue);
    }
  }
  console.log(
    `i18n prune: removed ${removed.size} unused id(s)${removed.size ? `: ${[...removed].join(', ')}` : ''}`,
  );
});
