import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, authRoutes } from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { page } from 'vitest/browser';
import { swrConfig } from '../../../app/swr';
import { InFrench } from '../../../testing/InFrench';
import { PasswordCard } from './PasswordCard';

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

const resetPath = apiBasePath + pathOf(authRoutes.resetPassword);

/** A reset request that answers 429, then holds its answer (a 202) until `answer` is called. */
function fakeApi() {
  const state = { requests: 0, answer: () => {} };
  fakeFetch.handle = async (url, init) => {
    const path = requestPath(url);
    if ((init.method ?? 'GET') !== 'POST' || path !== resetPath) {
      return apiAnswer(404, { status: 404, code: 'not_found' });
    }
    state.requests += 1;
    if (state.requests === 1) {
      return apiAnswer(429, { status: 429, code: 'too_many_requests' });
    }
    await new Promise<void>((resolve) => {
      state.answer = resolve;
    });
    return apiAnswer(202, { code: 'reset_email_sent', message: 'Sent.' });
  };
  return state;
}

/** A reset request that answers 202, then 429. */
function sentThenRefused() {
  fakeFetch.handle = async (url, init) => {
    const path = requestPath(url);
    if ((init.method ?? 'GET') !== 'POST' || path !== resetPath) {
      return apiAnswer(404, { status: 404, code: 'not_found' });
    }
    fakeFetch.handle = async () => apiAnswer(429, { status: 429, code: 'too_many_requests' });
    return apiAnswer(202, { code: 'reset_email_sent', message: 'Sent.' });
  };
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <InFrench>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), revalidateOnFocus: false }}>
        {children}
      </SWRConfig>
    </InFrench>
  );
}

const tooMany = 'Trop de tentatives. Patientez quelques minutes avant de réessayer.';

describe('PasswordCard', () => {
  it('drops the server’s last error as soon as the link is asked for again', async () => {
    const api = fakeApi();
    await render(<PasswordCard email="lea@example.test" />, { wrapper: Providers });

    await page.getByRole('button', { name: 'Recevoir le lien par e-mail' }).click();
    await expect.element(page.getByText(tooMany)).toBeVisible();

    await page.getByRole('button', { name: 'Recevoir le lien par e-mail' }).click();

    // While the second request is on its way, the first one's refusal is no longer shown.
    await expect.poll(() => api.requests).toBe(2);
    await expect.element(page.getByText(tooMany)).not.toBeInTheDocument();
    api.answer();
    await expect.element(page.getByText(/^E-mail envoyé/)).toBeVisible();
    await expect.element(page.getByText(tooMany)).not.toBeInTheDocument();
  });

  it('shows a refusal alone once a link was sent before', async () => {
    sentThenRefused();
    await render(<PasswordCard email="lea@example.test" />, { wrapper: Providers });

    await page.getByRole('button', { name: 'Recevoir le lien par e-mail' }).click();
    await expect.element(page.getByText(/^E-mail envoyé/)).toBeVisible();

    await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expect.element(page.getByText(tooMany)).toBeVisible();
    await expect.element(page.getByText(/^E-mail envoyé/)).not.toBeInTheDocument();
  });
});
