import type { OutboxMessage } from '@oxilio/domain/contract';
import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, apiRoutes, debugTokenHeader } from '@oxilio/domain/contract';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { eachTestInFrench, renderPublicPage } from '../../../testing/publicPage';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { debugTokenStorageKey } from '../../../features/outbox';
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

const token = 'e2e-debug-token-of-at-least-32-characters';

/** A fake API that shows the outbox to the right token only; the tokens it was asked with. */
function fakeApi(messages: OutboxMessage[]) {
  const sent: (string | null)[] = [];
  fakeFetch.handle = async (url, init) => {
    if (requestPath(url) !== outboxPath) {
      return apiAnswer(404, { status: 404, code: 'not_found' });
    }
    const given = new Headers(init.headers).get(debugTokenHeader);
    sent.push(given);
    return given === token
      ? apiAnswer(200, { messages })
      : apiAnswer(404, { status: 404, code: 'not_found' });
  };
  return sent;
}

// Each test with its own SWR cache: the page's read is keyed by its path and token.
const renderPage = () =>
  renderPublicPage({
    screen: 'debug',
    path: '/debug',
    element: <DebugPage />,
    wrapper: ({ children }) => (
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    ),
  });

const locked = () => page.getByText('Ouvrez la boîte d’envoi avec son lien');

eachTestInFrench();
beforeEach(() => sessionStorage.removeItem(debugTokenStorageKey));
afterEach(() => {
  sessionStorage.removeItem(debugTokenStorageKey);
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
});

describe('DebugPage', () => {
  it('dates each email dd/mm/yy HH:mm in the time zone of its establishment', async () => {
    sessionStorage.setItem(debugTokenStorageKey, token);
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

  it('takes the token from the link printed at start, keeps it for the tab, and takes it off the address', async () => {
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${location.search}#token=${token}`,
    );
    const sent = fakeApi([
      message('00000000-0000-4000-8000-000000000003', 'lea@example.test', 'Europe/Paris'),
    ]);
    await renderPage();

    await expect
      .element(page.getByRole('row').filter({ hasText: 'lea@example.test' }))
      .toBeVisible();
    expect(sent).toContain(token);
    expect(location.hash).toBe('');
    expect(sessionStorage.getItem(debugTokenStorageKey)).toBe(token);
  });

  it('says to open the outbox with its link, and asks nothing, without a token', async () => {
    const sent = fakeApi([]);
    await renderPage();

    await expect.element(locked()).toBeVisible();
    await expect
      .element(page.getByText(/Le serveur écrit ce lien dans son journal au démarrage/))
      .toBeVisible();
    expect(sent).toEqual([]);
  });

  it('says the same when the server refuses the kept token (started again since)', async () => {
    sessionStorage.setItem(debugTokenStorageKey, 'an-older-token-of-at-least-32-characters');
    const sent = fakeApi([]);
    await renderPage();

    await expect.element(locked()).toBeVisible();
    expect(sent).toEqual(['an-older-token-of-at-least-32-characters']);
    expect(page.getByRole('table').query()).toBeNull();
  });
});
