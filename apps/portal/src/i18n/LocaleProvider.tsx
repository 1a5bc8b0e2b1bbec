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
import { prepareLocale } from './localeSwitch';

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
 * one, the signed-in shell's, since a signed-in screen comes next (each page brings its own texts:
 * app/routes.tsx).
 */
function initialPart(): CataloguePart {
  try {
    return localStorage.getItem(tokenStorageKey) || sessionStorage.getItem(tokenStorageKey)
      ? 'shell'
      : 'public';
  } catch {
    return 'shell';
  }
}

/** The parts to load for a wish: every text makes the others needless. */
const partsToLoad = (wanted: readonly CataloguePart[]): CataloguePart[] =>
  wanted.includes('all') ? ['all'] : [...wanted];

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** Whether the texts of the signed-in portal's shell are there (not only the public ones). */
  signedInMessages: boolean;
  /** Loads the signed-in shell's texts, if not done yet (a signed-in screen is coming). */
  loadSignedInMessages: () => void;
  /** Loads every text of the catalogue: one was missing from the parts loaded. */
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
 * Loads the chosen locale's catalogue on demand, in parts (scripts/i18n-compile.mjs), remembers the
 * choice and sets <html lang>. Signed out, only the public texts are loaded; `loadSignedInMessages`
 * (the signed-in areas, a sign-in under way) adds the signed-in shell's, and a text missing from
 * the parts loaded, the whole catalogue, the current texts staying on screen meanwhile. A signed-in
 * page's own texts come with it, in a provider of its own (app/routes.tsx).
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
  const [wanted, setWanted] = useState<readonly CataloguePart[]>(() => [
    initial ? 'public' : initialPart(),
  ]);
  const [loaded, setLoaded] = useState<{
    locale: Locale;
    parts: readonly CataloguePart[];
    messages: CompiledMessages;
  } | null>(() => (initial ? { ...initial, parts: ['public'] } : null));

  useEffect(() => {
    let cancelled = false;
    const parts = partsToLoad(wanted);
    // The signed-in pages' texts in that language too (i18n/PageTexts.tsx), so that nothing
    // shows half in the previous one.
    const load = (from: Locale) =>
      Promise.all([
        Promise.all(parts.map((part) => loadMessages(from, part))),
        prepareLocale(from),
      ]).then(([loadedParts]) => Object.assign({}, ...loadedParts) as CompiledMessages);
    const show = (shown: Locale, messages: CompiledMessages) => {
      if (!cancelled) {
        setLoaded({ locale: shown, parts: wanted, messages });
      }
    };
    load(locale)
      .then((messages) => show(locale, messages))
      .catch(() =>
        // A catalogue that fails to load: French, the source, compiled like the others (a
        // production build has no message parser). Failing that, the texts already shown stay
        // (the signed-in chunks have no defaults: scripts/stripDefaultMessages.ts); with none yet,
        // the French defaults of the entry's code as written.
        (locale === defaultLocale ? Promise.reject(new Error('no catalogue')) : load(defaultLocale))
          .then((messages) => show(defaultLocale, messages))
          .catch(() => {
            if (!cancelled) {
              setLoaded((shown) => shown ?? { locale: defaultLocale, parts: wanted, messages: {} });
            }
          }),
      );
    return () => {
      cancelled = true;
    };
  }, [locale, wanted]);

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

  const want = useCallback(
    (part: CataloguePart) =>
      setWanted((current) => (current.includes(part) ? current : [...current, part])),
    [],
  );
  const loadSignedInMessages = useCallback(() => want('shell'), [want]);
  const loadAllMessages = useCallback(() => want('all'), [want]);
  const shownParts = loaded?.parts;
  const signedInMessages = Boolean(shownParts?.includes('shell') || shownParts?.includes('all'));
  const allShown = Boolean(shownParts?.includes('all'));
  const value = useMemo(
    () => ({ locale, setLocale, signedInMessages, loadSignedInMessages, loadAllMessages }),
    [locale, setLocale, signedInMessages, loadSignedInMessages, loadAllMessages],
  );

  const onError = useCallback<NonNullable<IntlConfig['onError']>>(
    (error) => {
      if (error.code === 'MISSING_TRANSLATION' && !allShown) {
        // A text outside the parts loaded (scripts/i18n-compile.mjs): after this render, the
        // whole catalogue.
        if (import.meta.env.DEV && shownParts?.includes('shell')) {
          console.warn(`A text outside the catalogue's parts: ${error.message}`);
        }
        queueMicrotask(loadAllMessages);
        return;
      }
      if (import.meta.env.DEV) {
        console.error(error);
      }
    },
    [allShown, shownParts, loadAllMessages],
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
 * Whether the signed-in shell's texts are there, asking for them if not: the signed-in areas render
 * once it is true. Outside a LocaleProvider (Storybook, tests with their own IntlProvider) the
 * texts are all there.
 */
export function useSignedInMessages(): boolean {
  const value = use(LocaleContext);
  const ready = value ? value.signedInMessages : true;
  useEffect(() => {
    if (value && !value.signedInMessages) {
      value.loadSignedInMessages();
    }
  }, [value]);
  return ready;
}

/**
 * Asks for the whole catalogue (a text missing from a page's part, app/routes.tsx); nothing outside
 * a LocaleProvider.
 */
export function useLoadAllMessages(): () => void {
  return use(LocaleContext)?.loadAllMessages ?? noop;
}

const noop = () => undefined;
