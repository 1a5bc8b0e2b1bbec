import type { OutboxMessage } from '@oxilio/domain/contract';
import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, apiRoutes } from '@oxilio/domain/contract';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { tokenStore } from '../../../app/api';
import { ScreenTitleContext } from '../../../app/useScreenTitle';
import { LocaleProvider, localeStorageKey } from '../../../i18n/LocaleProvider';
import { publicArea } from '../manifest';
import { DebugPage } from './DebugPage';

/*
 * The portal's API client binds `fetch` when its module loads: the fake is installed first and
 * forwards every call to the fake API of the running test.
 */
const fakeFetch = vi.hoisted(() => {
  const holder: { handle: (url: string, init: RequestInit) => Promise<Response> } = {
    handle: () => Promise.reject(new TypeError('No fake API')),
  };
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    holder.handle(String(input), init ?? {});
  return holder;
});

const outboxPath = apiBasePath + pathOf(apiRoutes.system.outbox);

const message = (id: string, to: string, timeZone: string): OutboxMessage => ({
  id,
  to,
  template: 'reeducator_invitation',
  locale: 'fr',
  subject: 'Invitation à rejoindre une équipe sur oxilio',
  status: 'logged',
  // 22:30 UTC: still the 28th in Paris, already the 29th on Réunion.
  createdAt: '2026-11-28T22:30:00.000Z',
  timeZone,
  text: null,
  links: [],
});

function fakeApi(messages: OutboxMessage[]) {
  fakeFetch.handle = async (url) => {
    const path = new URL(url, window.location.origin).pathname;
    const found = path === outboxPath;
    return new Response(JSON.stringify(found ? { messages } : { status: 404, code: 'not_found' }), {
      status: found ? 200 : 404,
      headers: { 'Content-Type': found ? 'application/json' : 'application/problem+json' },
    });
  };
}

async function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/debug',
        element: (
          <ScreenTitleContext value={publicArea.screens.debug.title}>
            <DebugPage />
          </ScreenTitleContext>
        ),
      },
    ],
    { initialEntries: ['/debug'] },
  );
  await render(
    <LocaleProvider>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </LocaleProvider>,
  );
}

beforeEach(() => {
  localStorage.setItem(localeStorageKey, 'fr');
  tokenStore.clear();
});

afterEach(() => {
  localStorage.removeItem(localeStorageKey);
});

describe('DebugPage', () => {
  it('dates each email dd/mm/yy HH:mm in the time zone of its establishment', async () => {
    fakeApi([
      message('00000000-0000-4000-8000-000000000001', 'paris@example.test', 'Europe/Paris'),
      message('00000000-0000-4000-8000-000000000002', 'reunion@example.test', 'Indian/Reunion'),
    ]);
    await renderPage();

    const paris = page.getByRole('row').filter({ hasText: 'paris@example.test' });
    const reunion = page.getByRole('row').filter({ hasText: 'reunion@example.test' });
    await expect.element(paris.getByRole('cell', { name: '28/11/26 23:30' })).toBeVisible();
    await expect.element(reunion.getByRole('cell', { name: '29/11/26 02:30' })).toBeVisible();
  });
});
