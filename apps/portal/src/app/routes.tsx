import {
  startTransition,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import {
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  Router,
  useLocation,
  useRoutes,
  type RouteObject,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';
import { RedirectIfSignedIn, RequireArea } from '../auth/guards';
import { PageTexts, pageMessages, shownLocale } from '../i18n/PageTexts';
import {
  areasOwning,
  isAreaLoaded,
  loadArea,
  loadedAreas,
  onAreasLoaded,
  publicScreens,
} from './areas';
import { importWithTimeout } from './lazy';
import { PageLoading } from './PageLoading';
import { RouteErrorBoundary } from './RouteError';
import type { Area, AreaManifest, PageLoader, Screen, ScreenTab } from './screens';
import { TabbedPage } from './TabbedPage';
import { ScreenLinkContext } from './navigation';
import { documentTitle, ScreenTitleContext, type ScreenHandle } from './useScreenTitle';

/** A route's handle: its title, and how to start loading its page before it renders. */
interface RouteHandle extends ScreenHandle {
  preload?: () => Promise<unknown>;
  /** Whether its page's code and texts are there (it renders without suspending). */
  loaded?: () => boolean;
}

/** A promise that says how it settled, as React's `use` reads it. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * `promise`, marked as it settles: `use` then returns a settled one's value at once. Otherwise
 * the first render of a page already loaded suspends all the same, and React may hold the loading
 * state up to 300 ms more (it throttles a Suspense boundary's reveal).
 */
function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/**
 * A lazily loaded page (its own chunk, 120 s timeout), told its title from the manifest. A signed-in
 * page's texts (`texts`: its key, `<area>.<screen>[.<tab path>]`, as scripts/i18n-compile.mjs
 * names them) load alongside its code; the public pages' are in the public part. Both are asked
 * once, when the page first renders or earlier (`preloadPages`, as the app starts).
 */
function lazyPage(
  load: PageLoader,
  title: ScreenHandle['title'],
  texts: string | null,
): Pick<RouteObject, 'element' | 'handle'> {
  let loading: TrackedPromise<() => ReactNode> | undefined;
  const start = () => {
    loading ??= track(
      (async () => {
        const [{ default: Page }] = await Promise.all([
          importWithTimeout(load),
          texts ? pageMessages(texts, shownLocale()) : null,
        ]);
        const page = (
          <ScreenTitleContext value={title}>
            <Page />
          </ScreenTitleContext>
        );
        return texts ? () => <PageTexts part={texts}>{page}</PageTexts> : () => page;
      })(),
    );
    return loading;
  };
  function LazyPage() {
    // React reads the marks `track` writes (its `use` accepts them from a library).
    return use(start() as Promise<() => ReactNode>)();
  }
  const handle: RouteHandle = {
    title,
    preload: start,
    loaded: () => loading?.status === 'fulfilled',
  };
  return { element: <LazyPage />, handle };
}

const redirectTo = (to: string): RouteObject => ({
  index: true,
  element: <Navigate to={to} replace />,
});

function tabRoute(tab: ScreenTab, texts: string | null): RouteObject {
  return { path: tab.path, ...lazyPage(tab.page, tab.title, texts) };
}

/** `texts`: the key of the screen's texts (`<area>.<screen id>`), null for a public screen. */
function screenRoute(screen: Screen, texts: string | null = null): RouteObject {
  const handle: ScreenHandle = { title: screen.title };
  const tabs = screen.tabs ?? [];
  if (!screen.page && tabs.length === 0) {
    throw new Error(`The screen at "${screen.path}" has neither a page nor tabs`);
  }
  const body: RouteObject = screen.page
    ? lazyPage(screen.page, screen.title, texts)
    : {
        handle,
        element: (
          <ScreenTitleContext value={screen.title}>
            <TabbedPage tabs={tabs} />
          </ScreenTitleContext>
        ),
      };
  if (screen.path === '') {
    return { index: true, ...body } as RouteObject;
  }
  const first = tabs[0];
  return {
    path: screen.path,
    ...body,
    ...(first
      ? {
          children: [
            redirectTo(first.link ?? first.path),
            ...tabs.map((tab) => tabRoute(tab, texts && `${texts}.${tab.path}`)),
          ],
        }
      : {}),
  };
}

function publicRoutes(debug: boolean): RouteObject[] {
  const screens = Object.values(publicScreens.screens).filter(
    (screen) => debug || !screen.debugOnly,
  );
  return [
    {
      element: <RedirectIfSignedIn />,
      children: screens.filter((s) => s.signedOutOnly).map((screen) => screenRoute(screen)),
    },
    ...screens
      .filter((screen) => !screen.signedOutOnly && screen.path !== '*')
      .map((screen) => screenRoute(screen)),
  ];
}

function areaRoute(manifest: AreaManifest): RouteObject {
  if (!manifest.area) {
    throw new Error('A signed-in area needs a name');
  }
  const area = manifest.area;
  const screens = Object.values(manifest.screens);
  const children = Object.entries(manifest.screens).map(([id, screen]) =>
    screenRoute(screen, `${area}.${id}`),
  );
  const first = screens[0];
  return {
    ...(manifest.base ? { path: manifest.base } : {}),
    element: <RequireArea area={manifest.area} />,
    children: manifest.base && first ? [redirectTo(first.path), ...children] : children,
  };
}

function isScreenHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The handles of the routes that `pathname` opens, the outermost first. */
function handlesAt(routes: RouteObject[], pathname: string): RouteHandle[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route.handle as unknown)
    .filter(isScreenHandle);
}

/** Keeps the document title as "<tab> – <screen> · oxilio" for the open screen. */
function useDocumentTitle(routes: RouteObject[], pathname: string): void {
  const intl = useIntl();
  const title = documentTitle(
    intl,
    handlesAt(routes, pathname)
      .reverse()
      .map((handle) => handle.title),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The root: keeps the document title in step with the open screen; links go through the router.
 * While a screen's code loads the previous one stays (the router's navigations are transitions),
 * the first one a spinner; what a screen throws shows the error screen until the user goes on.
 */
function Root({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useDocumentTitle(routes, pathname);
  return (
    <ScreenLinkContext value={Link}>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </ScreenLinkContext>
  );
}

/** What `buildRoutes` keeps of a table to add an area's routes to it once its manifest arrives. */
interface AreaSlots {
  /** The root's children: the public screens, the areas, the "not found" screen last. */
  children: RouteObject[];
  /** The areas whose routes are in `children`. */
  areas: Set<Area>;
  hasNotFound: boolean;
}

const areaSlots = new WeakMap<RouteObject[], AreaSlots>();

/** Adds to `routes` (built by `buildRoutes`) the routes of the areas loaded since. */
function includeLoadedAreas(routes: RouteObject[]): void {
  const slots = areaSlots.get(routes);
  if (!slots) {
    return;
  }
  for (const manifest of loadedAreas()) {
    if (manifest.area && !slots.areas.has(manifest.area)) {
      slots.areas.add(manifest.area);
      const at = slots.hasNotFound ? slots.children.length - 1 : slots.children.length;
      slots.children.splice(at, 0, areaRoute(manifest));
    }
  }
}

/**
 * The router's routes, derived from the manifests (app/areas.ts), for React Router's declarative
 * mode (`AppRoutes` inside a `BrowserRouter`): its data router, not used, weighed 16 kB gzip more
 * on every page (docs/performance.md#first-screens-issue-27). The signed-in areas are those whose
 * manifests are loaded; an area's routes join when a path of it is opened (`loadPages`).
 */
export function buildRoutes({ debug }: { debug: boolean }): RouteObject[] {
  const notFound = Object.values(publicScreens.screens).find((screen) => screen.path === '*');
  const routes: RouteObject[] = [];
  const children = [...publicRoutes(debug), ...(notFound ? [screenRoute(notFound)] : [])];
  routes.push({ path: '/', element: <Root routes={routes} />, children });
  areaSlots.set(routes, { children, areas: new Set<Area>(), hasNotFound: notFound !== undefined });
  includeLoadedAreas(routes);
  // An area loaded later (a path of it opened, the shell asking for every area of the user's
  // roles) joins the table as its manifest arrives.
  onAreasLoaded(() => includeLoadedAreas(routes));
  return routes;
}

/** The screens of `routes` (built by `buildRoutes`), as the router's location opens them. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The browser's or a memory history, as React Router makes them. */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/**
 * The signed-in areas that may own `pathname` and are not loaded yet, when the routes built so far
 * find no screen but "not found" (an area's path is only known once its manifest is).
 */
function areasToLoad(routes: RouteObject[], pathname: string): Area[] {
  const matches = matchRoutes(routes, pathname) ?? [];
  if (matches.length > 0 && matches[matches.length - 1]?.route.path !== '*') {
    return [];
  }
  return areasOwning(pathname).filter((area) => !isAreaLoaded(area));
}

/** Whether the pages `pathname` opens have their code and texts. */
function pagesLoaded(routes: RouteObject[], pathname: string): boolean {
  return (
    areasToLoad(routes, pathname).length === 0 &&
    handlesAt(routes, pathname).every((handle) => handle.loaded?.() ?? true)
  );
}

/**
 * Loads the pages (code and texts) `pathname` opens, after the manifest of its area when that is
 * not there yet; settles when each has, or has failed (the error screen then says so).
 */
async function loadPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const areas = areasToLoad(routes, pathname);
  if (areas.length > 0) {
    await Promise.allSettled(areas.map((area) => loadArea(area)));
  }
  return Promise.allSettled(handlesAt(routes, pathname).map((handle) => handle.preload?.()));
}

/**
 * React Router's `Router` over `history`, moving to a new location once the code and texts of the
 * pages it opens are there, as its data router did: the spinner until the first screen's are, then
 * the previous screen while the next one's load (a transition). A page never suspends when it
 * shows; a location left before its pages arrived is never shown.
 */
export function PreloadingRouter({
  history,
  routes,
  children,
}: {
  history: History;
  routes: RouteObject[];
  children: ReactNode;
}) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [started, setStarted] = useState(() => pagesLoaded(routes, history.location.pathname));
  useEffect(() => {
    if (started) {
      return undefined;
    }
    let current = true;
    void loadPages(routes, history.location.pathname).then(() => {
      if (current) {
        setStarted(true);
      }
    });
    return () => {
      current = false;
    };
  }, [started, routes, history]);
  const shownAt = `${state.location.pathname}${state.location.search}${state.location.hash}`;
  useLayoutEffect(() => {
    let latest = 0;
    const open = ({ action, location }: Pick<typeof state, 'action' | 'location'>) => {
      latest += 1;
      const call = latest;
      const show = () => {
        if (call === latest) {
          startTransition(() => setState({ action, location }));
        }
      };
      if (pagesLoaded(routes, location.pathname)) {
        show();
        return;
      }
      void loadPages(routes, location.pathname).then(show);
    };
    const stop = history.listen(open);
    // A move made before this listened (the router's first render can wait, suspended, while the
    // address changes): opened now.
    const { pathname, search, hash } = history.location;
    if (`${pathname}${search}${hash}` !== shownAt) {
      open({ action: history.action, location: history.location });
    }
    return stop;
    // Only when listening starts: `shownAt` is what the first render showed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, routes]);
  if (!started) {
    return <PageLoading />;
  }
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/**
 * Starts loading the pages (code and texts) that `pathname` opens, before the guards and the
 * layout have rendered: the first screen's code comes alongside the rest, not after it.
 */
export function preloadPages(routes: RouteObject[], pathname: string): void {
  void loadPages(routes, pathname);
}
