import {
  defaultLocale,
  isLocale,
  loadMessages,
  matchLocale,
  type CataloguePart,
  type CompiledMessages,
  type Locale,
} from '@oxilio/locales';
import { tokenStorageKey } from '@oxilio/domain/client';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
// The provider alone, without the design system's styles: the e2e specs load this file in Node.
import { LocaleIntlProvider } from '@oxilio/ui/intl';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { localeStorageKey } from '../boot/constants';

/** Where the chosen language is kept on the device (shared with boot/start.ts). */
export { localeStorageKey };

/** The fallback's texts are the code's French defaults, by design: not an error. */
const ignoreMissingTexts = () => undefined;

/** The remembered locale if valid, else the browser's best match, else French. */
export function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(localeStorageKey);
    if (isLocale(stored)) {
      return stored;
    }
  } catch {
    // storage unavailable: fall back to the browser
  }
  return matchLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

/**
 * A visitor without a stored session starts with the public texts (the signed-out screens); with
 * one, the whole catalogue, since a signed-in screen comes next.
 */
function initialPart(): CataloguePart {
  try {
    return localStorage.getItem(tokenStorageKey) || sessionStorage.getItem(tokenStorageKey)
      ? 'all'
      : 'public';
  } catch {
    return 'all';
  }
}

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** Whether every text of the catalogue is there (not only the public ones). */
  allMessages: boolean;
  /** Loads every text of the catalogue, if not done yet (a signed-in screen is coming). */
  loadAllMessages: () => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) {
    throw new Error('useLocale must be used inside <LocaleProvider>');
  }
  return value;
}

/**
 * Loads the chosen locale's catalogue on demand, remembers the choice and sets <html lang>. Signed
 * out, only the public texts are loaded; `loadAllMessages` (the signed-in areas, a sign-in under
 * way) or a text missing from them loads the whole catalogue, the current texts staying on screen
 * meanwhile.
 */
export function LocaleProvider({
  initial,
  fallback = null,
  children,
}: {
  /**
   * The public texts of a locale, already loaded: the first render shows them (the prerendered
   * sign-in page, boot/prerender.tsx, then its hydration).
   */
  initial?: { locale: Locale; messages: CompiledMessages };
  /**
   * Shown until the first catalogue has loaded, with the French defaults of the code (no text of
   * it should be read: boot/Boot.tsx shows the silent loading spinner that index.html painted).
   */
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [locale, setLocaleState] = useState<Locale>(() => initial?.locale ?? initialLocale());
  const [part, setPart] = useState<CataloguePart>(() => (initial ? 'public' : initialPart()));
  const [loaded, setLoaded] = useState<{
    locale: Locale;
    part: CataloguePart;
    messages: CompiledMessages;
  } | null>(() => (initial ? { ...initial, part: 'public' } : null));

  useEffect(() => {
    let cancelled = false;
    const show = (shown: Locale, messages: CompiledMessages) => {
      if (!cancelled) {
        setLoaded({ locale: shown, part, messages });
      }
    };
    loadMessages(locale, part)
      .then((messages) => show(locale, messages))
      .catch(() =>
        // A catalogue that fails to load: French, the source, compiled like the others (a
        // production build has no message parser); failing that, the French defaults as written.
        (locale === defaultLocale
          ? Promise.reject(new Error('no catalogue'))
          : loadMessages(defaultLocale, part)
        )
          .then((messages) => show(defaultLocale, messages))
          .catch(() => show(defaultLocale, {})),
      );
    return () => {
      cancelled = true;
    };
  }, [locale, part]);

  useEffect(() => {
    if (loaded) {
      document.documentElement.lang = loaded.locale;
    }
  }, [loaded]);

  const setLocale = useCallback((next: Locale) => {
    try {
      localStorage.setItem(localeStorageKey, next);
    } catch {
      // not remembered, still applied
    }
    setLocaleState(next);
  }, []);

  const loadAllMessages = useCallback(() => setPart('all'), []);
  const shownPart = loaded?.part;
  const allMessages = shownPart === 'all';
  const value = useMemo(
    () => ({ locale, setLocale, allMessages, loadAllMessages }),
    [locale, setLocale, allMessages, loadAllMessages],
  );

  const onError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      if (error.code === 'MISSING_TRANSLATION' && shownPart === 'public') {
        // A text of a signed-out screen outside the public part (scripts/i18n-compile.mjs): after
        // this render, the whole catalogue.
        queueMicrotask(loadAllMessages);
        return;
      }
      if (import.meta.env.DEV) {
        console.error(error);
      }
    },
    [shownPart, loadAllMessages],
  );

  if (!loaded) {
    return fallback === null ? null : (
      <IntlProvider locale={defaultLocale} messages={{}} onError={ignoreMissingTexts}>
        {fallback}
      </IntlProvider>
    );
  }
  return (
    <LocaleContext value={value}>
      <LocaleIntlProvider
        locale={loaded.locale}
        defaultLocale={defaultLocale}
        messages={loaded.messages as Record<string, never>}
        onError={onError}
      >
        {children}
      </LocaleIntlProvider>
    </LocaleContext>
  );
}

/**
 * Whether every text is there, asking for them if not: the signed-in areas render once it is true.
 * Outside a LocaleProvider (Storybook, tests with their own IntlProvider) the texts are all there.
 */
export function useAllMessages(): boolean {
  const value = use(LocaleContext);
  const ready = value ? value.allMessages : true;
  useEffect(() => {
    if (value && !value.allMessages) {
      value.loadAllMessages();
    }
  }, [value]);
  return ready;
}
