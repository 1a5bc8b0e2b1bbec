/**
 * The accessibility sweep (issue 12 point 6, docs/decisions/portal-accessibility-sweep.md): every
 * screen and tab of the manifests, for every role (signed out, patient, rehabilitator, manager,
 * combined role), in the seven languages, on the real API with the demo data:
 * - axe (WCAG 2.x A and AA) at 1280 px in every language, and at 390 px in French;
 * - no sideways scrolling at 390 px in every language, every chart's table opened;
 * - in French, at 1280 and 390 px, every visible interactive element at least 44x44 CSS px
 *   (inline links in a sentence excepted, WCAG 2.5.8).
 * One sign-in per role, then each language in turn; the screens are opened inside that one page as
 * its links do.
 * Each test lists every problem it finds (route, language, width) before failing.
 */
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import { signedInAreas } from '../src/app/allAreas';
import { publicScreens } from '../src/app/areas';
import { guideIds } from '../src/features/guides/guides';
import {
  api,
  axeViolations,
  callApi,
  claimsOf,
  closeStartupDialogs,
  demo,
  demoPassword,
  expectHome,
  focusIsVisible,
  locales,
  loginTexts,
  mainMenu,
  pageHeading,
  roleView,
  roleViews,
  sidewaysOverflow,
  storeTokens,
  translation,
  type Locale,
  type RoleName,
} from './support';
import {
  expectNone,
  manifestEntries,
  openChartTables,
  openRoute,
  resizeTo,
  smallTargets,
  sweepRoutes,
  sweptAreas,
  type SweepParams,
  type SweepRole,
  type SweepRoute,
} from './sweep';

// Each role and language is its own test: the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

const emails: Record<RoleName, string> = {
  patient: demo.patient,
  reeducator: demo.reeducator,
  responsable: demo.responsable,
  reeducatorresponsable: demo.coordinator,
};

/** The demo data's ids for the parameterised paths, read through the API. */
async function sweepParams(role: SweepRole, request: APIRequestContext): Promise<SweepParams> {
  const common = { guide: guideIds, type: ['patient', 'reeducator', 'establishment'] };
  if (role === 'public' || role === 'patient') {
    return common;
  }
  if (role === 'reeducator' || role === 'responsable') {
    // The demo patient: followed by the demo rehabilitator, in the manager's establishment.
    const patient = await api.signIn(request, demo.patient);
    return { ...common, id: [String(claimsOf(patient.accessToken).patientId)] };
  }
  const coordinator = await api.signIn(request, demo.coordinator);
  const followed = await callApi(
    request,
    endpoints.rehabilitators.patients,
    {
      params: { id: String(claimsOf(coordinator.accessToken).reeducatorId) },
      query: { archived: false },
    },
    coordinator.accessToken,
  );
  expect(followed.status).toBe(200);
  expect(followed.body.length, 'patients followed by the coordinator').toBeGreaterThan(0);
  return { ...common, id: [followed.body[0]!.patientId] };
}

/**
 * The signed-in portal speaks the account's language (applied at each load). The shared demo
 * accounts stay French for the tests running beside this one: the sweep changes the language in
 * the answer of GET /users/me only, as if the account had been saved in that language.
 */
async function speakOnLoad(page: Page, language: { locale: Locale }): Promise<void> {
  await page.route(`**${apiBasePath}${pathOf(endpoints.users.me)}`, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) {
      await route.fulfill({ response });
      return;
    }
    const user = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...user, locale: language.locale } });
  });
}

/**
 * Signs in once through the API and stores the tokens as the portal does; the function it returns
 * loads the role's home in a language (a load: the portal applies the account's language again).
 */
async function signedIn(page: Page, role: RoleName, request: APIRequestContext) {
  const language: { locale: Locale } = { locale: 'fr' };
  await speakOnLoad(page, language);
  const tokens = await api.signIn(request, emails[role]);
  await page.goto('/auth/forgotpassword');
  await storeTokens(page, { ...tokens, rememberMe: false });
  return async (locale: Locale) => {
    language.locale = locale;
    await page.goto(roleView(role, locale).home);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    if (role === 'patient') {
      await closeStartupDialogs(page, locale);
    }
  };
}

