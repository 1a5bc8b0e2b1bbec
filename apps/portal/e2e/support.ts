/**
 * Shared helpers of the end-to-end tests: the demo accounts, what each role sees, the accessibility
 * check every test runs after each navigation, sign-in through the form, and direct API calls
 * (tokens, the debug email outbox) for setting up a situation.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { pathOf } from '@oxilio/domain/client';
import {
  apiBasePath,
  debugTokenHeader,
  endpoints,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type OutboxMessage,
} from '@oxilio/domain/contract';

export const demoPassword = 'Oxilio-demo-1';

export const demo = {
  patient: 'patient@demo.oxilio.test',
  reeducator: 'reeducateur@demo.oxilio.test',
  responsable: 'responsable@demo.oxilio.test',
  coordinator: 'coordinateur@demo.oxilio.test',
  otherPatient: 'patient@autre.oxilio.test',
  otherRehabilitator: 'reeducateur@autre.oxilio.test',
  otherManager: 'responsable@autre.oxilio.test',
} as const;

const cataloguesDir = join(import.meta.dirname, '..', '..', '..', 'locales');
const catalogues = new Map<Locale, Record<string, string>>();

export type RoleView = {
  home: string;
  heading: string;
  menu: string[];
  active: string;
  /** The language the screens speak: the account's, applied at sign-in. */
  locale: Locale;
};

/** Each role's home, heading and menu, as message ids (docs/product.md#roles-and-menus). */
const roleScreens = {
  patient: {
    home: '/dashboard',
    heading: 'portal.title.dashboard',
    menu: [
      'portal.menu.myDay',
      'portal.menu.evolution',
      'portal.menu.selfRehabilitation',
      'portal.menu.adaptedActivities',
      'portal.menu.profile',
    ],
  },
  reeducator: {
    home: '/reeducateur/patients',
    heading: 'portal.title.reeducator.patients',
    menu: ['portal.menu.patients', 'portal.menu.programs', 'portal.menu.myAccount'],
  },
  responsable: {
    home: '/responsable/home',
    heading: 'portal.title.manager.home',
    menu: [
      'portal.menu.home',
      'portal.menu.patients',
      'portal.menu.devices',
      'portal.menu.adaptedActivities',
      'portal.menu.establishment',
    ],
  },
  reeducatorresponsable: {
    home: '/responsable/home',
    heading: 'portal.title.manager.home',
    menu: [
      'portal.menu.home',
      'portal.menu.patients',
      'portal.menu.devices',
      'portal.menu.adaptedActivities',
      'portal.menu.establishment',
      'portal.menu.coaching',
    ],
  },
} as const;

export type RoleName = keyof typeof roleScreens;

/** A role's home and menu in a language (its first menu entry is the active one at home). */
export function roleView(role: RoleName, locale: Locale = 'fr'): RoleView {
  const screens = roleScreens[role];
  const menu = screens.menu.map((id) => translation(locale, id));
  return {
    home: screens.home,
    heading: translation(locale, screens.heading),
    menu,
    active: menu[0] ?? '',
    locale,
  };
}

/** Each role's view in French, the language of the demo accounts of the first establishment. */
export const roleViews = {
  patient: roleView('patient'),
  reeducator: roleView('reeducator'),
  responsable: roleView('responsable'),
  reeducatorresponsable: roleView('reeducatorresponsable'),
} satisfies Record<RoleName, RoleView>;

/** The French texts of the sign-in page (French is the source language and the default). */
export const loginTexts = {
  title: 'Connexion',
  email: 'Identifiant (adresse e-mail)',
  password: 'Mot de passe',
  rememberMe: 'Se souvenir de moi',
  submit: 'Connexion',
  forgotPassword: 'Mot de passe oublié ?',
  noAccount: 'Créer un compte patient',
  invalidCredentials: 'Adresse e-mail ou mot de passe incorrect.',
};

export const locales = ['fr', 'de', 'en', 'es', 'it', 'lb', 'nl'] as const;
export type Locale = (typeof locales)[number];

/** Each language's name in the switcher, written in that language. */
export const localeNames: Record<Locale, string> = {
  fr: 'Français',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  it: 'Italiano',
  lb: 'Lëtzebuergesch',
  nl: 'Nederlands',
};

