/**
 * The manager's home, patients and devices on the real API with the demo data
 * (apps/api/src/seed/demo-manager.ts): a free device associated with a patient from the devices
 * page, then replaced by another from the patients list (the first device's history keeps the
 * patient); a service ended and its archiving date shown; a patient invited from the home page,
 * their invitation in the outbox and their registration awaiting validation. The other
 * establishment's manager sees none of these patients. Axe clean, and at 390 px without sideways
 * scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  claimsOf,
  demo,
  emailLink,
  expectAccessible,
  expectNoSidewaysScroll,
  roleView,
  revealWholePage,
  roleViews,
  signIn,
  translation,
  uniqueEmail,
} from './support';

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    translation('fr', id),
  );

const region = (page: Page, id: string) => page.getByRole('region', { name: fr(id) });

/** Today plus `days` in the establishment's time zone, as dd/mm/yy. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year?.slice(2)}`;
}

/** The dialog open now. */
const dialog = (page: Page) => page.getByRole('dialog');

test('a free device goes to a patient, then another replaces it; the history keeps the patient', async ({
  page,
}) => {
  // Three screens checked by axe, one of them the ~60 devices of the demo residence.
  test.setTimeout(300_000);
  await signIn(page, demo.responsable, roleViews.responsable);
  await page.goto('/responsable/oxilios');
  const available = region(page, 'manager.devices.available');
  await available
    .getByRole('button', {
      name: fr('manager.devices.associateDeviceButton', { serial: 'OX-A-S005' }),
    })
    .click();
  await dialog(page)
    .getByRole('combobox', { name: fr('manager.devices.choosePatient') })
    .selectOption({ label: 'René Bernard' });
  await dialog(page)
    .getByRole('combobox', { name: fr('manager.devices.wheelType') })
    .selectOption({ label: fr('manager.devices.wheel.lightweight') });
  await dialog(page)
    .getByRole('button', { name: fr('manager.devices.associate.confirm'), exact: true })
    .click();
  await expect(
    page.getByText(
      fr('manager.devices.done.associated', { serial: 'OX-A-S005', name: 'René Bernard' }),
    ),
  ).toBeVisible();
  const associated = region(page, 'manager.devices.associated');
  const card = associated.getByRole('article', {
    name: fr('manager.devices.serial', { serial: 'OX-A-S005' }),
  });
  await expect(card.getByRole('link', { name: 'René Bernard' })).toBeVisible();
  await expect(
    card.getByText(fr('manager.devices.wheelTypeOf', { wheel: 'Allégée' })),
  ).toBeVisible();
  await expectAccessible(page);

  // From the patients list: dissociate and associate another device at once.
  await page.goto('/responsable/patients/list');
  await page.getByRole('searchbox', { name: fr('manager.patients.filter') }).fill('René Bernard');
  await page
    .getByRole('button', { name: fr('manager.devices.dissociate.title', { name: 'René Bernard' }) })
    .click();
  await dialog(page)
    .getByRole('radio', { name: fr('manager.devices.after.other') })
    .check();
  await dialog(page)
    .getByRole('combobox', { name: fr('manager.devices.chooseDevice') })
    .selectOption({ label: 'OX-A-S006' });
  await expectAccessible(page);
  await dialog(page)
    .getByRole('button', { name: fr('manager.devices.dissociate.confirm') })
    .click();
  await expect(
    page.getByText(
      fr('manager.devices.done.replaced', { name: 'René Bernard', serial: 'OX-A-S006' }),
    ),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'René Bernard' }).getByText('OX-A-S006', { exact: true }),
  ).toBeVisible();

  // The first device is free again, and its history names the patient, until today.
  await page.goto('/responsable/oxilios');
  const freed = region(page, 'manager.devices.available').getByRole('article', {
    name: fr('manager.devices.serial', { serial: 'OX-A-S005' }),
  });
  await freed.getByRole('button', { name: fr('manager.devices.history') }).click();
  const row = freed.getByRole('row').filter({ hasText: 'René Bernard' });
  await expect(row.getByRole('cell').last()).toHaveText(dayFromToday(0));
  await expectAccessible(page);
});

