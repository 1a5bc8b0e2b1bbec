import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { eachTestInFrench, renderPublicPage } from '../../../testing/publicPage';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { publicPaths } from '../manifest';
import { ResetPasswordPage } from './ResetPasswordPage';

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

const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLXRoZS1saW5rXzEyMw';
const checkPath = apiBasePath + pathOf(endpoints.auth.checkResetPasswordToken);

/** What the link check answers, call after call: a status and problem code, or no answer at all. */
type CheckAnswer = 'valid' | 'offline' | { status: number; code: string };

/** A fake of the link check answering `answers` in turn (the last one again after that). */
function fakeApi(...answers: CheckAnswer[]) {
  const state = { checks: [] as unknown[] };
  fakeFetch.handle = async (url, init) => {
    if ((init.method ?? 'GET') !== 'POST' || requestPath(url) !== checkPath) {
      return apiAnswer(404, { status: 404, code: 'not_found' });
    }
    state.checks.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    const answer = answers[Math.min(state.checks.length, answers.length) - 1];
    if (answer === 'offline') {
      throw new TypeError('Failed to fetch');
    }
    if (answer === 'valid' || answer === undefined) {
      return apiAnswer(200, { code: 'reset_token_valid', message: 'The reset link is valid.' });
    }
    return apiAnswer(answer.status, answer);
  };
  return state;
}

const renderPage = () =>
  renderPublicPage({
    screen: 'resetPassword',
    path: '/auth/resetpassword',
    initialEntry: `/auth/resetpassword?token=${token}`,
    element: <ResetPasswordPage />,
    routes: [{ path: '*', element: <p>Autre page</p> }],
  });

const password = () => page.getByLabelText(/^Nouveau mot de passe/);
const retryButton = () => page.getByRole('button', { name: 'Réessayer' });
const newLink = () => page.getByRole('link', { name: 'Demander un nouveau lien' });
const invalidLinkText = 'Ce lien de vérification n’est pas valide ou a expiré.';

eachTestInFrench();

describe('ResetPasswordPage', () => {
  it('asks for the new password when the link is good', async () => {
    const api = fakeApi('valid');
    await renderPage();

    await expect.element(password()).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(api.checks).toEqual([{ verificationToken: token }]);
  });

  it('shows the invalid-link message and the way to a new link when the API refuses the link', async () => {
    const api = fakeApi({ status: 400, code: 'invalid_verification_token' });
    await renderPage();

    await expect.element(page.getByRole('alert')).toHaveTextContent(invalidLinkText);
    await expect.element(newLink()).toHaveAttribute('href', publicPaths.forgotPassword);
    await expect.element(password()).not.toBeInTheDocument();
    await expect.element(retryButton()).not.toBeInTheDocument();
    expect(api.checks).toHaveLength(1);
  });

  it('says the link could not be checked when the network fails, and checks again on Retry', async () => {
    const api = fakeApi('offline', 'valid');
    await renderPage();

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.');
    await expect.element(page.getByText(invalidLinkText)).not.toBeInTheDocument();
    await expect.element(newLink()).not.toBeInTheDocument();
    await expect.element(password()).not.toBeInTheDocument();

    await retryButton().click();

    await expect.element(password()).toBeVisible();
    // The Retry button is gone: the focus is on the field to fill in.
    await expect.element(password()).toHaveFocus();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(api.checks).toHaveLength(2);
  });

  it('does not call the link invalid after a server error or too many attempts', async () => {
    const api = fakeApi(
      { status: 500, code: 'internal_error' },
      { status: 429, code: 'too_many_requests' },
      { status: 400, code: 'invalid_verification_token' },
    );
    await renderPage();

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Une erreur inattendue est survenue. Réessayez dans un instant.');
    await expect.element(newLink()).not.toBeInTheDocument();

    await retryButton().click();

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Trop de tentatives. Patientez quelques minutes avant de réessayer.');
    await expect.element(retryButton()).toHaveFocus();
    await expect.element(newLink()).not.toBeInTheDocument();

    await retryButton().click();

    await expect.element(page.getByRole('alert')).toHaveTextContent(invalidLinkText);
    await expect.element(newLink()).toBeVisible();
    await expect.element(retryButton()).not.toBeInTheDocument();
    expect(api.checks).toHaveLength(3);
  });
});
