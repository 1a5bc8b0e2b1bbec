import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { eachTestInFrench, renderPublicPage } from '../../../testing/publicPage';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { ForgotPasswordPage } from './ForgotPasswordPage';

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

const resetPath = apiBasePath + pathOf(endpoints.auth.resetPassword);

/** A reset request that answers 429, then holds its answer until `answer` is called. */
function fakeApi() {
  const state = { requests: 0, answer: () => {} };
  fakeFetch.handle = async (url, init) => {
    if ((init.method ?? 'GET') !== 'POST' || requestPath(url) !== resetPath) {
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

const renderPage = () =>
  renderPublicPage({
    screen: 'forgotPassword',
    path: '/forgot',
    element: <ForgotPasswordPage />,
    routes: [{ path: '*', element: <p>Autre page</p> }],
  });

const email = () => page.getByLabelText(/^Adresse e-mail/);
const submit = () => page.getByRole('button', { name: 'Recevoir le lien' });
const tooMany = 'Trop de tentatives. Patientez quelques minutes avant de réessayer.';

eachTestInFrench();

describe('ForgotPasswordPage', () => {
  it('drops the server’s last error when the form is sent again with a wrong address', async () => {
    const api = fakeApi();
    await renderPage();

    await email().fill('lea@example.test');
    await submit().click();
    await expect.element(page.getByText(tooMany)).toBeVisible();

    await email().fill('lea@');
    await submit().click();

    await expect.element(page.getByText('Adresse e-mail invalide.')).toBeVisible();
    await expect.element(page.getByText(tooMany)).not.toBeInTheDocument();
    expect(api.requests).toBe(1);
  });

  it('drops the server’s last error as soon as a good address is sent again', async () => {
    const api = fakeApi();
    await renderPage();

    await email().fill('lea@example.test');
    await submit().click();
    await expect.element(page.getByText(tooMany)).toBeVisible();

    await submit().click();

    await expect.poll(() => api.requests).toBe(2);
    await expect.element(page.getByText(tooMany)).not.toBeInTheDocument();
    api.answer();
    await expect.element(page.getByText(/^E-mail envoyé/)).toBeVisible();
  });
});
