/**
 * What the tests of the public pages (routes/public) share: the page rendered in its frame, the
 * texts in French, and the device reset around each test. Each test file keeps its own fake
 * `fetch`, installed from `vi.hoisted` before the API client's module binds `fetch`, and its own
 * fake API; `requestPath` and `apiAnswer` (testing/queuedFetch.ts) serve to write the latter.
 */
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach } from 'vitest';
import { render } from 'vitest-browser-react';
import { tokenStore } from '../app/api';
import { ScreenTitleContext } from '../app/useScreenTitle';
import { LocaleProvider, localeStorageKey } from '../i18n/LocaleProvider';
import { publicArea } from '../routes/public/manifest';

/**
 * The portal's locale as the device stored it (what a public page offers to change) and react-intl
 * with the code's French texts, so that a test reads the source texts whatever the catalogues hold.
 */
export function FrenchTexts({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        {children}
      </IntlProvider>
    </LocaleProvider>
  );
}

/**
 * Registers, for each test of the file, a signed-out device set to French before it (no token left
 * by an earlier test), and the stored language removed after it.
 */
export function eachTestInFrench() {
  beforeEach(() => {
    localStorage.setItem(localeStorageKey, 'fr');
    tokenStore.clear();
  });
  afterEach(() => {
    localStorage.removeItem(localeStorageKey);
  });
}

export interface PublicPageOptions {
  /** The public screen the page is: its title, from the manifest, is the page's heading. */
  screen: keyof typeof publicArea.screens;
  /** The route pattern the page answers at. */
  path: string;
  /** The URL the router opens first; `path` by default. */
  initialEntry?: string;
  /** The page itself. */
  element: ReactNode;
  /** The other routes, where the page's links and redirections lead; none by default. */
  routes?: RouteObject[];
  /** A provider put around the router, inside the texts (an SWR cache of its own, say). */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

/**
 * Renders a public page at `initialEntry` in a memory router, with its screen's title and
 * `FrenchTexts`; gives back the router, for a test to read its location or navigate.
 */
export async function renderPublicPage({
  screen,
  path,
  initialEntry = path,
  element,
  routes = [],
  wrapper: Wrapper = Fragment,
}: PublicPageOptions) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <ScreenTitleContext value={publicArea.screens[screen].title}>
            {element}
          </ScreenTitleContext>
        ),
      },
      ...routes,
    ],
    { initialEntries: [initialEntry] },
  );
  await render(
    <FrenchTexts>
      <Wrapper>
        <RouterProvider router={router} />
      </Wrapper>
    </FrenchTexts>,
  );
  return { router };
}
