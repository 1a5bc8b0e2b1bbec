import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { tokenStore } from '../../../app/api';
import { ScreenTitleContext } from '../../../app/useScreenTitle';
import { LocaleProvider, localeStorageKey } from '../../../i18n/LocaleProvider';
import { publicArea } from '../manifest';
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
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  fakeFetch.handle = async (url, init) => {
    const path = new URL(url, window.location.origin).pathname;
    if ((init.method ?? 'GET') !== 'POST' || path !== resetPath) {
      return json(404, { status: 404, code: 'not_found' });
    }
    state.requests += 1;
    if (state.requests === 1) {
      return json(429, { status: 429, code: 'too_many_requests' });
    }
    await new Promise<void>((resolve) => {
      state.answer = resolve;
    });
    return json(202, { code: 'reset_email_sent', message: 'Sent.' });
  };
  return state;
}

async function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/forgot',
        element: (
          <ScreenTitleContext value={publicArea.screens.forgotPassword.title}>
            <ForgotPasswordPage />
          </ScreenTitleContext>
        ),
      },
      { path: '*', element: <p>Autre page</p> },
    ],
    { initialEntries: ['/forgot'] },
  );
  await render(
    <LocaleProvider>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </LocaleProvider>,
  );
}

const email = () => page.getByLabelText(/^Adresse e-mail/);
const submit = () => page.getByRole('button', { name: 'Recevoir le lien' });
const tooMany = 'Trop de tentatives. Patientez quelques minutes avant de réessayer.';

beforeEach(() => {
  localStorage.setItem(localeStorageKey, 'fr');
  tokenStore.clear();
});

afterEach(() => {
  localStorage.removeItem(localeStorageKey);
});

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
