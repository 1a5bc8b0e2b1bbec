// The two sets of catalogues the i18n tools keep, with the same locales and the same rules: the
// portal's (locales/<locale>.json, shipped to browsers) and the emails' (locales/mail/<locale>.json,
// read by the API only, so that the portal does not ship them). An id is an email's if and only if
// it starts with `mail.`; each set's French comes from its code's default messages, extracted by
// `npm run i18n:extract` into the set's `.extracted.json`.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const locales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'];

const portal = { name: 'portal', dir: join(root, 'locales'), label: '' };
const mail = { name: 'mail', dir: join(root, 'locales', 'mail'), label: 'mail/' };
export const catalogueSets = [portal, mail];

/** The set an id belongs to. */
export const setOf = (id) => (id.startsWith('mail.') ? mail : portal);

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
export const cataloguePath = (set, locale) => join(set.dir, `${locale}.json`);
export const extractedPath = (set) => join(set.dir, '.extracted.json');
export const writeCatalogue = (file, catalogue) =>
  writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
export const sortedById = (catalogue) =>
  Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