test('ending a service from the patient’s page schedules the archiving 30 days later', async ({
  page,
}) => {
  await signIn(page, demo.responsable, roleViews.responsable);
  await page.goto('/responsable/patients/list');
  await page.getByRole('searchbox', { name: fr('manager.patients.filter') }).fill('Léon Braun');
  await page.getByRole('link', { name: 'Léon Braun' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Léon Braun' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('button', { name: fr('manager.devices.associateTo', { name: 'Léon Braun' }) })
    .click();
  await dialog(page)
    .getByRole('combobox', { name: fr('manager.devices.chooseDevice') })
    .selectOption({ label: 'OX-A-S004' });
  await dialog(page)
    .getByRole('button', { name: fr('manager.devices.associate.confirm'), exact: true })
    .click();
  await page
    .getByRole('button', { name: fr('manager.devices.dissociate.title', { name: 'Léon Braun' }) })
    .click();
  await dialog(page)
    .getByRole('radio', { name: fr('manager.devices.after.end') })
    .check();
  await dialog(page)
    .getByRole('button', { name: fr('manager.devices.endService.confirm') })
    .click();
  const date = dayFromToday(30);
  await expect(
    page.getByText(fr('manager.devices.done.ended', { name: 'Léon Braun', date })),
  ).toBeVisible();
  await expect(page.getByText(fr('manager.patients.archiveScheduled', { date }))).toBeVisible();
});

test('a patient invited from the home page gets the email and awaits validation', async ({
  page,
  request,
}) => {
  await signIn(page, demo.responsable, roleViews.responsable);
  // The form ends the page, below its first screen: it renders as the manager scrolls down to it.
  await revealWholePage(page);
  const email = uniqueEmail('manager-invite');
  const form = region(page, 'manager.patients.invite.title');
  const field = (id: string) =>
    form.getByRole('textbox', { name: new RegExp(`^${fr(id).replace(/[()]/g, '\\$&')}`) });
  await field('manager.patients.invite.firstName').fill('Rose');
  await field('manager.patients.invite.lastName').fill('Klein');
  await field('manager.patients.invite.email').fill(email);
  await field('manager.patients.invite.phone').fill('06 12 34 56 78');
  await form.getByRole('button', { name: fr('manager.patients.invite.submit') }).click();
  await expect(form.getByText(fr('manager.patients.invite.done', { email }))).toBeVisible();
  const pending = region(page, 'manager.patients.pending.title');
  await expect(pending.getByText(email)).toBeVisible();
  await expectAccessible(page);

  const link = await emailLink(request, email, 'patient_invitation');
  expect(new URL(link).pathname).toBe('/signup/patient');
});

test('the other establishment’s manager sees none of these patients', async ({ page, request }) => {
  const tokens = await api.signIn(request, demo.responsable);
  const establishmentId = String(claimsOf(tokens.accessToken).establishmentId);

  // The second establishment's manager uses the portal in Luxembourgish.
  await signIn(page, demo.otherManager, roleView('responsable', 'lb'));
  await page.goto('/responsable/patients/list');
  await expect(page.getByRole('list').first()).toBeVisible();
  for (const name of ['René Bernard', 'Léon Braun', 'Odette Origer']) {
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  await page.goto('/responsable/oxilios');
  await expect(page.getByText('OX-A-S005')).toHaveCount(0);

  const other = await api.signIn(request, demo.otherManager);
  const answer = await callApi(
    request,
    endpoints.establishments.patients,
    { params: { id: establishmentId }, query: {} },
    other.accessToken,
  );
  expect([403, 404]).toContain(answer.status);
});

test('the manager’s screens fit 390 px without sideways scrolling', async ({ page }) => {
  await signIn(page, demo.responsable, roleViews.responsable);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/responsable/home',
    '/responsable/patients/list',
    '/responsable/patients/archives',
    '/responsable/oxilios',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
});
