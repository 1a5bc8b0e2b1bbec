/**
 * The patient's evolution (/evolution) as the demo patient, on the real API and the demo data (180
 * days of simulated device data up to today): every tab shows its charts with real values in their
 * data tables, the period and the scale change the view and its address without asking the API
 * again, each view is checked by axe, and every tab fits a 390 px wide phone.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  answers,
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  mainMenu,
  pageHeading,
  roleViews,
  signIn,
  translation,
} from './support';

const t = (id: string) => translation('fr', id);

/** Each tab: its address, its title, and the titles of the charts it must show. */
const tabs = [
  {
    path: 'walk',
    title: 'portal.title.evolution.walk',
    charts: [
      'patient.evolution.chart.steps',
      'patient.evolution.chart.walkDistance',
      'patient.evolution.chart.walkTime',
      'patient.evolution.chart.walkPerimeter',
    ],
  },
  {
    path: 'walk-quality',
    title: 'portal.title.evolution.walkQuality',
    charts: [
      'patient.evolution.chart.walkSpeed',
      'patient.evolution.chart.stepLength',
      'patient.evolution.chart.stepDuration',
      'patient.evolution.chart.regularity',
      'patient.evolution.chart.asymmetry',
    ],
  },
  {
    path: 'activity',
    title: 'portal.title.evolution.activity',
    charts: [
      'patient.evolution.chart.standing',
      'patient.evolution.chart.activeTime',
      'patient.evolution.chart.standCount',
      'patient.evolution.chart.wheelchairDistance',
      'patient.evolution.chart.wearTime',
    ],
  },
  {
    path: 'rehabilitation',
    title: 'portal.title.evolution.rehabilitation',
    charts: ['Séances d’auto-rééducation par jour', 'Temps d’auto-rééducation par jour'],
  },
  {
    path: 'performance',
    title: 'portal.title.evolution.performance',
    charts: [
      'patient.evolution.chart.performance',
      'Étoiles gagnées par jour',
      'patient.evolution.chart.walkingCompletion',
    ],
  },
] as const;

/** A chart title: a message id, or the French text of a title that depends on the scale. */
const chartTitle = (title: string) => (title.startsWith('patient.') ? t(title) : title);

/** A radio of the period or the scale, by its message id. */
function radio(page: Page, id: string): Locator {
  return page.getByRole('radio', { name: t(id), exact: true });
}

function chart(page: Page, title: string): Locator {
  return page.getByRole('figure', { name: chartTitle(title), exact: true });
}

/** The rows of a chart's data table, and their first cells (the day, week or month). */
const rows = (figure: Locator) => figure.getByRole('table').locator('tbody tr');
const rowHeaders = (figure: Locator) => rows(figure).locator('th').allTextContents();

/** The stats calls the browser makes (the screen asks once per tab for the last two years). */
function countStatsCalls(page: Page): () => number {
  let count = 0;
  page.on('response', (response) => {
    if (answers(response, endpoints.stats.patientStats)) {
      count += 1;
    }
  });
  return () => count;
}

/**
 * Shows a chart's data table and checks it has rows with measured values (not only "no measure").
 * Returns the number of rows.
 */
async function expectRealRows(figure: Locator): Promise<number> {
  await figure.getByRole('button', { name: t('ui.chart.showTable') }).click();
  await expect(figure.getByRole('table')).toBeVisible();
  const count = await rows(figure).count();
  expect(count).toBeGreaterThan(0);
  const firstValues = await rows(figure).locator('td:first-of-type').allTextContents();
  expect(firstValues.filter((cell) => /\d/.test(cell)).length).toBeGreaterThan(0);
  return count;
}

