import { isLocale, type CompiledMessages, type Locale } from '@oxilio/locales';
import { loadPageMessages } from '@oxilio/locales/pages';
import { LocaleIntlProvider } from '@oxilio/ui/intl';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIntl, type IntlConfig } from 'react-intl';
import { initialLocale, useLoadAllMessages } from './LocaleProvider';

/** The locale the portal shows now (set on <html> by LocaleProvider), else the one it starts in. */
export function shownLocale(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : initialLocale();
}

/**
 * The texts of a signed-in page (`<area>.<screen>[.<tab path>]`), null when they fail to load: the
 * page then asks for the whole catalogue at its first missing text.
 */
export function pageMessages(key: string, locale: Locale): Promise<CompiledMessages | null> {
  return loadPageMessages(key, locale, import.meta.env.BASE_URL).catch(() => null);
}

/**
 * A signed-in page's own texts (scripts/i18n-compile.mjs), added to the shell's for the page's
 * subtree, so that a page loads the texts it shows and not the whole product's. `initial`: its
 * texts, loaded with its code (app/routes.tsx). Another language: the page's texts in it, the
 * previous ones shown meanwhile. A text missing from them (a module the compile's graph did not
 * reach) shows after the whole catalogue has loaded.
 */
export function PageTexts({
  part,
  initial,
  children,
}: {
  part: string;
  initial: { locale: Locale; messages: CompiledMessages | null };
  children: ReactNode;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const loadAllMessages = useLoadAllMessages();
  const [texts, setTexts] = useState(initial);

  useEffect(() => {
    if (texts.locale === locale) {
      return undefined;
    }
    let current = true;
    void pageMessages(part, locale).then((messages) => {
      if (current) {
        setTexts({ locale, messages });
      }
    });
    return () => {
      current = false;
    };
  }, [part, locale, texts.locale]);

  const messages = useMemo(
    () => ({ ...intl.messages, ...texts.messages }),
    [intl.messages, texts.messages],
  );
  const ready = texts.locale === locale;
  const onError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      if (error.code === 'MISSING_TRANSLATION') {
        if (ready) {
          if (import.meta.env.DEV) {
            console.warn(`A text outside the page's part "${part}": ${error.message}`);
          }
          queueMicrotask(loadAllMessages);
        }
        return;
      }
      if (import.meta.env.DEV) {
        console.error(error);
      }
    },
    [ready, part, loadAllMessages],
  );
  return (
    <LocaleIntlProvider
      locale={locale}
      messages={messages as Record<string, never>}
      onError={onError}
    >
      {children}
    </LocaleIntlProvider>
  );
}
