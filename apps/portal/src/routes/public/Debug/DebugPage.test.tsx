import type { OutboxMessage } from '@oxilio/domain/contract';
import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, apiRoutes } from '@oxilio/domain/contract';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { eachTestInFrench, renderPublicPage } from '../../../testing/publicPage';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
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
  fakeFetch.handle = async (url) =>
    requestPath(url) === outboxPath
      ? apiAnswer(200, { messages })
      : apiAnswer(404, { status: 404, code: 'not_found' });
}

const renderPage = () =>
  renderPublicPage({ screen: 'debug', path: '/debug', element: <DebugPage /> });

eachTestInFrench();

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