/** A message of a locale's catalogue; fails the test, naming the id, when it is missing. */
export function translation(locale: Locale, id: string): string {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(join(cataloguesDir, `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    catalogues.set(locale, catalogue);
  }
  const text = catalogue[id];
  expect(text, `message "${id}" in locales/${locale}.json`).toEqual(expect.any(String));
  return text as string;
}

/** axe-core's script, read once per worker and put in a page only when that page has none yet. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The whole page on screen for a check: the parts below the first screen render as the user comes
 * near them (app/WhenNear.tsx, `data-deferred` until they are there): each scrolled to in turn,
 * until none is left, then back to the top.
 */
export async function revealWholePage(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          document.querySelector('[data-deferred="waiting"]')?.scrollIntoView();
          return document.querySelectorAll('[data-deferred]').length;
        }),
      { timeout: 30_000 },
    )
    .toBe(0);
  await page.evaluate(() => {
    for (const box of [
      document.scrollingElement,
      ...document.querySelectorAll('[data-page-scroll]'),
    ]) {
      box?.scrollTo(0, 0);
    }
  });
}

/**
 * axe-core with the WCAG 2.0/2.1 A and AA rules on the page as it is now, one line per violation
 * (its rule, impact, help and the elements concerned).
 *
 * axe runs in the page itself (`axe.run`), injected once per document: client-side navigations
 * keep it. @axe-core/playwright injected it again at each call and finished each run in a new blank
 * page, about 3 to 9 s a call on this machine against 0.4 to 1.2 s here; the portal has no frames,
 * so the partial runs it exists for bring nothing.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await revealWholePage(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A section fading in as its answer arrives is read at its end (mid-way, its colours are the
  // page's, and its contrast too low); a skeleton's or a spinner's endless loop is not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.evaluate(axeSource);
  }
  const found = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
      }
    ).axe;
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        failureSummary: node.failureSummary ?? '',
      })),
    }));
  }, axeTags);
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target}: ${node.failureSummary}`).join('\n'),
  );
}

/** No axe violation on the page as it is now. Every test calls it after each navigation. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  // The rule ids in the message's first line: a CI log's summary keeps only that line.
  const ids = violations.map((violation) => violation.split(' ')[0]).join(', ');
  expect(violations, `axe violations on ${new URL(page.url()).pathname}: ${ids}`).toEqual([]);
}

/** How far the page scrolls sideways now (0 when it fits the window's width). */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(
      // The portal's page scrolls in its own box, above the toast's strip (ToastProvider docked).
      ...[document.documentElement, ...document.querySelectorAll('[data-page-scroll]')].map(
        (box) => box.scrollWidth - box.clientWidth,
      ),
    ),
  );
}

/**
 * How far the page scrolls sideways (0 when it fits the window's width), once the layout has
 * settled: right after a resize, the menu bar and the charts measure themselves in the next frame
 * or two (longer on a loaded machine), which no one on a phone sees. What still overflows after
 * 2 s is reported.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const deadline = Date.now() + 2_000;
  let found = await pageOverflow(page);
  while (found > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
    found = await pageOverflow(page);
  }
  return found;
}

/** The page fits the window's width once its layout has settled (`sidewaysOverflow`). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(
    await sidewaysOverflow(page),
    `sideways scrolling on ${new URL(page.url()).pathname}`,
  ).toBeLessThanOrEqual(0);
}

export function mainMenu(page: Page, locale: Locale = 'fr'): Locator {
  return page.getByRole('navigation', { name: translation(locale, 'portal.layout.mainMenu') });
}

export function pageHeading(page: Page, name?: string): Locator {
  return page.getByRole('heading', { level: 1, ...(name ? { name, exact: true } : {}) });
}

/** The sign-in page, checked and scanned. */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/');
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await expectAccessible(page);
}

/** Fills and sends the sign-in form of the page already open. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.getByRole('textbox', { name: loginTexts.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: loginTexts.password, exact: true }).fill(password);
  if (options.rememberMe) {
    await page.getByRole('checkbox', { name: loginTexts.rememberMe }).check();
  }
  await page.getByRole('button', { name: loginTexts.submit, exact: true }).click();
}

/** Signs in through the form and waits for the role's home, its heading and its menu. */
export async function signIn(
  page: Page,
  email: string,
  view: RoleView,
  options: { rememberMe?: boolean; password?: string } = {},
): Promise<void> {
  await openLogin(page);
  await submitLogin(page, email, options.password ?? demoPassword, options);
  await expectHome(page, view);
}

