// Apart from index.ts, which the sign-in page loads: only the signed-in portal fetches a page's texts.
import type { CompiledMessages, Locale } from './index';
// Written by `npm run i18n:compile` with the files (scripts/i18n-compile.mjs).
import pages from './compiled/pages/version.json';

/** Where a page's texts are: the portal's static files, under the version of the whole set. */
export function pageMessagesPath(key: string, locale: Locale): string {
  const file = key.replace(/[^A-Za-z0-9.-]/g, '_');
  return `assets/texts/${pages.version}/${file}.${locale}.json`;
}

/**
 * Loads the texts of one signed-in page (`<area>.<screen>[.<tab path>]`, app/routes.tsx), less
 * those of the shell, which it is shown with (scripts/i18n-compile.mjs). Fetched from the portal's
 * origin (`base`: where the portal is served, `import.meta.env.BASE_URL`); rejects when the answer
 * is not a catalogue.
 */
export async function loadPageMessages(
  key: string,
  locale: Locale,
  base: string,
): Promise<CompiledMessages> {
  const answer = await fetch(`${base}${pageMessagesPath(key, locale)}`);
  if (!answer.ok) {
    throw new Error(`texts of ${key}: ${answer.status}`);
  }
  const messages: unknown = await answer.json();
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
    throw new Error(`texts of ${key}: not a catalogue`);
  }
  return messages as CompiledMessages;
}
