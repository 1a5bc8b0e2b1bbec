import { defaultLocale, supportedLocales, type Locale } from '@oxilio/locales';
import type { RecordedMessage } from './recorder';

/** The source catalogues (`locales/<locale>.json`): message id to ICU text, as translators edit them. */
export type Catalogues = Record<Locale, Readonly<Record<string, string>>>;

const files = import.meta.glob<Record<string, string>>(
  '../../locales/{fr,de,en,es,it,lb,nl}.json',
  {
    import: 'default',
  },
);

/** Loads the seven catalogues (only when the translators' view is on). */
export async function loadCatalogues(): Promise<Catalogues> {
  const entries = await Promise.all(
    supportedLocales.map(async (locale) => {
      const load = files[`../../locales/${locale}.json`];
      if (!load) {
        throw new Error(`No catalogue for ${locale} in locales/`);
      }
      return [locale, await load()] as const;
    }),
  );
  return Object.fromEntries(entries) as Catalogues;
}

/**
 * How one locale renders a message: translated, the same text as French (in another locale: often
 * an oversight, sometimes right, e.g. "Coaching"), or missing from the catalogue (the French
 * default of the code is shown instead).
 */
export type TranslationStatus = 'translated' | 'sameAsFrench' | 'missing';

export interface TranslationCell {
  locale: Locale;
  text: string | undefined;
  status: TranslationStatus;
}

export interface TranslationRow {
  id: string;
  defaultMessage: string | undefined;
  cells: TranslationCell[];
}

export function translationRows(
  messages: readonly RecordedMessage[],
  catalogues: Catalogues,
): TranslationRow[] {
  return messages.map(({ id, defaultMessage }) => {
    const french = catalogues[defaultLocale][id];
    return {
      id,
      defaultMessage,
      cells: supportedLocales.map((locale): TranslationCell => {
        const text = catalogues[locale][id];
        const status: TranslationStatus =
          text === undefined
            ? 'missing'
            : locale !== defaultLocale && text === french
              ? 'sameAsFrench'
              : 'translated';
        return { locale, text, status };
      }),
    };
  });
}