async function openSignedOut(page: Page, locale: Locale) {
  await page.goto('/auth/forgotpassword');
  await page.evaluate((value) => localStorage.setItem('oxilio.locale', value), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/**
 * Opens each route and lists what is wrong with it, in one language. The widths alternate (1280
 * then 390 px for one route, 390 then 1280 px for the next): one resize per route.
 */
async function sweep(page: Page, role: SweepRole, routes: readonly SweepRoute[], locale: Locale) {
  const problems: string[] = [];
  const thorough = locale === 'fr';
  const spent = { open: 0, axe: 0, other: 0 };
  let mark = Date.now();
  const lap = (what: keyof typeof spent) => {
    const now = Date.now();
    spent[what] += now - mark;
    mark = now;
  };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  let width: 390 | 1280 = 1280;
  // Each screen loads the texts it shows (scripts/i18n-compile.mjs): the whole catalogue only
  // comes when one is missing from the parts, which the module graph then failed to see.
  let opening = '';
  const wholeCatalogue = (request: Request) => {
    if (/\/assets\/texts-all-/.test(request.url())) {
      problems.push(`${opening} needed the whole catalogue: a text outside its parts`);
    }
  };
  page.on('request', wholeCatalogue);
  for (const route of routes) {
    const where = `${route.path} [${locale}]`;
    opening = where;
    const checkWide = async () => {
      lap('other');
      for (const violation of await axeViolations(page)) {
        problems.push(`${where} 1280 px axe ${violation}`);
      }
      lap('axe');
      if (thorough) {
        for (const target of await smallTargets(page)) {
          problems.push(
            `${where} 1280 px target "${target.name}" ${target.width}x${target.height}`,
          );
        }
      }
    };
    const checkNarrow = async () => {
      // The charts' tables open, as a user who cannot read the chart would (they stay open).
      await openChartTables(page, locale);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) {
        problems.push(`${where} 390 px scrolls sideways by ${overflow} px`);
      }
      if (thorough) {
        for (const target of await smallTargets(page)) {
          problems.push(`${where} 390 px target "${target.name}" ${target.width}x${target.height}`);
        }
        lap('other');
        for (const violation of await axeViolations(page)) {
          problems.push(`${where} 390 px axe ${violation}`);
        }
        lap('axe');
      }
    };
    lap('other');
    await openRoute(page, route, locale);
    lap('open');
    if (width === 1280) {
      await checkWide();
      width = 390;
      await resizeTo(page, width);
      await checkNarrow();
    } else {
      await checkNarrow();
      width = 1280;
      await resizeTo(page, width);
      await checkWide();
    }
  }
  await resizeTo(page, 1280);
  page.off('request', wholeCatalogue);
  lap('other');
  console.log(
    `sweep ${role} ${locale}: ${routes.length} routes, open ${seconds(spent.open)}, ` +
      `axe ${seconds(spent.axe)}, other ${seconds(spent.other)}`,
  );
  return problems;
}

test('the sweep opens every screen and tab of every manifest', () => {
  const dummy: SweepParams = { id: ['x'], guide: ['x'], type: ['x'] };
  const swept = new Set(
    (Object.keys(sweptAreas) as SweepRole[]).flatMap((role) =>
      sweepRoutes(role, dummy).map((route) => route.entry),
    ),
  );
  const everyArea = [publicScreens, ...signedInAreas];
  expect(new Set(Object.values(sweptAreas).flat())).toEqual(new Set(everyArea));
  expect([...swept].sort()).toEqual(manifestEntries(everyArea).sort());
});

const roles: SweepRole[] = [
  'public',
  'patient',
  'reeducator',
  'responsable',
  'reeducatorresponsable',
];

// One test per role, the seven languages one after the other: one sign-in per role (with the
// page's first load, about 10 s on this machine, as long as a language's sweep).
for (const role of roles) {
  test(`${role}: every screen passes axe and fits 390 px, in the seven languages`, async ({
    page,
    request,
  }) => {
    test.setTimeout(900_000);
    const routes = sweepRoutes(role, await sweepParams(role, request));
    const open =
      role === 'public'
        ? (locale: Locale) => openSignedOut(page, locale)
        : await signedIn(page, role, request);
    const problems: string[] = [];
    for (const locale of locales) {
      await open(locale);
      problems.push(...(await sweep(page, role, routes, locale)));
    }
    expectNone(problems, `${problems.length} problems (${role})`);
  });
}

// Keyboard-only journeys: page.keyboard alone (Tab, Shift+Tab, Enter, Space, arrows), the focus
// visible at each stop.

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{${key}}`, String(value)),
    translation('fr', id),
  );

/** Whether an element has the focus now. */
const focused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through the
 * page; fails when it is not reached within `max` presses or when the focus it reaches is not
 * visible.
 */
async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await focused(target)) {
      expect(await focusIsVisible(page), `the focus is visible on ${String(target)}`).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`);
}

