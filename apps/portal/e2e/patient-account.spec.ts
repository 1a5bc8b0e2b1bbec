/**
 * The patient's account, adapted activities and sound programs on the real API with the demo
 * data: a profile edit saved and still there after a reload, a bad input refused with its
 * translated message, who viewed the data, their data for their doctor (the FHIR file, the printable
 * summary and its CSV), the password changed through the emailed link, the activities (enrol,
 * leave), the guides; each screen checked by axe, in every language, and at 390 px wide without
 * sideways scrolling.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatMetricAgainst } from '@oxilio/domain';
import { endpoints } from '@oxilio/domain/contract';
import {
  answers,
  api,
  callApi,
  claimsOf,
  demo,
  emailLink,
  expectAccessible,
  expectHome,
  expectNoSidewaysScroll,
  type Locale,
  localeNames,
  locales,
  loginTexts,
  newPassword,
  pageHeading,
  roleViews,
  signIn,
  submitLogin,
  translation,
  uniqueEmail,
} from './support';

const fr = (id: string) => translation('fr', id);

/** A card of the account page, by its title. */
const card = (page: Page, id: string, locale: Locale = 'fr') =>
  page.getByRole('region', { name: translation(locale, id) });

/** Opens the account tab (or, `reload`, reloads it) and waits for the personal information. */
async function openAccount(page: Page, locale: Locale = 'fr', { reload = false } = {}) {
  if (reload) {
    await page.reload();
  } else {
    await page.goto('/profil/account');
  }
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: translation(locale, 'portal.title.profile.account'),
    }),
  ).toBeVisible();
  await expect(
    card(page, 'patient.account.personal.title', locale).getByRole('button', {
      name: translation(locale, 'patient.account.personal.edit'),
    }),
  ).toBeVisible();
}

/** Visible text that looks like a message id of these screens (patient.x, portal.x...). */
async function rawMessageIds(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.match(/\b(?:patient|portal|ui|domain)\.[A-Za-z][\w.-]*/g) ?? [];
}

test('the demo patient edits their information: a bad input is refused, a good one kept after a reload', async ({
  page,
}) => {
  await signIn(page, demo.patient, roleViews.patient);
  await openAccount(page);
  await expectAccessible(page);
  const personal = card(page, 'patient.account.personal.title');
  await expect(personal.getByText('Jeanne', { exact: true })).toBeVisible();
  await expect(personal.getByText(demo.patient, { exact: true })).toBeVisible();

  await personal.getByRole('button', { name: fr('patient.account.personal.edit') }).click();
  const firstName = personal.getByRole('textbox', {
    name: fr('patient.account.personal.firstName'),
  });
  const phone = personal.getByRole('textbox', { name: fr('patient.account.personal.phone') });
  await expect(firstName).toBeFocused();
  await firstName.fill('');
  await phone.fill('zéro six douze');
  await personal.getByRole('button', { name: fr('patient.account.personal.save') }).click();
  await expect(personal.getByText(fr('portal.validation.firstNameRequired'))).toBeVisible();
  await expect(personal.getByText(fr('patient.account.validation.phoneInvalid'))).toBeVisible();
  await expect(firstName).toBeFocused();
  await expectAccessible(page);

  const newPhone = `+33 6 ${String(Date.now())
    .slice(-8)
    .replace(/(\d\d)(?=\d)/g, '$1 ')}`;
  await firstName.fill('Jeanne');
  await phone.fill(newPhone);
  const saved = page.waitForResponse(
    (response) => answers(response, endpoints.patients.patchPatient) && response.ok(),
  );
  await personal.getByRole('button', { name: fr('patient.account.personal.save') }).click();
  await saved;
  await expect(personal.getByText(fr('patient.account.personal.saved'))).toBeVisible();
  await expect(personal.getByText(newPhone, { exact: true })).toBeVisible();

  await openAccount(page, 'fr', { reload: true });
  await expect(
    card(page, 'patient.account.personal.title').getByText(newPhone, { exact: true }),
  ).toBeVisible();
});