test.describe('the patient’s evolution', () => {
  test('every tab shows the demo patient’s charts with real values, axe clean', async ({
    page,
  }) => {
    // Five tabs of four or five charts, each table opened and the whole page scanned by axe.
    test.setTimeout(300_000);
    await signIn(page, demo.patient, roleViews.patient);
    const statsCalls = countStatsCalls(page);
    await mainMenu(page)
      .getByRole('link', { name: t('portal.menu.evolution') })
      .click();
    await expect(page).toHaveURL('/evolution/walk');
    await expect(pageHeading(page, t('portal.title.evolution'))).toBeVisible();
    await expect(radio(page, 'patient.evolution.period.month')).toBeChecked();
    await expect(radio(page, 'patient.evolution.scale.day')).toBeChecked();

    const tabNav = page.getByRole('navigation', { name: t('portal.title.evolution') });
    for (const tab of tabs) {
      await tabNav.getByRole('link', { name: t(tab.title), exact: true }).click();
      await expect(page).toHaveURL(`/evolution/${tab.path}?period=month&scale=day`);
      await expect(page.getByRole('heading', { level: 2, name: t(tab.title) })).toBeVisible();
      for (const title of tab.charts) {
        const figure = chart(page, title);
        await expect(figure).toBeVisible();
        // The last 30 days, day by day.
        expect(await expectRealRows(figure)).toBe(30);
      }
      await expectAccessible(page);
    }
    // One call per tab, whatever was shown.
    expect(statsCalls()).toBe(tabs.length);
  });

  test('the period and the scale change the view and its address, not the data asked for', async ({
    page,
  }) => {
    await signIn(page, demo.patient, roleViews.patient);
    const statsCalls = countStatsCalls(page);
    await page.goto('/evolution/walk');
    const steps = chart(page, 'patient.evolution.chart.steps');
    await expect(steps).toBeVisible();
    await expect.poll(statsCalls).toBe(1);
    await expect(
      page.getByRole('region', { name: t('patient.evolution.since.title') }),
    ).toContainText(t('patient.evolution.chart.steps'));

    await radio(page, 'patient.evolution.period.week').click();
    await expect(page).toHaveURL('/evolution/walk?period=week&scale=day');
    await expect(rows(steps)).toHaveCount(7);
    expect(await expectRealRows(steps)).toBe(7);
    await expectAccessible(page);

    await radio(page, 'patient.evolution.period.month').click();
    await radio(page, 'patient.evolution.scale.week').click();
    await expect(page).toHaveURL('/evolution/walk?period=month&scale=week');
    await expect
      .poll(async () => {
        const weeks = await rowHeaders(steps);
        return weeks.length >= 5 && weeks.every((week) => week.startsWith('Semaine du '));
      })
      .toBe(true);

    await radio(page, 'patient.evolution.period.all').click();
    await expect(page).toHaveURL('/evolution/walk?period=all&scale=week');
    // 180 days of data: about 26 weeks.
    await expect.poll(() => rows(steps).count()).toBeGreaterThanOrEqual(25);
    await radio(page, 'patient.evolution.scale.month').click();
    await expect(page).toHaveURL('/evolution/walk?period=all&scale=month');
    await expect
      .poll(async () => {
        const months = await rowHeaders(steps);
        return months.length >= 6 && months.every((month) => /^[a-zéû]+ \d{4}$/.test(month));
      })
      .toBe(true);
    await expectAccessible(page);

    // The view is in the address: reloading it, or opening another tab, keeps it.
    await page.reload();
    await expect(radio(page, 'patient.evolution.scale.month')).toBeChecked();
    await page
      .getByRole('navigation', { name: t('portal.title.evolution') })
      .getByRole('link', { name: t('portal.title.evolution.performance'), exact: true })
      .click();
    await expect(page).toHaveURL('/evolution/performance?period=all&scale=month');
    const completion = chart(page, 'patient.evolution.chart.walkingCompletion');
    await expect(completion).toBeVisible();
    expect(await expectRealRows(completion)).toBeGreaterThanOrEqual(6);
    // Switching periods and scales asked for nothing more: one call per tab opened.
    expect(statsCalls()).toBe(3);
  });

  test('every tab is usable on a 390 px wide phone', async ({ page }) => {
    await signIn(page, demo.patient, roleViews.patient);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const tab of tabs) {
      await page.goto(`/evolution/${tab.path}?period=all&scale=week`);
      await expect(page.getByRole('heading', { level: 2, name: t(tab.title) })).toBeVisible();
      const first = tab.charts[0].replace('par jour', 'par semaine');
      await expect(chart(page, first)).toBeVisible();
      await expectNoSidewaysScroll(page);
      // The plot is as wide as the card allows, and readable: not squeezed below 250 px.
      const plot = chart(page, first).getByRole('application');
      const box = await plot.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(250);
      await expectAccessible(page);
    }
  });
});

test('the periods end yesterday: today is in progress, neither shown nor counted', async ({
  page,
}) => {
  await signIn(page, demo.patient, roleViews.patient);
  await page.goto('/evolution/walk?period=week&scale=day');
  await expect(page.getByText(t('patient.evolution.todayInProgress'))).toBeVisible();
  const steps = chart(page, 'patient.evolution.chart.steps');
  expect(await expectRealRows(steps)).toBe(7);
  const dayOf = (back: number) => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000);
    return day.toISOString().slice(2, 10).split('-').reverse().join('/'); // dd/mm/yy
  };
  await expect(rows(steps).last()).toContainText(dayOf(1));
  await expect(rows(steps).first()).toContainText(dayOf(7));
  await expect(steps.getByRole('table')).not.toContainText(dayOf(0));
});