/** Signs in through the form with the keyboard alone. */
async function signInWithKeyboard(page: Page, email: string, password = demoPassword) {
  await page.goto('/');
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: loginTexts.email, exact: true }));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('textbox', { name: loginTexts.password, exact: true }));
  await page.keyboard.type(password);
  await tabTo(page, page.getByRole('button', { name: loginTexts.submit, exact: true }));
  await page.keyboard.press('Enter');
}

test.describe('with the keyboard alone', () => {
  test('a rehabilitator signs in and builds a program', async ({ page }) => {
    const name = `Clavier seul ${Date.now() % 100000}`;
    await signInWithKeyboard(page, demo.reeducator);
    await expectHome(page, roleViews.reeducator);

    await tabTo(page, mainMenu(page).getByRole('link', { name: fr('portal.menu.programs') }));
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, fr('portal.title.programs'))).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: fr('rehabilitator.programs.new') }));
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, fr('portal.title.newProgram'))).toBeVisible();

    await tabTo(page, page.getByRole('textbox', { name: fr('rehabilitator.programBuilder.name') }));
    await page.keyboard.type(name);
    const adds = page.getByRole('button', { name: /^Ajouter « .* » au programme$/ });
    const names: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const add = adds.nth(index);
      names.push(/« (.*) »/.exec((await add.getAttribute('aria-label')) ?? '')?.[1] ?? '');
      await tabTo(page, add);
      await page.keyboard.press('Enter');
      await expect(
        page.getByRole('heading', {
          name: index === 0 ? '1 exercice au programme' : `${index + 1} exercices au programme`,
        }),
      ).toBeVisible();
    }
    await tabTo(page, page.getByRole('button', { name: fr('rehabilitator.programBuilder.save') }), {
      max: 120,
    });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 2, name: fr('portal.title.programs.mine') }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });

  test('a patient signs in and plays a session from the start to the review', async ({
    page,
    request,
  }) => {
    // A resident of the second demo establishment, whom the other tests leave alone, gets a
    // program of two short exercises for self-rehabilitation from their rehabilitator, and French.
    const rehabilitator = await api.signIn(request, demo.otherRehabilitator);
    const rehabilitatorId = String(claimsOf(rehabilitator.accessToken).reeducatorId);
    const exercises = await callApi(
      request,
      endpoints.programs.exercises,
      {},
      rehabilitator.accessToken,
    );
    expect(exercises.status).toBe(200);
    const program = await callApi(
      request,
      endpoints.programs.create,
      {
        body: {
          name: `Séance au clavier ${Date.now() % 100000}`,
          exercises: exercises.body.slice(0, 2).map((exercise) => ({
            exerciseId: exercise.id,
            seriesCount: 1,
            seriesDurationSeconds: 3,
            restBetweenSeriesSeconds: 0,
          })),
        },
      },
      rehabilitator.accessToken,
    );
    expect(program.status).toBe(201);
    const followed = await callApi(
      request,
      endpoints.rehabilitators.patients,
      { params: { id: rehabilitatorId }, query: { archived: false } },
      rehabilitator.accessToken,
    );
    let email: string | null = null;
    let patientId = '';
    for (const candidate of followed.body) {
      const detail = await callApi(
        request,
        endpoints.rehabilitators.patient,
        { params: { id: rehabilitatorId, patientId: candidate.patientId } },
        rehabilitator.accessToken,
      );
      if (detail.body.email?.endsWith('@patients.autre.oxilio.test')) {
        email = detail.body.email;
        patientId = candidate.patientId;
        break;
      }
    }
    expect(email, 'a resident of the second establishment with an account').not.toBeNull();
    const password = demoPassword;
    const patient = await api.signIn(request, email!);
    const me = await callApi(request, endpoints.users.me, {}, patient.accessToken);
    const french = await callApi(
      request,
      endpoints.patients.patchUser,
      { params: { id: me.body.userId }, body: { locale: 'fr' } },
      patient.accessToken,
    );
    expect(french.status).toBe(200);
    const assigned = await callApi(
      request,
      endpoints.programs.assign,
      {
        params: { id: patientId },
        body: { ProgramId: program.body.id, isSelfRehabilitation: true },
      },
      rehabilitator.accessToken,
    );
    expect(assigned.status).toBe(200);

    await signInWithKeyboard(page, email!, password);
    await expect(page).toHaveURL(roleViews.patient.home);
    // Start-up dialogs (a new rank, new tags...) closed with the keyboard.
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await page.waitForLoadState('networkidle');
    while (await dialog.isVisible()) {
      await tabTo(page, dialog.getByRole('button', { name: fr('ui.dialog.close'), exact: true }));
      await page.keyboard.press('Enter');
      await page.waitForLoadState('networkidle');
    }

    await tabTo(
      page,
      mainMenu(page).getByRole('link', { name: fr('portal.menu.selfRehabilitation') }),
    );
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, fr('portal.title.selfRehabilitation'))).toBeVisible();
    const today = page.getByRole('region', { name: 'Votre séance du jour' });
    await tabTo(page, today.getByRole('link', { name: 'Commencer la séance' }));
    await page.keyboard.press('Enter');
    await expect(pageHeading(page, fr('portal.title.session'))).toBeVisible();

    for (const step of [1, 2]) {
      await expect(page.getByText(`Exercice ${step} sur 2`, { exact: true })).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Commencer l’exercice' }));
      await page.keyboard.press('Enter');
      const effort = page.getByRole('radiogroup', {
        name: 'Quel effort vous a demandé cet exercice ?',
      });
      await expect(effort).toBeVisible({ timeout: 30_000 });
      await chooseWithArrows(page, effort);
      await tabTo(page, page.getByRole('button', { name: 'Valider et continuer' }));
      await page.keyboard.press('Enter');
    }

    await expect(
      page.getByRole('heading', { level: 2, name: 'Tous les exercices sont faits, bravo !' }),
    ).toBeVisible();
    await chooseWithArrows(
      page,
      page.getByRole('radiogroup', { name: 'Avez-vous eu mal pendant la séance ?' }),
    );
    await chooseWithArrows(
      page,
      page.getByRole('radiogroup', { name: 'Comment avez-vous trouvé la séance ?' }),
    );
    await tabTo(page, page.getByRole('button', { name: 'Terminer la séance' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Séance terminée' })).toBeVisible();
  });
});

/** Reaches a group of radio buttons with Tab and chooses the second one with an arrow key. */
async function chooseWithArrows(page: Page, group: Locator) {
  await tabTo(page, group.getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
  expect(await focusIsVisible(page), 'the focus is visible on the chosen level').toBe(true);
}
