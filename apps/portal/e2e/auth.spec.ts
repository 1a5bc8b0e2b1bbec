/**
 * Signing in and out as a user would: each demo role lands on its home with its menu, a wrong
 * password shows a translated message, "remember me", sign-out, and the keyboard alone.
 */
import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import {
  callApi,
  claimsOf,
  demo,
  demoPassword,
  expectAccessible,
  expectHome,
  focusIsVisible,
  localeNames,
  loginTexts,
  mainMenu,
  openLogin,
  pageHeading,
  roleView,
  roleViews,
  signIn,
  storedTokens,
  submitLogin,
  tokenStorage,
  translation,
  type RoleView,
} from './support';

const accounts: { email: string; role: string; view: RoleView }[] = [
  { email: demo.patient, role: 'patient', view: roleViews.patient },
  { email: demo.reeducator, role: 'rehabilitator', view: roleViews.reeducator },
  { email: demo.responsable, role: 'manager', view: roleViews.responsable },
  { email: demo.coordinator, role: 'combined role', view: roleViews.reeducatorresponsable },
  // The second establishment's accounts speak Luxembourgish and German: their language is applied.
  { email: demo.otherPatient, role: 'patient', view: roleView('patient', 'lb') },
  { email: demo.otherRehabilitator, role: 'rehabilitator', view: roleView('reeducator', 'de') },
  { email: demo.otherManager, role: 'manager', view: roleView('responsable', 'lb') },
];

