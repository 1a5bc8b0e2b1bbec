// Writes the French catalogue (the source) from the messages extracted from the code.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const extracted = JSON.parse(readFileSync(join(root, 'locales', '.extracted.json'), 'utf8'));
const sorted = Object.fromEntries(Object.entries(extracted).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(root, 'locales', 'fr.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`i18n sync: fr.json has ${Object.keys(sorted).length} messages`);
