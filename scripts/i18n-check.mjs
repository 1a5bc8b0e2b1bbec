// Fails on: a message in the code missing from fr.json (or with another French text), a key missing
// from or extra in any locale, an invalid ICU message, placeholders that differ from French, or a
// catalogue that is mostly a copy of French.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const locales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'];
const read = (file) => JSON.parse(readFileSync(join(root, 'locales', file), 'utf8'));

const problems = [];
const extracted = read('.extracted.json');
const catalogues = Object.fromEntries(locales.map((locale) => [locale, read(`${locale}.json`)]));
const fr = catalogues.fr;

for (const [id, message] of Object.entries(extracted)) {
  if (!(id in fr)) {
    problems.push(`fr: "${id}" is used in the code but missing (run npm run i18n:sync)`);
  } else if (fr[id] !== message) {
    problems.push(`fr: "${id}" differs from the code's defaultMessage (run npm run i18n:sync)`);
  }
}
for (const id of Object.keys(fr)) {
  if (!(id in extracted)) {
    problems.push(`fr: "${id}" is not used in the code any more`);
  }
}

function argumentsOf(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) {
      into.add(element.value);
    }
    if (element.options) {
      for (const option of Object.values(element.options)) {
        argumentsOf(option.value, into);
      }
    }
    if (element.children) {
      argumentsOf(element.children, into);
    }
  }
  return into;
}

const frArguments = {};
for (const locale of locales) {
  const catalogue = catalogues[locale];
  for (const id of Object.keys(fr)) {
    if (!(id in catalogue)) {
      problems.push(`${locale}: missing "${id}"`);
    }
  }
  let sameAsFrench = 0;
  for (const [id, message] of Object.entries(catalogue)) {
    if (!(id in fr)) {
      problems.push(`${locale}: extra key "${id}"`);
      continue;
    }
    if (typeof message !== 'string' || message.trim() === '') {
      problems.push(`${locale}: "${id}" is empty`);
      continue;
    }
    let names;
    try {
      names = [...argumentsOf(parse(message))].sort().join(',');
    } catch (error) {
      problems.push(`${locale}: "${id}" is not a valid ICU message (${error.message})`);
      continue;
    }
    if (locale === 'fr') {
      frArguments[id] = names;
    } else {
      if (frArguments[id] !== undefined && frArguments[id] !== names) {
        problems.push(
          `${locale}: "${id}" has placeholders {${names}}, French has {${frArguments[id]}}`,
        );
      }
      if (message === fr[id]) {
        sameAsFrench += 1;
      }
    }
  }
  const total = Object.keys(fr).length;
  if (locale !== 'fr' && total >= 10 && sameAsFrench / total > 0.2) {
    problems.push(
      `${locale}: ${sameAsFrench} of ${total} messages are identical to French: translate them`,
    );
  }
}

if (problems.length > 0) {
  console.error(`i18n check: ${problems.length} problem(s)`);
  for (const problem of problems) {
    console.error(`  - ${problem}`);
  }
  process.exit(1);
}
console.log(
  `i18n check: ${Object.keys(fr).length} messages, ${locales.length} locales, same keys, valid ICU`,
);
