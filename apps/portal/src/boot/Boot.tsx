/**
 * The start of the portal. A visitor without a session who opens the sign-in page (`/`) gets that
 * page alone, with the locale and the session: no router, no data cache, no other screen, so that
 * it shows and answers quickly on a modest phone. The rest of the portal (App.tsx) loads when they
 * start filling in the form, and takes over once they are signed in or follow one of its links;
 * every other visit starts with the whole portal. docs/decisions/portal-start.md.
 */
import {
  Component,
  createContext,
  lazy,
  startTransition,
  Suspense,
  use,
  useEffect,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { SessionProvider, storedSessionUser, useSession } from '../auth/session';
import { areasOfRoles } from '../app/areas';
import type { CompiledMessages, Locale } from '@oxilio/locales';
import { LocaleProvider } from '../i18n/LocaleProvider';
import LoginPage from '../routes/public/Login/LoginPage';
import { publicArea } from '../routes/public/manifest';
import { ErrorScreen } from '../app/ErrorScreen';
import { importWithTimeout } from '../app/lazy';
import { ScreenLinkContext, type ScreenLinkProps } from '../app/navigation';
import { PageLoading } from '../app/PageLoading';
import { documentTitle, ScreenTitleContext } from '../app/useScreenTitle';
import './Boot.css';
import { signInReadyEvent } from './constants';

let appModule: ReturnType<typeof loadAppModule> | null = null;
/**
 * The rest of the portal, and the manifests of the areas the stored tokens' user may open
 * alongside (app/areas.ts), not one after the other; the app starts once both are there.
 */
async function loadAppModule() {
  const user = storedSessionUser();
  const [module] = await Promise.all([
    importWithTimeout(() => import('../app/App')),
    user ? areasOfRoles(user.roles) : null,
  ]);
  module.startApp();
  return module;
}
/** Starts loading the rest of the portal, once. */
function preloadApp() {
  appModule ??= loadAppModule();
  return appModule;
}
const App = lazy(() => preloadApp().then((module) => ({ default: module.App })));

/** Opens a path of the portal from the sign-in page alone: the whole portal takes over there. */
const OpenInAppContext = createContext<(to: string) => void>((to) => window.location.assign(to));

/** A link of the sign-in page alone: a plain click opens its path in the whole portal. */
function StartLink({ to, onClick, target, children, ...rest }: ScreenLinkProps) {
  const openInApp = use(OpenInAppContext);
  return (
    <a
      href={to}
      target={target}
      {...rest}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
        if (!event.defaultPrevented && event.button === 0 && !modified && !target) {
          event.preventDefault();
          openInApp(to);
        }
      }}
    >
      {children}
    </a>
  );
}

const loginTitle = publicArea.screens.login.title;

/** The sign-in page without the router; the rest of the portal loads as the visitor starts. */
function LoginAlone() {
  const intl = useIntl();
  const title = documentTitle(intl, [loginTitle]);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    // The prerendered form is React's now: start.js stops holding its submit, and sends the
    // one it held if the visitor pressed Enter before the scripts had run.
    const root = document.getElementById('root');
    if (root?.hasAttribute('data-prerendered')) {
      root.removeAttribute('data-prerendered');
      window.dispatchEvent(new Event(signInReadyEvent));
    }
  }, []);
  return (
    <div onFocusCapture={() => void preloadApp().catch(() => undefined)}>
      <ScreenLinkContext value={StartLink}>
        <ScreenTitleContext value={loginTitle}>
          <LoginPage />
        </ScreenTitleContext>
      </ScreenLinkContext>
    </div>
  );
}

/** A start that failed (the portal's code could not be loaded): the error screen, with a retry. */
class StartError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** Whether the visit starts on the sign-in page (always so when prerendering it at build time). */
const startsAtSignIn = () => typeof location === 'undefined' || location.pathname === '/';

function Start() {
  const { status } = useSession();
  const [whole, setWhole] = useState(() => status !== 'signedOut' || !startsAtSignIn());
  const openWhole = () => startTransition(() => setWhole(true));
  useEffect(() => {
    if (status !== 'signedOut') {
      // Signed in: the whole portal, which opens the user's home. The sign-in page stays on
      // screen (a transition) until it has loaded.
      startTransition(() => setWhole(true));
    }
  }, [status]);
  const openInApp = (to: string) => {
    window.history.pushState(null, '', to);
    openWhole();
  };
  return (
    <StartError>
      <Suspense fallback={<PageLoading />}>
        {whole ? (
          <App />
        ) : (
          <OpenInAppContext value={openInApp}>
            <LoginAlone />
          </OpenInAppContext>
        )}
      </Suspense>
    </StartError>
  );
}

/**
 * The portal's root. `initial`: the public texts of the locale the sign-in page was prerendered in
 * (main.tsx hydrates that page with them; prerender.tsx renders it at build time).
 */
export function Boot({ initial }: { initial?: { locale: Locale; messages: CompiledMessages } }) {
  useEffect(() => {
    // The portal runs: start.js will not replace the page with its start failure screen.
    document.getElementById('root')?.removeAttribute('data-booting');
  }, []);
  return (
    // Until the texts are there, the spinner index.html painted (scripts/prerender.ts), in place.
    <LocaleProvider initial={initial} fallback={<PageLoading silent />}>
      <SessionProvider>
        <Start />
      </SessionProvider>
    </LocaleProvider>
  );
}
