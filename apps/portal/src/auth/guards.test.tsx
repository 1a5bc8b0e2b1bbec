import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { RouteErrorBoundary } from '../app/RouteError';
import { SessionCache } from '../app/SessionCache';
import { LocaleProvider, localeStorageKey, useSignedInMessages } from '../i18n/LocaleProvider';
import { areasLoadedFor, areasOfRoles } from '../app/areas';
import { RequireArea } from './guards';
import { rememberSession } from './rememberSession.testing';
import { SessionProvider, useSession } from './session';

/*
 * The API never answers here: the shell shows without its data (the header, the menu), which is all
 * these tests look at. Installed before the API client's module binds `fetch`.
 */
vi.hoisted(() => {
  globalThis.fetch = () => new Promise<Response>(() => undefined);
});

/** Stores the patient's session and French as the device's language. */
function rememberPatient(): void {
  localStorage.setItem(localeStorageKey, 'fr');
  rememberSession({ roles: 'patient', patientId: '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01' });
}

/** A page outside the area that says when the session and every text are there. */
function Ready() {
  const { status } = useSession();
  const signedInMessages = useSignedInMessages();
  return <p data-testid={status === 'signedIn' && signedInMessages ? 'ready' : 'waiting'} />;
}

/**
 * Renders the portal at a page outside the patient's area and waits until it is ready; the router
 * it returns opens `/dashboard` (the area, with an empty screen `data-testid="screen"`, and the
 * route's error screen).
 */
async function renderBeforeArea() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Ready /> },
      {
        path: '/dashboard',
        element: (
          <RouteErrorBoundary resetKey="/dashboard">
            <RequireArea area="patient" />
          </RouteErrorBoundary>
        ),
        children: [{ index: true, element: <p data-testid="screen" /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  function Portal() {
    const [memoryRouter] = useState(router);
    return (
      <LocaleProvider>
        <SessionProvider>
          <SessionCache>
            <RouterProvider router={memoryRouter} />
          </SessionCache>
        </SessionProvider>
      </LocaleProvider>
    );
  }
  await render(<Portal />);
  await expect.element(page.getByTestId('ready')).toBeInTheDocument();
  return router;
}

/** Records every loading state (a status) the page shows from now on. */
function watchLoadingStates() {
  const seen: string[] = [];
  const record = (mutations: MutationRecord[]) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (node instanceof Element) {
          const statuses = [
            ...(node.matches('[role="status"]') ? [node] : []),
            ...node.querySelectorAll('[role="status"]'),
          ];
          seen.push(...statuses.map((status) => status.outerHTML.slice(0, 120)));
        }
      }
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    seen,
    stop: () => {
      record(observer.takeRecords());
      observer.disconnect();
    },
  };
}

describe('RequireArea', () => {
  beforeEach(() => {
    rememberPatient();
  });
  afterEach(() => {
    localStorage.clear();
  });

  // First: no area's manifest has loaded yet in this file.
  it('loads the manifest of the user’s area before its shell, whose menu names its screens', async () => {
    await import('../app/AppLayout');
    expect(areasLoadedFor('patient')).toBe(false);
    const router = await renderBeforeArea();
    await router.navigate('/dashboard');
    await expect.element(page.getByTestId('screen')).toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Ma journée' }).first()).toBeVisible();
    expect(areasLoadedFor('patient')).toBe(true);
  });

  it('opens a signed-in area without a loading state when its shell has loaded with the portal', async () => {
    // guards.tsx starts loading the shell when it loads, App.tsx the manifests of the stored
    // user's areas; here both are done before the area opens.
    await import('../app/AppLayout');
    await areasOfRoles('patient');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const router = await renderBeforeArea();

    const loading = watchLoadingStates();
    await router.navigate('/dashboard');
    await expect.element(page.getByTestId('screen')).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    loading.stop();
    expect(loading.seen).toEqual([]);
  });
});
