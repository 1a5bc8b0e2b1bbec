/**
 * Issue 24, point 2, on the real API: a patient the establishment invited signs up and nobody
 * follows them; their manager asks a rehabilitator of the team to follow them from the patient's
 * page; the rehabilitator signs in, finds the request (naming who asked) among their requests,
 * accepts it, and initialises the patient: the functional capacity, then the daily objectives
 * pre-filled from that capacity's defaults (packages/domain/src/defaultObjectives.ts), one of them
 * adjusted. The manager's page then shows the rehabilitator and objectives set.
 */
import { defaultObjectiveValues, formatPersonName } from '@oxilio/domain';
import { endpoints } from '@oxilio/domain/contract';
import { expect, test, type Page } from '@playwright/test';
import {
  api,
  callApi,
  claimsOf,
  demo,
  emailLink,
  expectAccessible,
  newPassword,
  roleViews,
  signIn,
  translation,
  uniqueEmail,
  uniqueName,
} from './support';

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    translation('fr', id),
  );

/** The follow-up card of the manager's patient page. */
const followUpCard = (page: Page) =>
  page.getByRole('region', { name: fr('manager.followUp.title') });

test('the manager asks a rehabilitator of the team to follow a new patient, who is initialised from the defaults', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  // A new patient of the demo residence: invited by its manager, signed up, followed by nobody.
  const manager = await api.signIn(request, demo.responsable);
  const establishmentId = String(claimsOf(manager.accessToken).establishmentId);
  const email = uniqueEmail('follow-up');
  // A name of its own: the rehabilitator's requests list it among others.
  const patient = { firstName: 'Gisèle', lastName: uniqueName('Suivi') };
  const invited = await callApi(
    request,
    endpoints.establishments.invitePatient,
    {
      params: { id: establishmentId },
      body: {
        patientEmail: email,
        patientFirstName: patient.firstName,
        patientLastName: patient.lastName,
      },
    },
    manager.accessToken,
  );
  expect(invited.status).toBe(201);
  const link = new URL(await emailLink(request, email, 'patient_invitation'));
  const signedUp = await callApi(request, endpoints.applications.signup, {
    params: { type: 'patient', id: link.searchParams.get('applicationId') ?? '' },
    body: { verificationToken: link.searchParams.get('token') ?? '', password: newPassword() },
  });
  expect(signedUp.status).toBe(201);
  const list = await callApi(
    request,
    endpoints.establishments.patients,
    { params: { id: establishmentId }, query: {} },
    manager.accessToken,
  );
  const patientId = list.body.patients.find((item) => item.email === email)?.patientId ?? '';
  expect(patientId).not.toBe('');
  const patientName = formatPersonName(patient);

  const rehabilitator = await api.signIn(request, demo.reeducator);
  const rehabilitatorMe = await callApi(request, endpoints.users.me, {}, rehabilitator.accessToken);
  const rehabilitatorName = formatPersonName(rehabilitatorMe.body);
  const managerMe = await callApi(request, endpoints.users.me, {}, manager.accessToken);
  const managerName = formatPersonName(managerMe.body);

  // The manager: from the list's link (#demander-un-suivi) to the card, its action focused.
  await signIn(page, demo.responsable, roleViews.responsable);
  await page.goto(`/responsable/patients/${patientId}#demander-un-suivi`);
  const card = followUpCard(page);
  await expect(card.getByText(fr('manager.followUp.nobody'))).toBeVisible();
  await expect(card.getByText(fr('manager.followUp.objectivesNotSet'))).toBeVisible();
  const ask = card.getByRole('button', { name: fr('manager.followUp.ask') });
  await expect(ask).toBeFocused();
  await ask.click();
  const dialog = page.getByRole('dialog', {
    name: fr('manager.followUp.dialog.title', { name: patientName }),
  });
  await dialog.getByRole('radio', { name: rehabilitatorName }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: fr('manager.followUp.dialog.send') }).click();
  await expect(dialog).toBeHidden();
  await expect(
    card.getByText(fr('manager.followUp.sent', { name: rehabilitatorName })),
  ).toBeVisible();
  await expect(
    card.getByText(new RegExp(`^Demandé à ${rehabilitatorName} le .* par ${managerName}`)),
  ).toBeVisible();

  // The rehabilitator, in their own browser: the request names who asked; they accept.
  const rehabilitatorContext = await browser.newContext();
  const rehabilitatorPage = await rehabilitatorContext.newPage();
  await signIn(rehabilitatorPage, demo.reeducator, roleViews.reeducator);
  await rehabilitatorPage.goto('/reeducateur/patients');
  const requests = rehabilitatorPage.getByRole('region', {
    name: fr('reeducator.patients.requests.title'),
  });
  const row = requests.getByRole('listitem').filter({ hasText: patientName });
  await expect(row.getByText(new RegExp(`^Demandé par ${managerName} \\(`))).toBeVisible();
  await row.getByRole('button', { name: fr('reeducator.patients.requests.confirm') }).click();
  await expect(
    requests.getByText(fr('reeducator.patients.requests.confirmed', { name: patientName })),
  ).toBeVisible();

  // Initialisation: no objective yet; the capacity brings its defaults, one is adjusted.
  await rehabilitatorPage.goto(`/reeducateur/patients/${patientId}/initialize`);
  const objectivesForm = rehabilitatorPage.getByRole('form', {
    name: fr('rehabilitator.initialize.objectives'),
  });
  await expect(
    objectivesForm.getByText(fr('rehabilitator.initialize.objectivesNotSet')),
  ).toBeVisible();
  const clinical = rehabilitatorPage.getByRole('form', {
    name: fr('rehabilitator.initialize.clinical'),
  });
  await clinical
    .getByRole('radio', { name: new RegExp(`^${fr('domain.functionalCapacity.standing')}`) })
    .check();
  await clinical.getByRole('button', { name: fr('rehabilitator.initialize.save') }).click();
  await expect(clinical.getByText(fr('rehabilitator.initialize.saved'))).toBeVisible();
  const steps = objectivesForm.getByRole('textbox', { name: fr('domain.metric.StepCount') });
  await expect(steps).toHaveValue(String(defaultObjectiveValues[2].StepCount));
  await expect(
    objectivesForm.getByText(fr('rehabilitator.initialize.objectivesNotSet')),
  ).toHaveCount(0);
  await steps.fill('150');
  await objectivesForm.getByRole('button', { name: fr('rehabilitator.initialize.save') }).click();
  await expect(objectivesForm.getByText(fr('rehabilitator.initialize.saved'))).toBeVisible();
  await rehabilitatorContext.close();

  // The manager's page: followed, the capacity, objectives set by the rehabilitator.
  await page.reload();
  await expect(card.getByText(rehabilitatorName, { exact: true })).toBeVisible();
  await expect(
    card.getByText(fr('domain.functionalCapacity.standing'), { exact: true }),
  ).toBeVisible();
  await expect(card.getByText(fr('manager.followUp.objectivesOwn'))).toBeVisible();
  await expect(card.getByText(fr('manager.followUp.nobody'))).toHaveCount(0);
  await expectAccessible(page);
});
