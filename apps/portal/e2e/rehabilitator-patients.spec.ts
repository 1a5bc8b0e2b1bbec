/**
 * The rehabilitator's patients list on the real API with the demo data
 * (apps/api/src/seed/demo-rehabilitator-patients.ts): the indicators on their patients, an alert
 * marked seen, one request accepted and another refused, a resident found and invited (shown by
 * name only), the archives; axe clean, and at 390 px without sideways scrolling. The other
 * establishment's rehabilitator sees none of these patients.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  callApi,
  claimsOf,
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  roleView,
  roleViews,
  signIn,
  storedTokens,
  translation,
} from './support';

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    translation('fr', id),
  );

const region = (page: Page, id: string) => page.getByRole('region', { name: fr(id) });

async function openPatients(page: Page) {
  await page.goto('/reeducateur/patients');
  await expect(
    region(page, 'reeducator.patients.current.title').getByRole('article').first(),
  ).toBeVisible();
}

test('the demo rehabilitator sees each indicator on its patient, and the archives', async ({
  page,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await openPatients(page);
  const current = region(page, 'reeducator.patients.current.title');
  const card = (name: string) => current.getByRole('article', { name });
  await expect(
    card('Marcel Zeimet').getByText(fr('reeducator.patients.painIncrease')),
  ).toBeVisible();
  await expect(card('Odette Origer').getByText(fr('reeducator.patients.noDevice'))).toBeVisible();
  await expect(
    card('Henri Goergen').getByText(fr('reeducator.patients.awaitingSelf')),
  ).toBeVisible();
  await expect(card('Marcel Zeimet').getByRole('link', { name: 'Marcel Zeimet' })).toHaveAttribute(
    'href',
    /^\/reeducateur\/patients\/[0-9a-f-]{36}\/synthese$/,
  );
  await expect(current.getByRole('article', { name: 'Gilbert Nilles' })).toHaveCount(0);
  await page.getByText(/^Patients archivés \(\d+\)$/).click();
  await expect(page.getByRole('article', { name: 'Gilbert Nilles' })).toBeVisible();
  await expectAccessible(page);
});

test('the pain-increase badge and the pain-rise alerts name the same patients, first when sorted by attention', async ({
  page,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await openPatients(page);
  const current = region(page, 'reeducator.patients.current.title');
  // Every card of the list (they are drawn a few at a time).
  const count = Number(
    /\d+/.exec((await current.getByText(/^\d+ patients?$/).textContent()) ?? '')![0],
  );
  await expect(current.getByRole('article')).toHaveCount(count);
  const badged = await current
    .getByRole('article')
    .filter({ has: page.getByText(fr('reeducator.patients.painIncrease'), { exact: true }) })
    .getByRole('heading', { level: 3 })
    .allTextContents();
  const alerted = await region(page, 'reeducator.alerts.title')
    .getByRole('listitem')
    .filter({ hasText: /Douleur en hausse : / })
    .getByRole('link')
    .allTextContents();
  expect(badged.length).toBeGreaterThan(0);
  expect([...badged].sort()).toEqual([...alerted].sort());
  await current
    .getByRole('combobox', { name: fr('reeducator.patients.sort') })
    .selectOption({ label: fr('reeducator.patients.sort.attention') });
  const first = await current
    .getByRole('article')
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(first.slice(0, badged.length).sort()).toEqual([...badged].sort());
});

test('an alert is marked seen and stays seen after a reload', async ({ page }) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await openPatients(page);
  const alerts = region(page, 'reeducator.alerts.title');
  await expect(
    alerts.getByText('Douleur en hausse : 1 → 2 → 3 sur les 3 dernières séances'),
  ).toBeVisible();
  await expect(
    alerts
      .getByRole('listitem')
      .filter({ hasText: 'Yvette Kayser' })
      .getByText(/^Boîtier porté 1(,\d)? h par jour ces 7 derniers jours, contre 6(,\d)? h avant$/),
  ).toBeVisible();
  await alerts
    .getByRole('button', { name: fr('reeducator.alerts.markSeen'), description: /Marcel Zeimet/ })
    .click();
  await expect(
    alerts.getByText(fr('reeducator.alerts.seen', { name: 'Marcel Zeimet' })),
  ).toBeVisible();
  await expect(alerts.getByText(/1 → 2 → 3/)).toHaveCount(0);
  // One rule with the card's badge: seen, the pain rise leaves the card too.
  await expect(
    region(page, 'reeducator.patients.current.title')
      .getByRole('article', { name: 'Marcel Zeimet' })
      .getByText(fr('reeducator.patients.painIncrease')),
  ).toHaveCount(0);
  await page.reload();
  await expect(
    region(page, 'reeducator.alerts.title')
      .getByRole('listitem')
      .filter({ hasText: 'Yvette Kayser' })
      .getByText(/Boîtier porté/),
  ).toBeVisible();
  await expect(page.getByText(/1 → 2 → 3/)).toHaveCount(0);
});

test('accepting one request and refusing another', async ({ page }) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await openPatients(page);
  const requests = region(page, 'reeducator.patients.requests.title');
  await requests
    .getByRole('button', {
      name: fr('reeducator.patients.requests.confirm'),
      description: 'Nadine Lentz',
    })
    .click();
  await expect(
    requests.getByText(fr('reeducator.patients.requests.confirmed', { name: 'Nadine Lentz' })),
  ).toBeVisible();
  await expect(
    region(page, 'reeducator.patients.current.title').getByRole('article', {
      name: 'Nadine Lentz',
    }),
  ).toBeVisible();
  await requests
    .getByRole('button', {
      name: fr('reeducator.patients.requests.refuse'),
      description: 'Roger Clement',
    })
    .click();
  // Refusing cannot be undone: it asks first.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    fr('reeducator.patients.requests.refuseTitle', { name: 'Roger Clement' }),
  );
  await expectAccessible(page);
  await confirm
    .getByRole('button', { name: fr('reeducator.patients.requests.refuseConfirm') })
    .click();
  await expect(
    requests.getByText(fr('reeducator.patients.requests.refused', { name: 'Roger Clement' })),
  ).toBeVisible();
  await page.reload();
  await openPatients(page);
  await expect(page.getByText('Roger Clement')).toHaveCount(0);
  await expect(
    region(page, 'reeducator.patients.current.title').getByRole('article', {
      name: 'Nadine Lentz',
    }),
  ).toBeVisible();
  await expectAccessible(page);
});

test('finding a resident by phone shows their name only; inviting them', async ({ page }) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await openPatients(page);
  const add = region(page, 'reeducator.patients.add.title');
  await add
    .getByRole('searchbox', { name: fr('reeducator.patients.add.label') })
    .fill('06 45 67 89 01');
  await add.getByRole('button', { name: fr('reeducator.patients.add.search') }).click();
  await expect(add.getByText('Lucienne Marx')).toBeVisible();
  await expect(page.getByText('lucienne.marx@patients.demo.oxilio.test')).toHaveCount(0);
  await add
    .getByRole('button', {
      name: fr('reeducator.patients.add.invite'),
      description: 'Lucienne Marx',
    })
    .click();
  await expect(
    add.getByText(fr('reeducator.patients.add.invited', { name: 'Lucienne Marx' })),
  ).toBeVisible();
  await expect(add.getByText(fr('reeducator.patients.link.pending'))).toBeVisible();
  await expect(
    region(page, 'reeducator.patients.sent.title').getByText('Lucienne Marx'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('at 390 px wide: cards, no sideways scrolling', async ({ page }) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPatients(page);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test('the other establishment’s rehabilitator sees none of these patients', async ({
  page,
  request,
}) => {
  await signIn(page, demo.otherRehabilitator, roleView('reeducator', 'de'));
  await expect(page.getByRole('article').first()).toBeVisible();
  for (const name of ['Marcel Zeimet', 'Odette Origer', 'Nadine Lentz', 'Lucienne Marx']) {
    await expect(page.getByText(name)).toHaveCount(0);
  }
  const tokens = await storedTokens(page);
  const rehabilitatorId = claimsOf(tokens!.accessToken).reeducatorId as string;
  const search = await callApi(
    request,
    endpoints.rehabilitators.search,
    { query: { LastName: 'Zeimet' } },
    tokens!.accessToken,
  );
  expect(search.status).toBe(200);
  expect(search.body).toEqual([]);
  const alerts = await callApi(
    request,
    endpoints.alerts.list,
    { params: { id: rehabilitatorId } },
    tokens!.accessToken,
  );
  expect(alerts.body.map((alert) => alert.lastName)).not.toContain('Zeimet');
});

test('each card judges the 7 completed days ending yesterday and says on how many days', async ({
  page,
  request,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await openPatients(page);
  const tokens = await storedTokens(page);
  const rehabilitatorId = claimsOf(tokens!.accessToken).reeducatorId as string;
  const list = await callApi(
    request,
    endpoints.rehabilitators.patients,
    { params: { id: rehabilitatorId } },
    tokens!.accessToken,
  );
  expect(list.status).toBe(200);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const current = region(page, 'reeducator.patients.current.title');
  let judged = 0;
  for (const patient of list.body.filter((entry) => !entry.archived)) {
    const { last7Days, performance, performanceDays } = patient.indicators;
    // Today is in progress: the window ends the day before.
    expect(last7Days).toHaveLength(7);
    expect(last7Days.at(-1)!.day < today).toBe(true);
    const scores = last7Days.flatMap((day) => (day.performance === null ? [] : [day.performance]));
    expect(performanceDays).toBe(scores.length);
    if (performance === null) {
      continue;
    }
    // A day without data is a day without result: the scores over 7, not over the measured days.
    expect(performance).toBeCloseTo(scores.reduce((sum, value) => sum + value, 0) / 7, 1);
    if (judged < 5) {
      const card = current.getByRole('article', {
        name: `${patient.firstName} ${patient.lastName}`,
      });
      await expect(
        card.getByText(
          new RegExp(
            `^${Math.round(performance)}\\s%, sur 7 jours dont ${performanceDays} mesurés?$`,
          ),
        ),
      ).toBeVisible();
      judged += 1;
    }
  }
  expect(judged).toBeGreaterThan(0);
});
