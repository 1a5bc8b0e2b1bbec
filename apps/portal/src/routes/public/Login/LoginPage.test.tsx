import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import { pathOf } from '@oxilio/domain/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { tokenStore } from '../../../app/api';
import { ScreenTitleContext } from '../../../app/useScreenTitle';
import { SessionProvider } from '../../../auth/session';
import { pickedLocaleStorageKey } from '../../../boot/constants';
import { localeStorageKey } from '../../../i18n/LocaleProvider';
import { FrenchTexts } from '../../../testing/publicPage';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { publicArea } from '../manifest';
import { LoginPage } from './LoginPage';

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

const signinPath = apiBasePath + pathOf(endpoints.auth.signin);

/** An unsigned access token of a patient (the portal only reads its claims), valid until 2100. */
function accessToken(): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const claims = { sub: 'u-1', roles: 'patient', patientId: 'p-1', sid: 's-1', exp: 4_102_444_800 };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.unsigned`;
}

/** A fake sign-in answering a wrong password first when `refuseFirst`, then the tokens. */
function fakeApi({ refuseFirst = false } = {}) {
  const bodies: Record<string, unknown>[] = [];
  fakeFetch.handle = async (url, init) => {
    if ((init.method ?? 'GET') !== 'POST' || requestPath(url) !== signinPath) {
      return apiAnswer(404, { status: 404, code: 'not_found' });
    }
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    if (refuseFirst && bodies.length === 1) {
      return apiAnswer(401, { status: 401, code: 'invalid_credentials' });
    }
    return apiAnswer(200, { accessToken: accessToken(), refreshToken: 'refresh-1' });
  };
  return bodies;
}

/**
 * The sign-in page in its frame, the texts in French whatever the language picked; no router, as
 * in the portal (it renders before the router is loaded: boot/Boot.tsx).
 */
async function renderPage() {
  await render(
    <FrenchTexts>
      <SessionProvider>
        <ScreenTitleContext value={publicArea.screens.login.title}>
          <LoginPage />
        </ScreenTitleContext>
      </SessionProvider>
    </FrenchTexts>,
  );
}

async function signIn() {
  await page.getByRole('textbox', { name: 'Identifiant (adresse e-mail)' }).fill('a@example.test');
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('secret');
  await page.getByRole('button', { name: 'Connexion', exact: true }).click();
}

beforeEach(() => {
  tokenStore.clear();
  sessionStorage.removeItem(pickedLocaleStorageKey);
});

afterEach(() => {
  tokenStore.clear();
  localStorage.removeItem(localeStorageKey);
  sessionStorage.removeItem(pickedLocaleStorageKey);
});

describe('LoginPage: the language picked before signing in', () => {
  it('is sent with the sign-in, kept after a refusal and forgotten once signed in', async () => {
    localStorage.setItem(localeStorageKey, 'fr');
    const bodies = fakeApi({ refuseFirst: true });
    await renderPage();

    await page.getByRole('combobox').selectOptions('de');
    await signIn();
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(bodies[0]).toMatchObject({ email: 'a@example.test', locale: 'de' });
    expect(sessionStorage.getItem(pickedLocaleStorageKey)).toBe('de');

    await signIn();
    await expect.poll(() => tokenStore.read()).not.toBeNull();
    expect(bodies[1]).toMatchObject({ locale: 'de' });
    await expect.poll(() => sessionStorage.getItem(pickedLocaleStorageKey)).toBeNull();
  });

  it('is not sent when nobody picked one: the language left on the device is not a choice', async () => {
    // The previous user's language, remembered on this shared device.
    localStorage.setItem(localeStorageKey, 'nl');
    const bodies = fakeApi();
    await renderPage();

    await signIn();
    await expect.poll(() => tokenStore.read()).not.toBeNull();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('locale');
  });
});

describe('LoginPage: the way in', () => {
  it('says why a sign-in is refused, and when the server cannot be reached', async () => {
    fakeApi({ refuseFirst: true });
    await renderPage();
    await signIn();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Adresse e-mail ou mot de passe incorrect.');

    fakeFetch.handle = () => Promise.reject(new TypeError('Failed to fetch'));
    await signIn();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.');
    expect(tokenStore.read()).toBeNull();
  });

  it('offers the three signups, each to its own journey', async () => {
    fakeApi();
    await renderPage();
    const signups = page.getByRole('navigation', { name: 'Pas encore de compte ?' });
    await expect.element(signups.getByRole('link').first()).toBeVisible();
    const links = signups.getByRole('link').elements() as HTMLAnchorElement[];
    expect(links.map((link) => [link.textContent, new URL(link.href).pathname])).toEqual([
      ['Créer un compte patient', '/signup/patient'],
      ['Créer un compte rééducateur (kinésithérapeute, ergothérapeute…)', '/signup/reeducator'],
      ['Inscrire mon établissement', '/signup/establishment'],
    ]);
  });
});
