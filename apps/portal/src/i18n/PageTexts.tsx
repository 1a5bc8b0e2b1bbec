import { isLocale, type CompiledMessages, type Locale } from '@oxilio/locales';
import { loadPageMessages } from '@oxilio/locales/pages';
import { LocaleIntlProvider } from '@oxilio/ui/intl';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  type ReactNode,
} from 'react';
import { useIntl, type IntlConfig } from 'react-intl';
import { initialLocale, useLoadAllMessages } from './LocaleProvider';
import { beforeLocaleShown } from './localeSwitch';

/** The locale the portal shows now (set on <html> by LocaleProvider), else the one it starts in. */
export function shownLocale(): Locale {
  const lang = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(lang) ? lang : initialLocale();
}

/** Each page's texts by `<key>.<locale>`, once they have arrived (null: they failed to). */
const settled = new Map<string, CompiledMessages | null>();
const asked = new Map<string, Promise<CompiledMessages | null>>();
/** The pages whose texts were asked in this visit: a change of language loads theirs first. */
const pagesAsked = new Set<string>();

beforeLocaleShown((locale) => Promise.all([...pagesAsked].map((key) => pageMessages(key, locale))));

/**
 * The texts of a signed-in page (`<area>.<screen>[.<tab path>]`) in a language, asked once (a
 * failure is asked again next time); null when they fail to load: the page then asks for the whole
 * catalogue at its first missing text.
 */
export function pageMessages(key: string, locale: Locale): Promise<CompiledMessages | null> {
  pagesAsked.add(key);
  const id = `${key}.${locale}`;
  let answer = asked.get(id);
  if (!answer) {
    answer = loadPageMessages(key, locale, import.meta.env.BASE_URL)
      .catch(() => null)
      .then((messages) => {
        settled.set(id, messages);
        if (!messages) {
          asked.delete(id);
        }
        return messages;
      });
    asked.set(id, answer);
  }
  return answer;
}

/** A page's texts once they have arrived (null: they failed to), undefined before. */
export function settledPageMessages(key: string, locale: Locale) {
  return settled.get(`${key}.${locale}`);
}

/**
 * The page whose texts a subtree is shown with (its key), for the parts it loads apart
 * (app/WhenNear.tsx): theirs are `<page key>+<module name>`.
 */
export const PagePartContext = createContext<string | null>(null);

/**
 * A signed-in page's own texts (scripts/i18n-compile.mjs), added to the shell's for the page's
 * subtree, so that a page loads the texts it shows and not the whole product's. They are loaded
 * with the page's code (app/routes.tsx) and, on a change of language, before the new language shows
 * (`beforeLocaleShown`). A text missing from them (a module the compile's graph did not reach)
 * shows after the whole catalogue has loaded. Inside a page's, a part's texts (app/WhenNear.tsx) are
 * added to the page's.
 */
export function PageTexts({ part, children }: { part: string; children: ReactNode }) {
  const intl = useIntl();
  const page = use(PagePartContext);
  const locale = intl.locale as Locale;
  const loadAllMessages = useLoadAllMessages();
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const own = settled.get(`${part}.${locale}`);

  useEffect(() => {
    if (own !== undefined) {
      return undefined;
    }
    // Not there yet (the language changed while the page was loading): asked, then drawn.
    let current = true;
    void pageMessages(part, locale).then(() => {
      if (current) {
        arrived();
      }
    });
    return () => {
      current = false;
    };
  }, [own, part, locale]);

  const messages = useMemo(() => ({ ...intl.messages, ...own }), [intl.messages, own]);
  const ready = own !== undefined;
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
      <PagePartContext value={page ?? part}>{children}</PagePartContext>
    </LocaleIntlProvider>
  );
}