test('the demo patient sees which professionals viewed or changed their data', async ({ page }) => {
  await signIn(page, demo.patient, roleViews.patient);
  await openAccount(page);
  const log = card(page, 'patient.account.accessLog.title');
  const entries = log.getByRole('listitem');
  await expect(entries.first()).toBeVisible();
  await expect(log.getByText('Julien Weber').first()).toBeVisible();
  await expect(log.getByText(translation('fr', 'domain.role.reeducator')).first()).toBeVisible();
  // Only professionals: never the patient herself, never another resident.
  await expect(log.getByText('Jeanne Welter')).toHaveCount(0);
  const before = await entries.count();
  await log.getByRole('button', { name: fr('patient.account.accessLog.showMore') }).click();
  await expect.poll(() => entries.count()).toBeGreaterThan(before);
  await expectAccessible(page);

  // A guide of the account, printable.
  await card(page, 'patient.guides.cardTitle')
    .getByRole('link', { name: fr('patient.guides.selfRehabilitation.title') })
    .click();
  await expect(page).toHaveURL('/guides/self-rehabilitation');
  await expect(pageHeading(page, fr('patient.guides.selfRehabilitation.title'))).toBeVisible();
  await expect(page.getByRole('button', { name: fr('patient.guides.print') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectAccessible(page);
  // On paper: the guide without the app's header.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: fr('patient.guides.print') })).toBeHidden();
  await expect(pageHeading(page, fr('patient.guides.selfRehabilitation.title'))).toBeVisible();
});

test('the demo patient downloads their whole record as a FHIR file for their doctor', async ({
  page,
}) => {
  await signIn(page, demo.patient, roleViews.patient);
  await openAccount(page);
  const mine = card(page, 'myData.title');
  await expect(mine.getByText(fr('myData.body'))).toBeVisible();
  const downloading = page.waitForEvent('download');
  await mine.getByRole('button', { name: fr('myData.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mes-donnees-oxilio-\d{4}-\d{2}-\d{2}\.json$/);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    resourceType: string;
    type: string;
    entry: { fullUrl: string; resource: Record<string, unknown> & { resourceType: string } }[];
  };
  expect(record).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const types = new Set(record.entry.map((item) => item.resource.resourceType));
  expect([...types].sort()).toEqual(['Device', 'Goal', 'Observation', 'Organization', 'Patient']);
  const [patient] = record.entry.filter((item) => item.resource.resourceType === 'Patient');
  expect(patient!.resource.name).toEqual([
    expect.objectContaining({ family: 'Welter', given: ['Jeanne'] }),
  ]);
  // Months of days, each Observation once (every page was followed).
  const urls = record.entry.map((item) => item.fullUrl);
  expect(new Set(urls).size).toBe(urls.length);
  const steps = record.entry.filter((item) =>
    JSON.stringify(item.resource.code ?? '').includes('41950-7'),
  );
  expect(steps.length).toBeGreaterThan(60);
  await expect(mine.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('the demo patient opens a summary for their doctor: the API’s figures, printable, and as CSV', async ({
  page,
  request,
}) => {
  await signIn(page, demo.patient, roleViews.patient);
  await openAccount(page);
  await card(page, 'myData.title')
    .getByRole('link', { name: fr('myData.summaryLink') })
    .click();
  await expect(page).toHaveURL('/profil/summary');
  await expect(pageHeading(page, fr('portal.title.profile.summary'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jeanne Welter' })).toBeVisible();
  const measures = page.getByRole('table', { name: fr('rehabilitator.report.metrics') });
  await expect(measures).toBeVisible();
  // The care team's clinical reading stays in their report.
  await expect(
    page.getByRole('heading', { name: fr('rehabilitator.report.clinical') }),
  ).toHaveCount(0);
  await expectAccessible(page);

  // The steps of the period shown, as the API gives them to the patient.
  const from = await page.getByLabel(fr('ui.dateRange.from')).inputValue();
  const to = await page.getByLabel(fr('ui.dateRange.to')).inputValue();
  const { accessToken } = await api.signIn(request, demo.patient);
  const stats = await callApi(
    request,
    endpoints.stats.patientStats,
    {
      params: { id: String(claimsOf(accessToken).patientId) },
      query: { types: 'StepCount,StepCountObjective', from, to },
    },
    accessToken,
  );
  expect(stats.status).toBe(200);
  const measured = (key: string) =>
    (stats.body.series[key] ?? []).filter((value): value is number => value !== null);
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const steps = measured('StepCount');
  expect(steps.length, 'days with steps in the last 4 weeks of the demo').toBeGreaterThan(10);
  const stepsRow = measures.getByRole('row', {
    name: new RegExp(`^${fr('domain.metric.StepCount')}`),
  });
  await expect(stepsRow.getByRole('cell').nth(0)).toHaveText(
    formatMetricAgainst('StepCount', mean(steps), mean(measured('StepCountObjective')), 'fr'),
  );
  await expect(stepsRow.getByRole('cell').last()).toHaveText(String(steps.length));

  // The measures as CSV, one row per day of the period, in the French spreadsheet dialect.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: fr('rehabilitator.report.csv') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`oxilio-mesures-jeanne-welter-${from}_${to}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  // First, whom and what the file is about; an empty line; then the table.
  const [patientLine, idLine, periodLine, exportLine, blank, header, ...lines] = csv
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n');
  expect(patientLine).toBe(`${fr('rehabilitator.report.csvPatient')};Jeanne Welter`);
  expect(idLine).toBe(
    `${fr('rehabilitator.report.csvIdentifier')};${String(claimsOf(accessToken).patientId)}`,
  );
  expect(periodLine).toBe(`${fr('rehabilitator.report.csvPeriod')};${from};${to}`);
  expect(exportLine).toMatch(new RegExp(`^${fr('rehabilitator.report.csvExportedOn')};\\d{4}-`));
  expect(blank).toBe('');
  expect(header).toMatch(new RegExp(`^Date;${fr('domain.metric.StepCount')}`));
  expect(lines).toHaveLength(28);
  expect(lines[0]).toMatch(new RegExp(`^${from};`));
  expect(lines.filter((line) => /^[\d-]+;\d/.test(line))).toHaveLength(steps.length);

  // On paper: the summary without the app's header, the controls or the way back.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: fr('rehabilitator.report.print') })).toBeHidden();
  await expect(page.getByRole('link', { name: fr('patient.summary.back') })).toBeHidden();
  await expect(pageHeading(page, fr('portal.title.profile.summary'))).toBeVisible();
  await expect(measures).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: fr('patient.summary.back') }).click();
  await expect(page).toHaveURL('/profil/account');
});

test('a patient changes their password through the emailed link', async ({ page, request }) => {
  // Its own account: resetting the demo patient's password would sign the other tests out.
  const email = uniqueEmail('account-password');
  const oldPassword = newPassword();
  const password = newPassword();
  await api.createAccount(request, email, oldPassword);
  await signIn(page, email, roleViews.patient, { password: oldPassword });
  await openAccount(page);
  const passwordCard = card(page, 'patient.account.password.title');
  await expect(passwordCard.getByText(email)).toBeVisible();
  await passwordCard.getByRole('button', { name: fr('patient.account.password.send') }).click();
  await expect(passwordCard.getByText(fr('portal.notice.resetEmailSent'))).toBeVisible();
  await expectAccessible(page);
  // The link is opened signed out, as on another device.
  await page
    .getByRole('main')
    .getByRole('button', { name: fr('portal.layout.signOut') })
    .click();
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();

  const link = await emailLink(request, email, 'reset_password');
  await page.goto(link);
  await expect(pageHeading(page, 'Nouveau mot de passe')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill(password);
  await page
    .getByRole('textbox', { name: 'Confirmez le nouveau mot de passe', exact: true })
    .fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText(fr('portal.notice.passwordChanged'))).toBeVisible();

  await page.getByRole('link', { name: 'Aller à la connexion' }).click();
  await submitLogin(page, email, oldPassword);
  await expect(page.getByText(loginTexts.invalidCredentials, { exact: true })).toBeVisible();
  await submitLogin(page, email, password);
  await expectHome(page, roleViews.patient);
});

test('the demo patient enrols in an adapted activity, leaves it, and finds the sound programs', async ({
  page,
}) => {
  await signIn(page, demo.patient, roleViews.patient);
  await page.getByRole('link', { name: fr('portal.menu.adaptedActivities') }).click();
  await expect(page).toHaveURL('/activities');
  await expect(pageHeading(page, fr('portal.title.activities'))).toBeVisible();
  const mine = page.getByRole('region', { name: fr('patient.activities.mine') });
  const offered = page.getByRole('region', {
    name: fr('patient.activities.offered.establishment'),
  });
  const catalogue = page.getByRole('region', { name: fr('patient.activities.offered.catalogue') });
  await expect(mine.getByRole('heading', { name: 'Gym douce sur chaise' })).toBeVisible();
  await expect(mine.getByRole('heading', { name: 'Étirements du matin' })).toBeVisible();
  await expect(offered.getByText('Jeudi 15 h, départ du hall d’accueil')).toBeVisible();
  await expect(catalogue.getByRole('heading', { name: 'Yoga sur chaise' })).toBeVisible();
  await expectAccessible(page);

  const walk = offered.getByRole('article', { name: 'Marche dans le parc' });
  await walk.getByRole('button', { name: fr('patient.activities.enrol') }).click();
  const walkMine = mine.getByRole('article', { name: 'Marche dans le parc' });
  await expect(walkMine).toBeVisible();
  await expect(walkMine.getByRole('heading', { name: 'Marche dans le parc' })).toBeFocused();
  await page.reload();
  await expect(walkMine).toBeVisible();

  await walkMine.getByRole('button', { name: fr('patient.activities.leave') }).click();
  const confirm = page.getByRole('alertdialog');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: fr('patient.activities.leave') }).click();
  await expect(offered.getByRole('article', { name: 'Marche dans le parc' })).toBeVisible();
  await expect(walkMine).toHaveCount(0);

  // An activity's page, then the sound programs.
  await offered
    .getByRole('article', { name: 'Atelier équilibre' })
    .getByRole('link', { name: fr('patient.activities.details') })
    .click();
  await expect(pageHeading(page, fr('portal.title.apa'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Atelier équilibre' })).toBeVisible();
  const sounds = page.getByRole('region', { name: fr('patient.apa.soundTitle') });
  const programs = sounds.getByRole('article');
  await expect(programs.first()).toBeVisible();
  expect(await programs.count()).toBeGreaterThanOrEqual(6);
  await expect(
    sounds.getByRole('heading', { name: fr('patient.soundPrograms.breathing-calm.name') }),
  ).toBeVisible();
  // The program whose audio is in the media directory plays it from the API; the others say
  // plainly that their audio is not available.
  const slowRhythm = sounds.getByRole('article', {
    name: fr('patient.soundPrograms.cadence-080.name'),
  });
  // The API serves the file: the browser reads its length (20 s), not the program's 10 min.
  await expect
    .poll(() => slowRhythm.locator('audio').evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBe(20);
  await slowRhythm.getByRole('button', { name: fr('patient.soundPrograms.play') }).click();
  await expect(
    slowRhythm.getByRole('button', { name: fr('patient.soundPrograms.pause') }),
  ).toBeVisible();
  await expect(slowRhythm.getByText(fr('patient.soundPrograms.unavailableTitle'))).toHaveCount(0);
  const breathing = sounds.getByRole('article', {
    name: fr('patient.soundPrograms.breathing-calm.name'),
  });
  await expect(breathing.getByText(fr('patient.soundPrograms.unavailableTitle'))).toBeVisible();
  await expect(
    breathing.getByRole('button', { name: fr('patient.soundPrograms.play') }),
  ).toHaveCount(0);
  await expectAccessible(page);
});

test('the patient screens at 390 px wide: nothing to scroll sideways, axe clean', async ({
  page,
}) => {
  await signIn(page, demo.patient, roleViews.patient);
  // A phone's width (the menu folds behind a button there).
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/profil/account',
    '/profil/summary',
    '/activities',
    '/apa',
    '/guides/getting-started',
  ]) {
    await page.goto(path);
    await expect(pageHeading(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
  await openAccount(page);
  await card(page, 'patient.account.personal.title')
    .getByRole('button', { name: fr('patient.account.personal.edit') })
    .click();
  await card(page, 'patient.account.personal.title')
    .getByRole('button', { name: fr('patient.account.personal.save') })
    .scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
});

test('the account and the activities in the seven languages', async ({ page, request }) => {
  // Seven languages, two screens each, one browser: longer than one screen's test.
  test.slow();
  // Its own account: the demo patient's language is French for the other tests.
  const email = uniqueEmail('account-locales');
  const password = newPassword();
  await api.createAccount(request, email, password);
  await signIn(page, email, roleViews.patient, { password });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of locales) {
    await page.goto('/profil/account');
    await expect(page.getByRole('combobox')).toBeVisible();
    const saved = page.waitForResponse(
      (response) => answers(response, endpoints.patients.patchUser) && response.ok(),
    );
    await page.getByRole('combobox').selectOption({ label: localeNames[locale] });
    await saved;
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await openAccount(page, locale);
    for (const id of [
      'patient.account.password.title',
      'patient.account.accessLog.title',
      'patient.guides.cardTitle',
    ]) {
      await expect(card(page, id, locale)).toBeVisible();
    }
    await expect(
      card(page, 'patient.account.accessLog.title', locale).getByText(
        translation(locale, 'patient.account.accessLog.emptyTitle'),
      ),
    ).toBeVisible();
    expect(await rawMessageIds(page), `message ids shown in ${locale}`).toEqual([]);
    await expectNoSidewaysScroll(page);

    await page.goto('/activities');
    await expect(pageHeading(page, translation(locale, 'portal.title.activities'))).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: translation(locale, 'patient.activities.mine') }),
    ).toBeVisible();
    expect(await rawMessageIds(page), `message ids shown in ${locale}`).toEqual([]);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
});
