import { ToastProvider } from '@oxilio/ui';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type RouteObject,
} from 'react-router-dom';
import { freshSessionUser } from '../auth/session';
import { startEarlyReads } from '../boot/earlyReads';
import { sendWaitingPlayerCalls } from '../features/playerQueue/early';
import { AppRoutes, buildRoutes, preloadPages, PreloadingRouter } from './routes';
import { SessionCache } from './SessionCache';
import { warmIntl } from './warmIntl';
import { initialLocale } from '../i18n/LocaleProvider';

// The formatters' data, before the first screen's render needs it.
warmIntl(initialLocale());

let started: { routes: RouteObject[]; history: ReturnType<typeof createBrowserHistory> } | null =
  null;

/**
 * Starts the signed-in app, once: the start (boot/Boot.tsx) calls it when this module and the
 * manifests of the areas the stored tokens' user may open have both arrived (app/areas.ts; those
 * of other areas load when one of their paths is opened, or as a user signs in). Not as this
 * module loads: a manifest imports modules of this chunk, so this module cannot wait for them.
 */
export function startApp(): void {
  if (started) {
    return;
  }
  // The first screen's data is asked for now, alongside the screen's code and texts. The routes
  // are built once: a render of the app that suspends before it shows would build them (and ask
  // for the page) again.
  startEarlyReads(window.location.pathname, freshSessionUser());
  const routes = buildRoutes({ debug: __DEBUG_ROUTES__ });
  started = { routes, history: createBrowserHistory({ window, v5Compat: true }) };
  // The first screen's code and texts in a task of their own, right after this one: on a slow
  // phone, asking for them (Vite adds a preload link for each file a page needs) took 40-50 ms
  // more of a task that reached 150 ms. The router's first render asks for them too, if it comes
  // first.
  setTimeout(() => {
    preloadPages(routes, window.location.pathname);
    // What the player could not send on an earlier visit goes now (the queue loads only then).
    sendWaitingPlayerCalls();
  }, 0);
}

/**
 * The whole portal: the router over every screen, the data cache, the toasts (in their own strip
 * under the page, which scrolls above it: docs/decisions/portal-everyday-gestures.md). Loaded by
 * the start of the app (Boot.tsx), inside the locale and the session, after the sign-in page when
 * that is where the visit starts.
 */
export function App() {
  startApp();
  const { routes, history } = started!;
  return (
    <SessionCache>
      {/* Docked: the toast has its own strip of the window, the page scrolls in the rest. */}
      <ToastProvider docked>
        <PreloadingRouter history={history} routes={routes}>
          <AppRoutes routes={routes} />
        </PreloadingRouter>
      </ToastProvider>
    </SessionCache>
  );
}
