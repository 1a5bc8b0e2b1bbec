/**
 * "My day" (/dashboard) and the profile's rank and success tabs as the demo patient, against the
 * real API and the demo data: the values on screen are those the API answers, every page passes
 * axe, and at 390 px wide nothing scrolls sideways. A brand-new patient without a device is
 * welcomed and told their establishment can now associate one.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatDate, formatDuration, objectivesMet } from '@oxilio/domain';
import { endpoints, type PatientAchievements, type PatientRecap } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  claimsOf,
  closeStartupDialogs,
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  newPassword,
  pageHeading,
  roleViews,
  signIn,
  translation,
  uniqueEmail,
} from './support';

/** The demo patient's recap and achievements, read through the API as the patient. */
async function demoData(request: APIRequestContext) {
  const { accessToken } = await api.signIn(request, demo.patient);
  const params = { id: String(claimsOf(accessToken).patientId) };
  const recap = await callApi(request, endpoints.patients.recap, { params }, accessToken);
  const achievements = await callApi(
    request,
    endpoints.achievements.patientAchievements,
    { params },
    accessToken,
  );
  expect(recap.status).toBe(200);
  expect(achievements.status).toBe(200);
  return {
    recap: recap.body as PatientRecap,
    achievements: achievements.body as PatientAchievements,
  };
}

/** The French name of a rank or a tag from its `nameKey` (`domain.rank.gold` → "Or"). */
function nameOf(nameKey: string): string {
  const [, kind, name] = nameKey.split('.');
  const id = kind === 'tag' ? name!.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) : name!;
  return translation('fr', `portal.${kind}.${id}`);
}

/** dd/mm/yy of an instant, on the establishment's calendar (Europe/Paris). */
function dayOf(instant: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
    new Date(instant),
  );
  return formatDate(day, 'fr');
}

/** A text to find, any space in it matching any space (French uses narrow no-break ones). */
function spaced(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
}

/** A number as the French locale writes it. */
const frenchNumber = (value: number) =>
  spaced(new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(value));

/**
 * Opens a route and closes the start-up dialogs a reload may bring back (other tests invite the
 * demo patient meanwhile).
 */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await closeStartupDialogs(page);
}

