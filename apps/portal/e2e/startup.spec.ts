/**
 * The start-up dialog of a patient with a rehabilitator's invitation
 * (docs/product.md#start-up-modals): accepting and refusing. Each test makes its own pending
 * invitation through the API first (as the rehabilitator), so the tests do not depend on one
 * another or on their order.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  claimsOf,
  demo,
  demoPassword,
  openLogin,
  submitLogin,
  expectAccessible,
  expectHome,
  mainMenu,
  pageHeading,
  roleViews,
  startupDialog,
} from './support';

const invitationTitle = 'Demande de suivi';

interface Rehabilitator {
  email: string;
  firstName: string;
  lastName: string;
}

/** The demo rehabilitator (follows the demo patient in the seed) and the combined-role coordinator. */
const julien: Rehabilitator = { email: demo.reeducator, firstName: 'Julien', lastName: 'Weber' };
const thomas: Rehabilitator = { email: demo.coordinator, firstName: 'Thomas', lastName: 'Kieffer' };

async function asPatient(request: APIRequestContext) {
  const { accessToken } = await api.signIn(request, demo.patient);
  const patientId = String(claimsOf(accessToken).patientId);
  const params = { id: patientId };
  return {
    patientId,
    async invitations() {
      const answer = await callApi(
        request,
        endpoints.patients.listInvitations,
        { params },
        accessToken,
      );
      expect(answer.status).toBe(200);
      return answer.body;
    },
    async followers(): Promise<string[]> {
      const answer = await callApi(
        request,
        endpoints.patients.listRehabilitators,
        { params },
        accessToken,
      );
      expect(answer.status).toBe(200);
      return answer.body.map((row) => row.reeducatorId);
    },
  };
}

/**
 * Makes sure the rehabilitator has an invitation waiting for the demo patient's answer: ends an
 * existing follow-up first if there is one, then invites (POST /Reeducators/{id}/Patients).
 */
async function pendingInvitationFrom(request: APIRequestContext, rehabilitator: Rehabilitator) {
  const patient = await asPatient(request);
  const { accessToken } = await api.signIn(request, rehabilitator.email);
  const rehabilitatorId = String(claimsOf(accessToken).reeducatorId);
  const waiting = (await patient.invitations()).some(
    (row) =>
      row.reeducator.reeducatorId === rehabilitatorId &&
      row.origin === 'reeducator' &&
      row.accepted === null,
  );
  if (!waiting) {
    if ((await patient.followers()).includes(rehabilitatorId)) {
      const ended = await callApi(
        request,
        endpoints.rehabilitators.unlinkPatient,
        { params: { id: rehabilitatorId, patientId: patient.patientId } },
        accessToken,
      );
      expect(ended.status).toBe(200);
    }
    const invited = await callApi(
      request,
      endpoints.rehabilitators.linkPatient,
      { params: { id: rehabilitatorId }, body: { patientId: patient.patientId } },
      accessToken,
    );
    expect(invited.status).toBe(201);
  }
  return { patient, reeducatorId: rehabilitatorId };
}

/**
 * Signs in as the demo patient and waits for the invitation dialog of this rehabilitator; other
 * start-up dialogs (another rehabilitator's invitation, a new rank or tag) are closed on the way.
 */
async function openInvitationOf(page: Page, rehabilitator: Rehabilitator) {
  await signInKeepingDialogs(page);
  const name = `${rehabilitator.firstName} ${rehabilitator.lastName}`;
  for (let seen = 0; seen < 10; seen++) {
    const dialog = startupDialog(page);
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    if ((await dialog.textContent())?.includes(name)) {
      await expect(dialog.getByRole('heading', { name: invitationTitle })).toBeVisible();
      await expect(dialog).toContainText(
        `Le rééducateur ${name} souhaite vous ajouter à ses patients`,
      );
      // The focus is in the dialog, so a keyboard or screen reader user lands on the question.
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      return dialog;
    }
    const closing = await dialog.elementHandle();
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    await closing?.waitForElementState('hidden');
    await page.waitForLoadState('networkidle');
  }
  throw new Error(`no invitation dialog from ${name}`);
}

async function signInKeepingDialogs(page: Page) {
  await openLogin(page);
  await submitLogin(page, demo.patient, demoPassword);
  await expect(page).toHaveURL(roleViews.patient.home);
}

/** After a reload no dialog asks about this rehabilitator any more; the page is usable. */
async function expectNoInvitationFrom(page: Page, rehabilitator: Rehabilitator) {
  await page.reload();
  await expect(page).toHaveURL(roleViews.patient.home);
  await page.waitForLoadState('networkidle');
  const name = `${rehabilitator.firstName} ${rehabilitator.lastName}`;
  await expect(startupDialog(page).filter({ hasText: name })).toHaveCount(0);
  await expectHome(page, roleViews.patient);
}

test('the patient accepts a rehabilitator’s invitation from the start-up dialog', async ({
  page,
  request,
}) => {
  const { patient, reeducatorId: rehabilitatorId } = await pendingInvitationFrom(request, julien);
  const dialog = await openInvitationOf(page, julien);
  await dialog.getByRole('button', { name: 'Accepter' }).click();
  await expect(dialog).toBeHidden();

  await expect.poll(() => patient.followers()).toContain(rehabilitatorId);
  await expectNoInvitationFrom(page, julien);
  await expect(mainMenu(page).getByRole('link')).toHaveText(roleViews.patient.menu);
  await expectAccessible(page);
});

test('the patient refuses a rehabilitator’s invitation from the start-up dialog', async ({
  page,
  request,
}) => {
  const { patient, reeducatorId: rehabilitatorId } = await pendingInvitationFrom(request, thomas);
  const dialog = await openInvitationOf(page, thomas);
  await dialog.getByRole('button', { name: 'Refuser' }).click();
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () =>
      (await patient.invitations()).some((row) => row.reeducator.reeducatorId === rehabilitatorId),
    )
    .toBe(false);
  expect(await patient.followers()).not.toContain(rehabilitatorId);
  await expectNoInvitationFrom(page, thomas);
  await expect(mainMenu(page).getByRole('link')).toHaveText(roleViews.patient.menu);
  await expectAccessible(page);
});

test('an invitation closed without an answer waits for the next sign-in', async ({
  page,
  request,
}) => {
  await pendingInvitationFrom(request, thomas);
  const dialog = await openInvitationOf(page, thomas);
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(dialog).toBeHidden();
  // Closed: not asked again in this session, even after a reload.
  await expectNoInvitationFrom(page, thomas);

  // Signed out and in again: the question comes back.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(pageHeading(page, 'Connexion')).toBeVisible();
  const again = await openInvitationOf(page, thomas);
  await expect(again).toBeVisible();
});