for (const account of accounts) {
  test(`${account.email} (${account.role}) lands on ${account.view.home} with the role's menu`, async ({
    page,
  }) => {
    await signIn(page, account.email, account.view);
    const menu = mainMenu(page, account.view.locale);
    await expect(menu.getByRole('link', { name: account.view.active })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
  });
}

test('a wrong password shows the message in French, and in English once English is chosen', async ({
  page,
}) => {
  await openLogin(page);
  await submitLogin(page, demo.reeducator, 'not-the-password');
  await expect(page.getByText(loginTexts.invalidCredentials, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/');
  expect(await storedTokens(page)).toBeNull();
  await expectAccessible(page);

  await page.getByRole('combobox').selectOption({ label: localeNames.en });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(pageHeading(page, translation('en', 'portal.title.login'))).toBeVisible();
  await page
    .getByRole('textbox', { name: translation('en', 'portal.login.password'), exact: true })
    .fill('wrong');
  await page
    .getByRole('button', { name: translation('en', 'portal.login.submit'), exact: true })
    .click();
  await expect(
    page.getByText(translation('en', 'portal.problem.invalidCredentials'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(loginTexts.invalidCredentials, { exact: true })).toHaveCount(0);
  expect(await storedTokens(page)).toBeNull();
  await expectAccessible(page);
});

test('with "remember me" the session is remembered and survives a reload and a new tab', async ({
  page,
  context,
}) => {
  await signIn(page, demo.responsable, roleViews.responsable, { rememberMe: true });
  expect(await tokenStorage(page)).toBe('local');
  const tokens = await storedTokens(page);
  expect(tokens).toMatchObject({
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
    rememberMe: true,
  });

  await page.reload();
  await expectHome(page, roleViews.responsable);
  await expectAccessible(page);

  const second = await context.newPage();
  await second.goto('/responsable/oxilios');
  await expect(pageHeading(second, 'Oxilios')).toBeVisible();
  await expect(mainMenu(second).getByRole('link')).toHaveText(roleViews.responsable.menu);
  await expectAccessible(second);
  await second.close();
});

test('without "remember me" the token pair lives in this tab only', async ({ page, context }) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  expect(await storedTokens(page)).toMatchObject({
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
    rememberMe: false,
  });
  expect(await tokenStorage(page)).toBe('session');
  // Another tab (or the browser opened again) is not signed in.
  const second = await context.newPage();
  await second.goto('/reeducateur/patients');
  await expect(pageHeading(second, loginTexts.title)).toBeVisible();
  await second.close();
  await page.reload();
  await expectHome(page, roleViews.reeducator);
  await expectAccessible(page);
});

test('signing out returns to the sign-in page and closes the signed-in pages', async ({
  page,
  request,
}) => {
  await signIn(page, demo.coordinator, roleViews.reeducatorresponsable);
  const tokens = await storedTokens(page);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  expect(await storedTokens(page)).toBeNull();
  // The session ended on the server too: a copy of its tokens no longer works.
  const me = await callApi(request, endpoints.users.me, {}, tokens?.accessToken);
  expect(me.status).toBe(401);
  const refreshed = await callApi(request, endpoints.auth.refreshToken, {
    body: {
      accessToken: tokens?.accessToken ?? '',
      refreshToken: tokens?.refreshToken ?? '',
      rememberMe: false,
    },
  });
  expect(refreshed.status).toBe(401);
  await expectAccessible(page);

  await page.goto('/responsable/home');
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  await expectAccessible(page);
});

test('the sign-in page opens alone, its links open their screens and Back returns to it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  await openLogin(page);
  // Alone: the rest of the portal (the router, the other screens) is not fetched yet.
  expect(scripts.some((path) => /\/assets\/App-/.test(path))).toBe(false);

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL('/auth/forgotpassword');
  await expect(pageHeading(page, 'Mot de passe oublié')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  // The three signups, each named as its reader says it (issue 30, point 4).
  const signups = page.getByRole('navigation', { name: 'Pas encore de compte ?' });
  await expect(signups.getByRole('link')).toHaveText([
    'Créer un compte patient',
    'Créer un compte rééducateur (kinésithérapeute, ergothérapeute…)',
    'Inscrire mon établissement',
  ]);
  await signups.getByRole('link', { name: 'Inscrire mon établissement' }).click();
  await expect(page).toHaveURL('/signup/establishment');
  await expect(pageHeading(page, 'Créer un compte')).toBeVisible();
  await page.goBack();
  await signups.getByRole('link', { name: loginTexts.noAccount }).click();
  await expect(page).toHaveURL('/signup/patient');
  await expect(pageHeading(page, 'Créer un compte')).toBeVisible();
});

/** Holds the portal's entry script until `release()`: what the page shows from its HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer'),
    ),
  );

test('the sign-in page shows before its scripts run, and what was typed meanwhile stays', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await expect(page).toHaveTitle('Connexion · oxilio');
  const email = page.getByRole('textbox', { name: loginTexts.email, exact: true });
  await email.fill(demo.patient);

  release();
  await hydrated(page);
  await expect(email).toHaveValue(demo.patient);
  await page.getByRole('textbox', { name: loginTexts.password, exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: loginTexts.submit, exact: true }).click();
  await expectHome(page, roleViews.patient);
  // The prerendered page and the one the scripts render are the same: no hydration error.
  expect(errors).toEqual([]);
});

test('a remembered user who opens the sign-in page never sees it, even before the scripts run', async ({
  page,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator, { rememberMe: true });
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'fr');
  await expect(pageHeading(page, loginTexts.title)).toBeHidden();
  release();
  await expectHome(page, roleViews.reeducator);
});

test('a remembered user opening a screen sees the spinner before the scripts run, then the screen', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, demo.reeducator, roleViews.reeducator, { rememberMe: true });
  const release = await holdScripts(page);
  await page.goto(roleViews.reeducator.home, { waitUntil: 'commit' });
  // index.html's spinner (scripts/prerender.ts): silent, the portal's own one is announced.
  const painted = page.locator('#root [aria-hidden="true"] svg');
  await expect(painted).toBeVisible();
  release();
  await expectHome(page, roleViews.reeducator);
  await expect(page.locator('#root [role="status"][aria-hidden="true"]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a remembered user whose signed-in frame cannot be loaded gets the error screen and its retry', async ({
  page,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator, { rememberMe: true });
  // The signed-in shell's chunk (app/AppLayout.tsx) never arrives: the connection drops it.
  await page.route(/\/assets\/AppLayout-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto(roleViews.reeducator.home);
  await expect(pageHeading(page, 'La page n’a pas pu être chargée')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expectHome(page, roleViews.reeducator);
});

test('a sign-in sent before the scripts run never puts the password in the address, and goes once they do', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      addresses.push(frame.url());
    }
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: loginTexts.email, exact: true }).fill(demo.patient);
  await page.getByRole('textbox', { name: loginTexts.password, exact: true }).fill(demoPassword);
  await page.getByRole('textbox', { name: loginTexts.password, exact: true }).press('Enter');
  // Held by public/start.js: the browser did not send the form itself (a GET to `/` with the
  // password in the query string, before this change).
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  release();
  await expectHome(page, roleViews.patient);
  expect(addresses.filter((address) => address.includes('password'))).toEqual([]);
});

for (const { path, locale, title, retry } of [
  { path: '/', locale: 'fr', title: 'La page n’a pas pu être chargée', retry: 'Réessayer' },
  {
    path: '/dashboard',
    locale: 'de',
    title: 'Die Seite konnte nicht geladen werden',
    retry: 'Erneut versuchen',
  },
] as const) {
  test(`when the portal's scripts cannot load, ${path} says so in the visitor's language (${locale}) and reloads`, async ({
    page,
  }) => {
    if (locale !== 'fr') {
      await page.goto('/favicon.svg');
      await page.evaluate((chosen) => localStorage.setItem('oxilio.locale', chosen), locale);
    }
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto(path);
    await expect(pageHeading(page, title)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const reload = page.getByRole('button', { name: retry, exact: true });
    await expect(reload).toBeFocused();
    await expectAccessible(page);

    await page.unrouteAll();
    await reload.click();
    await expect(pageHeading(page, title)).toBeHidden();
    await expect(page.locator('#root')).not.toHaveAttribute('data-booting');
  });
}

test('a remembered rehabilitator’s return visit asks for the patients’ data once, before the page’s own code', async ({
  page,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator, { rememberMe: true });
  const tokens = await storedTokens(page);
  const id = String(claimsOf(tokens?.accessToken ?? '').reeducatorId);
  const firstReads = [
    pathOf(endpoints.users.me),
    pathOf(endpoints.rehabilitators.patients, { params: { id } }),
    pathOf(endpoints.rehabilitators.invites, { params: { id } }),
    pathOf(endpoints.alerts.list, { params: { id } }),
  ].map((path) => `${apiBasePath}${path}`);
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(apiBasePath) || /^\/assets\/PatientsPage-[\w-]+\.js$/.test(pathname)) {
      asked.push(pathname);
    }
  });
  await page.goto(roleViews.reeducator.home);
  await expectHome(page, roleViews.reeducator);
  await expect(page.getByRole('heading', { name: 'Alertes' })).toBeVisible();
  const reads = asked.filter((path) => path.startsWith(apiBasePath));
  // Each read once: the page takes what was asked as the portal started (boot/earlyReads.ts).
  expect(new Set(reads).size).toBe(reads.length);
  const pageCode = asked.findIndex((path) => path.startsWith('/assets/PatientsPage-'));
  expect(pageCode).toBeGreaterThan(-1);
  for (const read of firstReads) {
    const index = asked.indexOf(read);
    expect(index, read).toBeGreaterThan(-1);
    expect(index, read).toBeLessThan(pageCode);
  }
});

test.describe('a browser in German', () => {
  test.use({ locale: 'de-DE' });

  test('gets the sign-in page in German from the first paint', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(pageHeading(page, 'Anmeldung')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    release();
    await hydrated(page);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(page).toHaveURL('/auth/forgotpassword');
    await expect(pageHeading(page, 'Passwort vergessen')).toBeVisible();
    await expectAccessible(page);
  });
});

test('the keyboard alone can sign in, with a visible focus on every stop', async ({ page }) => {
  await openLogin(page);
  const email = page.getByRole('textbox', { name: loginTexts.email, exact: true });
  const password = page.getByRole('textbox', { name: loginTexts.password, exact: true });

  // Tab from the top of the page to the email field, each stop showing where the focus is.
  for (let stops = 0; !(await email.evaluate((node) => node === document.activeElement)); stops++) {
    expect(stops, 'Tab presses before the email field').toBeLessThan(6);
    await page.keyboard.press('Tab');
    expect(await focusIsVisible(page), 'a visible focus indicator').toBe(true);
  }
  await page.keyboard.type(demo.reeducator);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  expect(await focusIsVisible(page), 'a visible focus indicator on the password').toBe(true);
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');

  await expectHome(page, roleViews.reeducator);
  await expectAccessible(page);
});