test.describe('the demo patient’s day, rank and successes', () => {
  test('my day shows yesterday’s results, today’s objectives, stars and device use', async ({
    page,
    request,
  }) => {
    await signIn(page, demo.patient, roleViews.patient);
    const { recap } = await demoData(request);
    const main = page.getByRole('main');

    await expect(main.getByText('Bonjour Jeanne !', { exact: false })).toBeVisible();
    const results = main.getByRole('region', { name: 'Mes résultats d’hier' });
    await expect(
      results.getByText(`Journée du ${formatDate(recap.yesterday, 'fr')}`),
    ).toBeVisible();
    // The activity set only: as many met as yesterday's activity stars in the stats.
    const { met, total } = objectivesMet(recap.yesterdayMetrics);
    const { accessToken } = await api.signIn(request, demo.patient);
    const stats = await callApi(
      request,
      endpoints.stats.patientStats,
      {
        params: { id: recap.patientId },
        query: { types: 'ActivityStars,Performance', from: recap.yesterday, to: recap.yesterday },
      },
      accessToken,
    );
    expect(stats.body.series.ActivityStars?.[0]).toBe(met);
    expect(stats.body.series.Performance?.[0]).toBe(recap.performance);
    await expect(
      results.getByText(
        new RegExp(
          `^${met === 0 ? 'Aucun objectif atteint' : `${met} objectifs? atteints?`} sur ${total}$`,
        ),
      ),
    ).toBeVisible();
    // The walking perimeter, shown, says it counts in neither.
    if (
      recap.yesterdayMetrics.some(
        (metric) => metric.key === 'WalkPerimeter' && metric.objective !== null,
      )
    ) {
      await expect(
        results
          .getByRole('listitem')
          .filter({ hasText: 'Périmètre de marche' })
          .getByText('Ne compte ni dans les étoiles ni dans la performance'),
      ).toBeVisible();
    }
    await expect(
      results.getByRole('img', {
        name: new RegExp(`^Performance : objectif atteint à ${recap.performance}\\s%$`),
      }),
    ).toBeVisible();
    const steps = recap.yesterdayMetrics.find((metric) => metric.key === 'StepCount')!;
    const stepsTile = results.getByRole('listitem').filter({ hasText: 'Nombre de pas' });
    await expect(stepsTile).toContainText(frenchNumber(steps.value!));
    await expect(stepsTile).toContainText(steps.met ? 'Objectif atteint' : 'Objectif non atteint');

    const today = main.getByRole('region', { name: 'Mes objectifs du jour' });
    await expect(today.getByRole('listitem')).toHaveCount(recap.todayObjectives.length);

    const stars = main.getByRole('region', { name: 'Mes étoiles' });
    await expect(stars).toContainText(`Votre rang : ${nameOf(recap.rank.current!.nameKey)}.`);
    await expect(stars).toContainText(
      `Votre rang suit vos étoiles depuis le début : encore ${recap.rank.starsToNext} étoiles pour atteindre le rang ${nameOf(recap.rank.next!.nameKey)}.`,
    );
    // This month's and the total, among today's and yesterday's (on the 2nd of a month, the month
    // is yesterday: the same text twice).
    const shown = [recap.stars.today, recap.stars.yesterday, recap.stars.month, recap.stars.total];
    for (const count of new Set([recap.stars.month, recap.stars.total])) {
      await expect(stars.getByText(`${count} étoiles`, { exact: true })).toHaveCount(
        shown.filter((each) => each === count).length,
      );
    }

    const usage = main.getByRole('region', { name: 'Utilisation de l’oxilio' });
    // To the second, as every duration (docs/product.md#constants).
    await expect(usage).toContainText(spaced(formatDuration(recap.usage!, 'fr')));
    await expect(
      usage.getByRole('figure', { name: 'Temps d’utilisation des 7 derniers jours' }),
    ).toBeVisible();
    await expectAccessible(page);

    await stars.getByRole('link', { name: 'Voir mon rang et mes succès' }).click();
    await expect(page).toHaveURL('/profil/rank');
  });

  test('the rank tab lists every rank with its threshold and where the patient stands', async ({
    page,
    request,
  }) => {
    await signIn(page, demo.patient, roleViews.patient);
    const { achievements } = await demoData(request);
    await openPage(page, '/profil/rank');
    await expect(pageHeading(page, 'Mon profil')).toBeVisible();
    const main = page.getByRole('main');
    const current = achievements.ranks.find((rank) => rank.id === achievements.currentRankId)!;
    const overview = main.getByRole('region', { name: `Votre rang : ${nameOf(current.nameKey)}` });
    await expect(overview).toContainText(`Depuis le ${dayOf(current.reachedAt!)}`);

    const items = main.getByRole('region', { name: 'Tous les rangs' }).getByRole('listitem');
    await expect(items).toHaveCount(achievements.ranks.length);
    for (const [index, rank] of achievements.ranks.entries()) {
      const item = items.nth(index);
      await expect(item).toContainText(nameOf(rank.nameKey));
      if (rank.reachedAt) {
        await expect(item).toContainText(`Atteint le ${dayOf(rank.reachedAt)}`);
      } else {
        await expect(item).toContainText(/Encore \d/);
      }
      if (rank === current) {
        await expect(item).toHaveAttribute('aria-current', 'step');
      } else {
        await expect(item).not.toHaveAttribute('aria-current');
      }
    }
    // The demo patient has ranks behind and ahead.
    expect(achievements.ranks.filter((rank) => rank.reachedAt).length).toBeGreaterThan(1);
    expect(achievements.ranks.some((rank) => !rank.reachedAt)).toBe(true);
    await expectAccessible(page);
  });

  test('the success tab shows the tags earned with their day, and those to earn', async ({
    page,
    request,
  }) => {
    await signIn(page, demo.patient, roleViews.patient);
    const { achievements } = await demoData(request);
    await openPage(page, '/profil/success');
    const main = page.getByRole('main');
    const earned = achievements.tags
      .filter((tag) => tag.earnedAt)
      .sort((a, b) => b.earnedAt!.localeCompare(a.earnedAt!));
    const toEarn = achievements.tags.filter((tag) => !tag.earnedAt);
    expect(earned.length).toBeGreaterThan(1);
    expect(toEarn.length).toBeGreaterThan(0);

    const earnedItems = main
      .getByRole('region', { name: `Succès obtenus (${earned.length})` })
      .getByRole('listitem');
    await expect(earnedItems).toHaveCount(earned.length);
    await expect(earnedItems.first()).toContainText(nameOf(earned[0]!.nameKey));
    await expect(earnedItems.first()).toContainText(`Obtenu le ${dayOf(earned[0]!.earnedAt!)}`);

    const toEarnSection = main.getByRole('region', { name: `Succès à obtenir (${toEarn.length})` });
    await expect(toEarnSection.getByRole('progressbar')).toHaveCount(toEarn.length);
    for (const tag of toEarn) {
      await expect(
        toEarnSection.getByRole('progressbar', { name: nameOf(tag.nameKey) }),
      ).toHaveAttribute('aria-valuenow', String(Math.min(tag.progress, tag.threshold!)));
    }
    await expectAccessible(page);
  });

  test('every route is usable at 390 px without sideways scrolling', async ({ page }) => {
    await signIn(page, demo.patient, roleViews.patient);
    // A phone held upright (signed in first: the full menu is what signIn checks).
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, check] of [
      ['/dashboard', 'Mes résultats d’hier'],
      ['/profil/rank', 'Tous les rangs'],
      ['/profil/success', /^Succès obtenus/],
    ] as const) {
      await openPage(page, path);
      await expect(page.getByRole('main').getByRole('heading', { name: check })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    }
  });
});

test('a new patient whom no establishment follows is welcomed and told how to ask one', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('patient-day');
  const password = newPassword();
  await api.createAccount(request, email, password);
  await signIn(page, email, roleViews.patient, { password });
  const main = page.getByRole('main');
  // Nobody can associate a device yet: the day says so, never that the establishment can.
  await expect(
    main.getByText('Bienvenue ! Un établissement doit d’abord vous suivre'),
  ).toBeVisible();
  await expect(
    main.getByText('Aucun ne vous suit pour le moment : demandez-le depuis votre profil.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(
    main.getByText('Votre établissement peut maintenant vous associer un oxilio.', {
      exact: false,
    }),
  ).toHaveCount(0);
  await expect(
    main.getByRole('link', { name: 'Demander à un établissement de me suivre' }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Mes résultats d’hier' })).toHaveCount(0);
  await expect(main.getByRole('region', { name: 'Mes étoiles' })).toContainText(
    'Votre rang suit vos étoiles depuis le début : encore 25 étoiles pour atteindre le rang Bronze.',
  );
  await expectAccessible(page);

  await openPage(page, '/profil/success');
  await expect(main.getByRole('heading', { name: 'Pas encore de succès' })).toBeVisible();
  await expectAccessible(page);
});
