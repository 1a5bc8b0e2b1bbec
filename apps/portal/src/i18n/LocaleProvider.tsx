import {
  defaultLocale,
  isLocale,
  loadMessages,
  matchLocale,
  type CompiledMessages,
  type Locale,
} from '@oxilio/locales';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';

export const localeStorageKey = 'oxilio.locale';

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

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) {
    throw new Error('useLocale must be used inside <LocaleProvider>');
  }
  return value;
}

/** Loads the chosen locale's catalogue on demand, remembers the choice and sets <html lang>. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: CompiledMessages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadMessages(locale)
      .then((messages) => {
        if (!cancelled) {
          setLoaded({ locale, messages });
        }
      })
      .catch(() => {
        // A catalogue that fails to load leaves the French defaults of the code in place.
        if (!cancelled) {
          setLoaded({ locale: defaultLocale, messages: {} });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [locale]);

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

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  if (!loaded) {
    return null;
  }
  return (
    <LocaleContext value={value}>
      <IntlProvider
        locale={loaded.locale}
        defaultLocale={defaultLocale}
        messages={loaded.messages as Record<string, never>}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
