import { pathOf } from '@oxilio/domain/client';
import {
  apiBasePath,
  applicationTypes,
  endpoints,
  type ApplicationSignupResult,
  type ApplicationType,
  type ApplicationView,
} from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { forgetPickedLocale, rememberPickedLocale } from '../../../i18n/pickedLocale';
import { eachTestInFrench, renderPublicPage } from '../../../testing/publicPage';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { SignupPage } from './SignupPage';

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

const applicationId = '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b';
const token = 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLXRoZS1saW5rXzEyMw';

const checks = {
  patient: endpoints.applications.checkPatientSignupToken,
  reeducator: endpoints.applications.checkRehabilitatorSignupToken,
  establishment: endpoints.applications.checkEstablishmentSignupToken,
};
const checkPath = (type: ApplicationType) => apiBasePath + pathOf(checks[type]);
const signupPath = (type: ApplicationType) =>
  apiBasePath + pathOf(endpoints.applications.signup, { params: { type, id: applicationId } });
const linkQuery = `applicationId=${applicationId}&token=${token}`;

function application(
  type: ApplicationView['type'],
  locale: ApplicationView['locale'] = 'fr',
): ApplicationView {
  return {
    applicationId,
    type,
    status: 'confirmed',
    invited: true,
    email: 'jeanne.martin@example.org',
    firstname: 'Jeanne',
    lastname: 'Martin',
    phone: null,
    address: null,
    livesInEstablishment: null,
    establishmentName: 'Résidence Les Tilleuls',
    establishmentType: null,
    establishmentId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    function: null,
    CountryCode: null,
    PostalCode: null,
    available: null,
    hasDirectDebitOrder: false,
    tokenExpiresAt: '2025-04-01T09:00:00.000Z',
    confirmedAt: null,
    waitlistedAt: null,
    locale,
  };
}

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A fake of the two applications calls: the link is good when its id and token are the expected
 * ones and it was not used yet; the signup uses it up. `checkGate` holds the check's answer back
 * until the test opens it; `signupProblem` makes the signup fail once.
 */
function fakeApi(options: {
  known?: boolean;
  signupProblem?: { status: number; code: string };
  /** The language the inviter chose for the invitee. */
  locale?: ApplicationView['locale'];
  /** The link's account was made with it already. */
  used?: boolean;
}) {
  let releaseCheck: () => void = () => undefined;
  const state = {
    calls: [] as Call[],
    used: options.used ?? false,
    checkGate: new Promise<void>((resolve) => {
      releaseCheck = resolve;
    }),
    openCheck: () => releaseCheck(),
    signupProblem: options.signupProblem,
  };
  const invalidLink = () => apiAnswer(400, { status: 400, code: 'invalid_verification_token' });
  const usedLink = () => apiAnswer(400, { status: 400, code: 'link_already_used' });
  fakeFetch.handle = async (url, init) => {
    const path = requestPath(url);
    const method = init.method ?? 'GET';
    const body = (typeof init.body === 'string' ? JSON.parse(init.body) : undefined) as
      Record<string, unknown> | undefined;
    state.calls.push({ method, path, body });
    const check = applicationTypes.find((type) => path === checkPath(type));
    if (method === 'POST' && check) {
      await state.checkGate;
      const good =
        options.known !== false &&
        body?.applicationId === applicationId &&
        body.verificationToken === token;
      if (good && state.used) {
        return usedLink();
      }
      return good ? apiAnswer(200, application(check, options.locale)) : invalidLink();
    }
    const signup = applicationTypes.find((type) => path === signupPath(type));
    if (method === 'POST' && signup) {
      if (state.signupProblem) {
        const problem = state.signupProblem;
        state.signupProblem = undefined;
        return apiAnswer(problem.status, problem);
      }
      if (body?.verificationToken !== token) {
        return invalidLink();
      }
      if (state.used) {
        return usedLink();
      }
      state.used = true;
      const result: ApplicationSignupResult = {
        applicationId,
        userId: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
        email: 'jeanne.martin@example.org',
        role: signup[1] === 'patient' ? 'patient' : 'reeducator',
        establishmentId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        registration: signup[1] === 'patient' ? 'linked' : null,
        registrationEstablishmentName: signup[1] === 'patient' ? 'Résidence Les Tilleuls' : null,
      };
      return apiAnswer(201, result);
    }
    return apiAnswer(404, { status: 404, code: 'not_found' });
  };
  return state;
}

