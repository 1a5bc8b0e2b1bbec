import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, apiRoutes, type AccessLog } from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { swrConfig } from '../../../app/swr';
import { AccessLogCard, accessLogPage } from './AccessLogCard';

/*
 * The portal's API client binds `fetch` when its module loads: the fake is installed first and
 * answers as the test's fake API does.
 */
const fakeFetch = vi.hoisted(() => {
  const holder: { handle: (url: string) => Promise<Response> } = {
    handle: () => Promise.reject(new TypeError('No fake API')),
  };
  globalThis.fetch = (input: RequestInfo | URL) => holder.handle(String(input));
  return holder;
});

const patientId = '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01';
const pathFor = (limit: number) =>
  apiBasePath +
  pathOf(apiRoutes.accessLog.ofPatient, { params: { id: patientId }, query: { limit } });

/** `count` groups, one a day back from 20 March, by one rehabilitator. */
function log(count: number, hasMore: boolean): AccessLog {
  return {
    hasMore,
    entries: Array.from({ length: count }, (_, index) => {
      const day = `2026-03-${String(20 - index).padStart(2, '0')}`;
      return {
        day,
        firstAt: `${day}T09:00:00.000Z`,
        lastAt: `${day}T09:30:00.000Z`,
        kind: 'viewed' as const,
        areas: ['profile' as const],
        count: 1,
        actor: { firstName: 'Sophie', lastName: 'Hoffmann', role: 'reeducator' as const },
      };
    }),
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), revalidateOnFocus: false }}>
        {children}
      </SWRConfig>
    </IntlProvider>
  );
}

const groups = () => page.getByRole('list', { name: /./ }).getByRole('listitem');

describe('AccessLogCard', () => {
  it('keeps the groups shown when "show more" fails, says so, and shows more once asked again', async () => {
    let largerFails = true;
    fakeFetch.handle = async (url) => {
      const path = new URL(url, window.location.origin);
      if (path.pathname + path.search === pathFor(accessLogPage)) {
        return json(log(accessLogPage, true));
      }
      if (path.pathname + path.search === pathFor(2 * accessLogPage)) {
        if (largerFails) {
          throw new TypeError('Failed to fetch');
        }
        return json(log(2 * accessLogPage, false));
      }
      return new Response(null, { status: 404 });
    };
    await render(
      <Providers>
        <AccessLogCard patientId={patientId} />
      </Providers>,
    );
    await expect.poll(() => groups().elements().length).toBe(accessLogPage);

    await page.getByRole('button', { name: 'Afficher plus' }).click();

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.');
    expect(groups().elements()).toHaveLength(accessLogPage);

    largerFails = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();

    await expect.poll(() => groups().elements().length).toBe(2 * accessLogPage);
    expect(page.getByRole('alert').elements()).toHaveLength(0);
  });
});
