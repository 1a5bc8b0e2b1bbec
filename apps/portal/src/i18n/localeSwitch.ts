import type { Locale } from '@oxilio/locales';

/** What must be loaded before a language shows (beyond the catalogue's parts: the pages' texts). */
const preparers = new Set<(locale: Locale) => Promise<unknown>>();

/**
 * Registers what must be there before `LocaleProvider` shows a language (i18n/PageTexts.tsx: the
 * texts of the pages asked so far), so that a change of language never shows a page half in the
 * previous one. Returns the unregistering function.
 */
export function beforeLocaleShown(prepare: (locale: Locale) => Promise<unknown>): () => void {
  preparers.add(prepare);
  return () => preparers.delete(prepare);
}

/** Everything registered for `locale`, loaded (a failure is the page's own: it falls back). */
export function prepareLocale(locale: Locale): Promise<unknown> {
  return Promise.all([...preparers].map((prepare) => prepare(locale).catch(() => undefined)));
}