/** The start-up dialogs of a patient (invitations, new rank, new tags), open or to come. */
export function startupDialog(page: Page): Locator {
  return page.getByRole('alertdialog').or(page.getByRole('dialog'));
}

/**
 * Once the page's requests are done, closes the start-up dialogs a patient gets (each checked by
 * axe first) with their close button, as a user would; returns their titles.
 */
export async function closeStartupDialogs(page: Page, locale: Locale = 'fr'): Promise<string[]> {
  const titles: string[] = [];
  for (;;) {
    await page.waitForLoadState('networkidle');
    const dialog = startupDialog(page);
    // The dialogs open once the signed-in shell's chunk and the patient's data have arrived:
    // give them a moment to appear rather than racing the network.
    const appeared = await dialog
      .waitFor({ state: 'visible', timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (!appeared) {
      return titles;
    }
    expect(titles.length, `start-up dialogs seen: ${titles.join(', ')}`).toBeLessThan(10);
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const title = (await dialog.getByRole('heading').first().textContent()) ?? '';
    titles.push(title);
    const closing = await dialog.elementHandle();
    await dialog
      .getByRole('button', { name: translation(locale, 'ui.dialog.close'), exact: true })
      .click();
    await closing?.waitForElementState('hidden');
  }
}

/**
 * The role's home: its address, its heading, its menu. A patient's start-up dialogs are closed
 * first, unless `keepDialogs`.
 */
export async function expectHome(
  page: Page,
  view: RoleView,
  options: { keepDialogs?: boolean } = {},
): Promise<void> {
  await expect(page).toHaveURL(view.home);
  await expect(page.locator('html')).toHaveAttribute('lang', view.locale);
  if (view.home === roleViews.patient.home && !options.keepDialogs) {
    await closeStartupDialogs(page, view.locale);
  }
  await expect(pageHeading(page, view.heading)).toBeVisible();
  await expect(mainMenu(page, view.locale).getByRole('link')).toHaveText(view.menu);
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
}

/** The tokens the portal keeps: in sessionStorage without "remember me", else in localStorage. */
export async function storedTokens(page: Page): Promise<StoredTokens | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('oxilio.auth') ?? localStorage.getItem('oxilio.auth');
    return raw ? (JSON.parse(raw) as StoredTokens) : null;
  });
}

/** Where the tokens are: 'local', 'session', or null when signed out. */
export async function tokenStorage(page: Page): Promise<'local' | 'session' | null> {
  return page.evaluate(() => {
    if (sessionStorage.getItem('oxilio.auth') !== null) {
      return 'session';
    }
    return localStorage.getItem('oxilio.auth') !== null ? 'local' : null;
  });
}

export async function storeTokens(page: Page, tokens: StoredTokens): Promise<void> {
  await page.evaluate((value) => {
    (value.rememberMe ? localStorage : sessionStorage).setItem(
      'oxilio.auth',
      JSON.stringify(value),
    );
  }, tokens);
}

