// Fails on: a message in the code missing from fr.json (or with another French text), a key missing
// from or extra in any locale, an invalid ICU message, placeholders that differ from French, or a
// catalogue that is mostly a copy of French. The same rules for both sets of catalogues, the
// portal's and the emails' (scripts/i18n-catalogues.mjs), and each id in the set its prefix names.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import {
  catalogueSets,
  cataloguePath,
  extractedPath,
  locales,
  readJson,
  setOf,
} from './i18n-catalogues.mjs';

const problems = [];

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

/** Checks one set of catalogues; returns its number of messages. */
function check(set) {
  const problem = (text) => problems.push(`${set.label}${text}`);
  const extracted = readJson(extractedPath(set));
  const catalogues = Object.fromEntries(
    locales.map((locale) => [locale, readJson(cataloguePath(set, locale))]),
  );
  const fr = catalogues.fr;

  for (const [id, message] of Object.entries(extracted)) {
    if (setOf(id) !== set) {
      problem(`"${id}" belongs to the ${setOf(id).name} catalogues: rename it or move its code`);
    } else if (!(id in fr)) {
      problem(`fr: "${id}" is used in the code but missing (run npm run i18n:sync)`);
    } else if (fr[id] !== message) {
      problem(`fr: "${id}" differs from the code's defaultMessage (run npm run i18n:sync)`);
    }
  }
  for (const id of Object.keys(fr)) {
    if (!(id in extracted)) {
      problem(`fr: "${id}" is not used in the code any more`);
    }
  }

  const frArguments = {};
  for (const locale of locales) {
    const catalogue = catalogues[locale];
    for (const id of Object.keys(fr)) {
      if (!(id in catalogue)) {
        problem(`${locale}: missing "${id}"`);
      }
    }
    let sameAsFrench = 0;
    for (const [id, message] of Object.entries(catalogue)) {
      if (!(id in fr)) {
        problem(`${locale}: extra key "${id}"`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problem(`${locale}: "${id}" is empty`);
        continue;
      }
      let names;
      try {
        names = [...argumentsOf(parse(message))].sort().join(',');
      } catch (error) {
        problem(`${locale}: "${id}" is not a valid ICU message (${error.message})`);
        continue;
      }
      if (locale === 'fr') {
        frArguments[id] = names;
      } else {
        if (frArguments[id] !== undefined && frArguments[id] !== names) {
          problem(
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
      problem(
        `${locale}: ${sameAsFrench} of ${total} messages are identical to French: translate them`,
      );
    }
  }
  return Object.keys(fr).length;
}

const counts = catalogueSets.map((set) => [set, check(set)]);

if (problems.length > 0) {
  console.error(`i18n check: ${problems.length} problem(s)`);
  for (const problem of problems) {
    console.error(`  - ${problem}`);
  }
  process.exit(1);
}
for (const [set, count] of counts) {
  console.log(
    `i18n check (${set.name}): ${count} messages, ${locales.length} locales, same keys, valid ICU`,
  );
}