const signups = (state: { calls: Call[] }) =>
  state.calls.filter((call) => call.path.endsWith('/signup'));

/** An SWR cache of the test's own: no answer kept from an earlier test. */
function FreshCache({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false }}>
      {children}
    </SWRConfig>
  );
}

/** The signup page at `url`; the login page, where its links lead, at `/`. */
const renderAt = (url: string) =>
  renderPublicPage({
    screen: 'signup',
    path: '/signup/:type',
    initialEntry: url,
    element: <SignupPage />,
    routes: [{ path: '/', element: <p>Page de connexion</p> }],
    wrapper: FreshCache,
  });

const firstName = () => page.getByRole('textbox', { name: 'Prénom' });
const lastName = () => page.getByRole('textbox', { name: 'Nom', exact: true });
const email = () => page.getByRole('textbox', { name: 'Adresse e-mail' });
const password = () => page.getByLabelText(/^Mot de passe/);
const submitButton = () => page.getByRole('button', { name: 'Créer mon compte' });
const invalidLinkText = 'Ce lien de vérification n’est pas valide ou a expiré.';

eachTestInFrench();

describe('InvitationSignupPage', () => {
  it('checks the link, prefills the form, creates the account and welcomes the patient', async () => {
    const api = fakeApi({});
    const { router } = await renderAt(`/signup/patient?${linkQuery}`);

    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Créer un compte');
    await expect
      .element(
        page.getByRole('status').filter({ hasText: 'Vérification de votre lien d’invitation…' }),
      )
      .toBeVisible();
    await expect.element(firstName()).not.toBeInTheDocument();
    api.openCheck();

    await expect.element(firstName()).toHaveValue('Jeanne');
    await expect.element(lastName()).toHaveValue('Martin');
    await expect.element(email()).toHaveValue('jeanne.martin@example.org');
    await expect.element(email()).toHaveAttribute('readonly');
    await expect
      .element(page.getByText(/^Résidence Les Tilleuls vous invite à rejoindre oxilio\./))
      .toBeVisible();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: checkPath('patient'),
        body: { verificationToken: token, applicationId },
      },
    ]);

    // The keyboard alone: correct the first name, choose a password, Enter submits.
    await userEvent.click(firstName());
    await userEvent.keyboard('{Control>}a{/Control}Jeanne-Marie');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(password()).toHaveFocus();
    await userEvent.keyboard('une longue phrase{Enter}');

    await expect.element(page.getByText('Bienvenue dans la communauté oxilio !')).toBeVisible();
    await expect
      .element(
        page.getByText(
          'Votre compte est créé. Votre établissement peut désormais vous associer un oxilio.',
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByText(/avec l’adresse jeanne\.martin@example\.org/))
      .toBeVisible();
    expect(signups(api)).toEqual([
      {
        method: 'POST',
        path: signupPath('patient'),
        body: {
          verificationToken: token,
          password: 'une longue phrase',
          firstname: 'Jeanne-Marie',
          lastname: 'Martin',
          locale: 'fr',
        },
      },
    ]);
    await expect.element(submitButton()).not.toBeInTheDocument();
    // The form is gone: the focus lands on the confirmation, not on the page's top.
    await expect
      .element(
        page.getByRole('status').filter({ hasText: 'Bienvenue dans la communauté oxilio !' }),
      )
      .toHaveFocus();

    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect.element(page.getByText('Page de connexion')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('signs up an invited rehabilitator through the rehabilitator calls', async () => {
    const api = fakeApi({});
    api.openCheck();
    await renderAt(`/signup/reeducator?${linkQuery}`);

    await expect.element(firstName()).toHaveValue('Jeanne');
    await password().fill('une longue phrase');
    await submitButton().click();

    await expect.element(page.getByText(/Votre compte est créé$/)).toBeVisible();
    await expect.element(page.getByText(/associer un oxilio/)).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual([
      checkPath('reeducator'),
      signupPath('reeducator'),
    ]);
  });

  it('shows the invalid-link error and the way back to the login page when the link is refused', async () => {
    const api = fakeApi({ known: false });
    api.openCheck();
    await renderAt(`/signup/patient?${linkQuery}`);

    await expect.element(page.getByRole('alert')).toHaveTextContent(invalidLinkText);
    await expect.element(submitButton()).not.toBeInTheDocument();
    await expect.element(firstName()).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
    expect(api.calls).toHaveLength(1);
  });

  it('says that a link already used made its account, and offers to sign in', async () => {
    const api = fakeApi({ used: true });
    api.openCheck();
    const { router } = await renderAt(`/signup/reeducator?${linkQuery}`);

    await expect
      .element(page.getByText(/^Ce lien a déjà servi : votre compte est créé\./))
      .toBeVisible();
    await expect.element(page.getByText(invalidLinkText)).not.toBeInTheDocument();
    await expect.element(firstName()).not.toBeInTheDocument();
    await page.getByRole('link', { name: 'Se connecter' }).click();
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls).toHaveLength(1);
  });

  it('refuses a damaged link without calling the API', async () => {
    const api = fakeApi({});
    api.openCheck();
    await renderAt(`/signup/patient?applicationId=not-a-uuid&token=${token}`);

    await expect.element(page.getByRole('alert')).toHaveTextContent(invalidLinkText);
    await expect.element(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  it('keeps a too short password in the form, on the field, without calling the API', async () => {
    const api = fakeApi({});
    api.openCheck();
    await renderAt(`/signup/patient?${linkQuery}`);

    await password().fill('court');
    await submitButton().click();

    await expect.element(password()).toHaveFocus();
    await expect.element(password()).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(password())
      .toHaveAccessibleDescription(
        expect.stringContaining('Le mot de passe doit contenir au moins 8 caractères.'),
      );
    expect(signups(api)).toEqual([]);
  });

  it('moves the focus to the first invalid field', async () => {
    const api = fakeApi({});
    api.openCheck();
    await renderAt(`/signup/patient?${linkQuery}`);

    await lastName().fill('');
    await submitButton().click();

    await expect.element(lastName()).toHaveFocus();
    await expect
      .element(lastName())
      .toHaveAccessibleDescription(expect.stringContaining('Le nom doit être renseigné.'));
    await expect.element(password()).toHaveAttribute('aria-invalid', 'true');
    expect(signups(api)).toEqual([]);
  });

  it('shows a refused signup in an alert and keeps the form as typed', async () => {
    const api = fakeApi({ signupProblem: { status: 409, code: 'email_already_used' } });
    api.openCheck();
    await renderAt(`/signup/patient?${linkQuery}`);

    await password().fill('une longue phrase');
    await submitButton().click();

    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Cette adresse e-mail est déjà associée à un compte.');
    await expect.element(password()).toHaveValue('une longue phrase');
    await expect.element(submitButton()).toBeEnabled();
    expect(signups(api)).toHaveLength(1);
  });

  it('switches to the language the inviter chose, and makes the account in it', async () => {
    const api = fakeApi({ locale: 'de' });
    await renderAt(`/signup/reeducator?${linkQuery}`);
    api.openCheck();
    await expect.element(firstName()).toHaveValue('Jeanne');
    // The portal's language (these tests keep the French texts on screen; e2e shows the German).
    await expect.poll(() => document.documentElement.lang).toBe('de');
    await userEvent.type(password(), 'une longue phrase');
    await userEvent.click(submitButton());
    await expect.poll(() => signups(api).length).toBe(1);
    expect(signups(api)[0]?.body).toMatchObject({ locale: 'de' });
  });

  it('keeps the language picked with the switcher before the link was checked', async () => {
    rememberPickedLocale('fr');
    try {
      const api = fakeApi({ locale: 'de' });
      await renderAt(`/signup/reeducator?${linkQuery}`);
      api.openCheck();
      await expect.element(firstName()).toHaveValue('Jeanne');
      await userEvent.type(password(), 'une longue phrase');
      await userEvent.click(submitButton());
      await expect.poll(() => signups(api).length).toBe(1);
      expect(signups(api)[0]?.body).toMatchObject({ locale: 'fr' });
      expect(document.documentElement.lang).toBe('fr');
    } finally {
      forgetPickedLocale();
    }
  });

  it('opens the self-service application, step by step, without a link', async () => {
    const api = fakeApi({});
    const { router } = await renderAt('/signup/patient');
    await expect.element(page.getByText('Étape 1 sur 6 : Vos coordonnées')).toBeVisible();
    await expect
      .element(page.getByRole('listitem').filter({ hasText: 'Vos coordonnées (en cours)' }))
      .toHaveAttribute('aria-current', 'step');

    await router.navigate('/signup/reeducator');
    await expect
      .element(page.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Créer un compte');
    await expect.element(page.getByText('Étape 1 sur 4 : Vos coordonnées')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Votre profession' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
