import type { Locale } from '@oxilio/locales';
import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { PagePartContext, PageTexts, pageMessages, settledPageMessages } from '../i18n/PageTexts';
import { importWithTimeout } from './lazy';
import { commonMessages } from './commonMessages';
import { RetryAlert } from './RetryAlert';

const messages = defineMessages({
  loadFailed: {
    id: 'portal.deferred.loadFailed',
    defaultMessage:
      'Cette partie de la page n’a pas pu être chargée. Vérifiez la connexion, puis réessayez.',
  },
});

/**
 * When the part's code cannot load (the network dropped): says so in its place, with a retry,
 * instead of the page's error screen taking the whole page away. The retry reloads the page: a
 * browser that keeps a failed module's answer (Chromium does) would fail again without asking.
 */
function PartFailure() {
  const intl = useIntl();
  return (
    <RetryAlert
      retryLabel={intl.formatMessage(commonMessages.retry)}
      onRetry={() => window.location.reload()}
    >
      {intl.formatMessage(messages.loadFailed)}
    </RetryAlert>
  );
}

/**
 * How far below (or above) the window a deferred part starts to render, in a share of the window's
 * height: its code asked for a little before it shows, not for what is a whole screen away.
 */
export const nearMargin = '25%';

/** Whether a key was pressed since the page's code came: its deferred parts then render at once. */
let keyPressed = false;
if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    () => {
      keyPressed = true;
    },
    { capture: true, once: true },
  );
}

/** A module loaded once, when first asked for (`load`), and known once there (`loaded`). */
export interface DeferredModule<T> {
  load: () => Promise<T>;
  loaded: () => T | null;
  /** The name of its file, whose texts are a part of the page's own (`<page key>+<name>`). */
  texts: string | null;
}

/**
 * `importer`'s module, asked for once (120 s timeout); a failed load is asked again next time.
 * `texts`: the module's file name when it lives beside its page (`() => import('./X')`, `'X'`):
 * scripts/i18n-compile.mjs then writes its texts apart from the page's, and they load with it.
 */
export function deferredModule<T>(
  importer: () => Promise<T>,
  texts: string | null = null,
): DeferredModule<T> {
  let module: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () => {
      loading ??= importWithTimeout(importer).then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => module,
    texts,
  };
}

export interface WhenNearProps<T> {
  /**
   * What stands in the part's place until it renders and while its code loads: its skeletons, of
   * about its height, so that nothing above it moves when it comes.
   */
  placeholder: ReactNode;
  /** The part's code (`deferredModule`), loaded only when the part comes near. */
  module: DeferredModule<T>;
  /** The part, drawn with its module. */
  children: (module: T) => ReactNode;
}

/**
 * A part of a page below its first screen, rendered (and its code loaded) only once it comes near
 * the window: the page draws what is on screen first (issue 27, point 5), and a visit does not load
 * the code of what it does not show (docs/decisions/portal-start.md). Rendered at once once the
 * user has pressed a key (a keyboard user going on with Tab reaches it), before printing, and where
 * the browser cannot tell (no IntersectionObserver). Its code is read from state, not with
 * Suspense: a part once there never shows its placeholder again.
 */
export function WhenNear<T>({ placeholder, module, children }: WhenNearProps<T>) {
  const locale = useIntl().locale as Locale;
  const page = use(PagePartContext);
  // Its texts, when it has its own and is shown in a page (not in a story of it alone).
  const part = page && module.texts ? `${page}+${module.texts}` : null;
  const [near, setNear] = useState(() => keyPressed || typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState<{ module: T } | null>(() => {
    const there = module.loaded();
    return there === null || (part && settledPageMessages(part, locale) === undefined)
      ? null
      : { module: there };
  });
  const [failed, setFailed] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) {
      return undefined;
    }
    const reveal = () => setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          reveal();
        }
      },
      // The page scrolls in its own box above the toasts' strip (ToastProvider docked): the margin
      // is the box's, not the window's, beyond which the box clips what it holds.
      { root: element.closest('[data-page-scroll]'), rootMargin: `${nearMargin} 0px` },
    );
    observer.observe(element);
    window.addEventListener('keydown', reveal);
    window.addEventListener('beforeprint', reveal);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', reveal);
      window.removeEventListener('beforeprint', reveal);
    };
  }, [near]);
  useEffect(() => {
    if (!near || loaded) {
      return undefined;
    }
    let current = true;
    // Its texts alongside its code (a failure to load them: the whole catalogue, as for a page).
    Promise.all([module.load(), part ? pageMessages(part, locale) : null]).then(
      ([there]) => {
        if (current) {
          setLoaded({ module: there });
        }
      },
      () => {
        if (current) {
          setFailed(true);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [near, loaded, module, part, locale]);
  if (failed) {
    return <PartFailure />;
  }
  // `data-deferred`: what is not there yet, for the tests that wait for the whole page.
  if (!near || !loaded) {
    return (
      <div ref={anchor} data-deferred={near ? 'loading' : 'waiting'}>
        {placeholder}
      </div>
    );
  }
  return part ? (
    <PageTexts part={part}>{children(loaded.module)}</PageTexts>
  ) : (
    children(loaded.module)
  );
}
