import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Outlet, useMatches, type RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireArea } from '../auth/guards';
import { PageTexts, pageMessages, shownLocale } from '../i18n/PageTexts';
import { publicScreens, signedInAreas } from './areas';
import { importWithTimeout } from './lazy';
import { PageLoading } from './PageLoading';
import { RouteError } from './RouteError';
import type { AreaManifest, PageLoader, Screen, ScreenTab } from './screens';
import { TabbedPage } from './TabbedPage';
import { ScreenLinkContext } from './navigation';
import { documentTitle, ScreenTitleContext, type ScreenHandle } from './useScreenTitle';

/**
 * A lazily loaded page (its own chunk, 120 s timeout), told its title from the manifest. A signed-in
 * page's texts (`texts`: its key, `<area>.<screen>[.<tab path>]`, as scripts/i18n-compile.mjs
 * names them) load alongside its code; the public pages' are in the public part.
 */
function lazyPage(
  load: PageLoader,
  handle: ScreenHandle,
  texts: string | null,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const locale = shownLocale();
      const [{ default: Page }, messages] = await Promise.all([
        importWithTimeout(load),
        texts ? pageMessages(texts, locale) : null,
      ]);
      const page = (
        <ScreenTitleContext value={handle.title}>
          <Page />
        </ScreenTitleContext>
      );
      return {
        Component: texts
          ? () => (
              <PageTexts part={texts} initial={{ locale, messages }}>
                {page}
              </PageTexts>
            )
          : () => page,
      };
    },
  };
}

const redirectTo = (to: string): RouteObject => ({
  index: true,
  element: <Navigate to={to} replace />,
});

function tabRoute(tab: ScreenTab, texts: string | null): RouteObject {
  const handle: ScreenHandle = { title: tab.title };
  return { path: tab.path, handle, ...lazyPage(tab.page, handle, texts) };
}

/** `texts`: the key of the screen's texts (`<area>.<screen id>`), null for a public screen. */
function screenRoute(screen: Screen, texts: string | null = null): RouteObject {
  const handle: ScreenHandle = { title: screen.title };
  const tabs = screen.tabs ?? [];
  if (!screen.page && tabs.length === 0) {
    throw new Error(`The screen at "${screen.path}" has neither a page nor tabs`);
  }
  const body: RouteObject = screen.page
    ? lazyPage(screen.page, handle, texts)
    : {
        element: (
          <ScreenTitleContext value={screen.title}>
            <TabbedPage tabs={tabs} />
          </ScreenTitleContext>
        ),
      };
  if (screen.path === '') {
    return { index: true, handle, ...body } as RouteObject;
  }
  const first = tabs[0];
  return {
    path: screen.path,
    handle,
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

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Keeps the document title as "<tab> – <screen> · oxilio" for the open screen. */
function useDocumentTitle(): void {
  const intl = useIntl();
  const title = documentTitle(
    intl,
    useMatches()
      .map((match) => match.handle)
      .filter(isScreenHandle)
      .reverse()
      .map((handle) => handle.title),
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The root: keeps the document title in step with the open screen; links go through the router. */
function Root() {
  useDocumentTitle();
  return (
    <ScreenLinkContext value={Link}>
      <Outlet />
    </ScreenLinkContext>
  );
}

/** The router's routes, derived from the manifests (app/areas.ts). */
export function buildRoutes({ debug }: { debug: boolean }): RouteObject[] {
  const notFound = Object.values(publicScreens.screens).find((screen) => screen.path === '*');
  return [
    {
      path: '/',
      element: <Root />,
      // While the first screen's code loads (its route is lazy).
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
      children: [
        ...publicRoutes(debug),
        ...signedInAreas.map(areaRoute),
        ...(notFound ? [screenRoute(notFound)] : []),
      ],
    },
  ];
}