export function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same claims, expired an hour ago, with a signature the server will not accept. */
export function expiredCopy(accessToken: string): string {
  const [header] = accessToken.split('.');
  const claims = { ...claimsOf(accessToken), exp: Math.floor(Date.now() / 1000) - 3600 };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

/** The same claims, still valid in time, with a signature the server will not accept. */
export function forgedCopy(accessToken: string): string {
  const [header, payload] = accessToken.split('.');
  return `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
}

/** A call's answer as the test sees it: status and parsed body, typed from the contract. */
export interface CallAnswer<E extends Endpoint> {
  status: number;
  body: EndpointResult<E>;
}

/**
 * One API call from a test, through the contract: `callApi(request, endpoints.patients.recap,
 * { params: { id } }, token)`. The path and the method are the entry's, never written by hand.
 */
export async function callApi<E extends Endpoint>(
  request: APIRequestContext,
  entry: E,
  input: Pick<EndpointInput<E>, 'params' | 'query' | 'body'> = {} as never,
  accessToken?: string,
): Promise<CallAnswer<E>> {
  const response = await request.fetch(`${apiBasePath}${pathOf(entry, input as never)}`, {
    method: entry.method,
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    ...(input.body === undefined ? {} : { data: input.body }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : undefined) as never };
}

/** Whether a browser response answers an entry's call (e.g. to wait for the token refresh). */
export function answers(response: Response, entry: Endpoint): boolean {
  const pattern = new RegExp(`^${apiBasePath}${entry.path.replace(/:\w+/g, '[^/]+')}/?$`, 'i');
  return (
    response.request().method() === entry.method && pattern.test(new URL(response.url()).pathname)
  );
}

export const api = {
  async signIn(request: APIRequestContext, email: string, password = demoPassword) {
    const answer = await callApi(request, endpoints.auth.signin, {
      body: { email, password, rememberMe: false },
    });
    expect(answer.status, `API sign-in of ${email}`).toBe(200);
    return answer.body;
  },

  async signUp(request: APIRequestContext, email: string, password: string) {
    const answer = await callApi(request, endpoints.auth.signup, {
      body: { email, password, firstName: 'Camille', lastName: 'Essai', locale: 'fr' },
    });
    expect(answer.status, `API sign-up of ${email}`).toBe(201);
  },

  /**
   * The demo rehabilitator through the API: their tokens, their id and the patients they follow
   * (not archived), for specs that set up a situation on one of them.
   */
  async demoRehabilitator(request: APIRequestContext) {
    const tokens = await api.signIn(request, demo.reeducator);
    const rehabilitatorId = String(claimsOf(tokens.accessToken).reeducatorId);
    const followed = await callApi(
      request,
      endpoints.rehabilitators.patients,
      { params: { id: rehabilitatorId }, query: { archived: false } },
      tokens.accessToken,
    );
    expect(followed.status, 'the demo rehabilitator’s patients').toBe(200);
    return { tokens, rehabilitatorId, patients: followed.body };
  },

  /** The demo patient Jeanne Welter, as the demo rehabilitator's list gives her. */
  async demoPatientFile(request: APIRequestContext) {
    const { patients, ...rest } = await api.demoRehabilitator(request);
    const jeanne = patients.find((patient) => patient.lastName === 'Welter');
    expect(jeanne, 'the demo patient is followed by the demo rehabilitator').toBeDefined();
    return { ...rest, patient: jeanne! };
  },

  /** Signs up and confirms a new patient account (confirmation link from the outbox). */
  async createAccount(request: APIRequestContext, email: string, password: string) {
    await api.signUp(request, email, password);
    const link = await emailLink(request, email, 'signup_confirmation');
    const token = new URL(link).searchParams.get('token') ?? '';
    const answer = await callApi(request, endpoints.auth.signupConfirm, {
      body: { verificationToken: token },
    });
    expect(answer.status, `API confirmation of ${email}`).toBeLessThan(300);
  },
};

/**
 * The debug outbox's messages to an address, newest first, asked with the run's debug token
 * (global-setup.ts).
 */
export async function readOutbox(request: APIRequestContext, to: string) {
  const response = await request.fetch(
    `${apiBasePath}${pathOf(endpoints.system.outbox, { query: { to } })}`,
    { headers: { [debugTokenHeader]: process.env.E2E_DEBUG_TOKEN ?? '' } },
  );
  expect(response.status(), `the outbox of ${to}`).toBe(200);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The link of the newest email of a template sent to an address (debug outbox). */
export async function emailLink(
  request: APIRequestContext,
  to: string,
  template: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, to);
        link = messages.find((message) => message.template === template)?.links[0];
        return link;
      },
      { message: `a "${template}" email to ${to} in the outbox`, timeout: 20_000 },
    )
    .toEqual(expect.any(String));
  return link as string;
}

/** An address nobody uses yet. */
export function uniqueEmail(what: string): string {
  return `e2e-${what}-${randomUUID().slice(0, 8)}@e2e.oxilio.test`;
}

/** A password the API accepts for a new account. */
export function newPassword(): string {
  return `Essai-${randomUUID().slice(0, 12)}`;
}

/** Whether the element focused now shows a focus indicator (its own outline or its box's). */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) {
      return false;
    }
    const ring = (target: Element | null) => {
      if (!target) {
        return false;
      }
      const style = getComputedStyle(target);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      return outline || style.boxShadow !== 'none';
    };
    // A visually hidden native input draws its ring on the box beside it (checkbox, radio).
    return element.matches(':focus-visible') && (ring(element) || ring(element.nextElementSibling));
  });
}

/** A name no other run uses, of letters only: the API takes letters, not digits, in names. */
export function uniqueName(what: string): string {
  const letters = randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);
  return `${what}-${letters}`;
}
