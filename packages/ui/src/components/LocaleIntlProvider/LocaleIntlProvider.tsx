// Not the package's index: the sign-in page loads this provider (scripts/bundle-budget.ts).
import { intlLocale, luxembourgishList, type ListType } from '@oxilio/domain/intl-locale';
import { defaultLocale as productDefaultLocale, type Locale } from '@oxilio/locales';
import { useMemo, useState, type ReactNode } from 'react';
import {
  createIntl,
  createIntlCache,
  RawIntlProvider,
  type IntlConfig,
  type IntlShape,
} from 'react-intl';

export interface LocaleIntlProviderProps {
  /** The product's locale: what `useIntl().locale` answers. */
  locale: Locale;
  /** The locale's compiled catalogue. */
  messages: IntlConfig['messages'];
  /** The locale of the code's default messages. @defaultValue 'fr' */
  defaultLocale?: Locale;
  /** Called with react-intl's errors (a missing text). @defaultValue react-intl's, which logs */
  onError?: IntlConfig['onError'];
  children: ReactNode;
}

/**
 * react-intl's provider for one of the product's locales, writing numbers in a locale the browser
 * has. Chromium has no Luxembourgish data: `lb` numbers (`formatNumber`, `FormattedNumber`,
 * `{count, number}` and `#` in messages) would come out in the browser's own language ("12,345.6"
 * for an English one); they follow `de-LU`, as the domain's formatters do (`intlLocale`), with the
 * same separators and, for whole numbers, the same plural rules; `formatList` writes their
 * Luxembourgish lists ("A, B an C", not German's "und"). `useIntl().locale` stays the product's
 * locale. Weekday and month names are the domain's `formatDateLabel`, not react-intl's `formatDate`
 * (which would write German names).
 */
export function LocaleIntlProvider({
  locale,
  messages,
  defaultLocale = productDefaultLocale,
  onError,
  children,
}: LocaleIntlProviderProps) {
  const [cache] = useState(createIntlCache);
  const intl = useMemo<IntlShape>(() => {
    const formatting = createIntl(
      // An `onError` given as undefined would replace react-intl's default rather than keep it.
      { locale: intlLocale(locale), defaultLocale, messages, ...(onError ? { onError } : {}) },
      cache,
    );
    if (locale !== 'lb' || formatting.locale === 'lb') {
      return { ...formatting, locale };
    }
    const formatList = ((values: readonly unknown[], options?: { type?: ListType }) =>
      values.every((value) => typeof value === 'string')
        ? luxembourgishList(values, options?.type)
        : formatting.formatList(values as never, options as never)) as IntlShape['formatList'];
    return { ...formatting, locale, formatList };
  }, [cache, locale, defaultLocale, messages, onError]);
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
