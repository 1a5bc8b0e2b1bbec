/**
 * The start-up dialogs of a patient (docs/product.md#start-up-modals): a rehabilitator's invitation,
 * accepted and refused, and a new success announced until the patient has closed its dialog. Each
 * test makes its own pending invitation (and success) through the API first, so the tests do not
 * depend on one another or on their order.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  answers,
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
        `${name}, spécialiste de la rééducation, souhaite vous ajouter à sa patientèle`,
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

/**
 * A resident followed by the demo rehabilitator, with an account and no self-rehabilitation session
 * done yet, does their first one (a program of one 3-second exercise, through the API): they earn
 * the "first session" success, which the recap lists until they acknowledge it. The coordinator
 * then invites them, so that the invitation comes first.
 */
async function firstSessionBehindAnInvitation(request: APIRequestContext) {
  const rehabilitator = await api.signIn(request, julien.email);
  const rehabilitatorId = String(claimsOf(rehabilitator.accessToken).reeducatorId);
  const followed = await callApi(
    request,
    endpoints.rehabilitators.patients,
    { params: { id: rehabilitatorId }, query: { archived: false } },
    rehabilitator.accessToken,
  );
  expect(followed.status).toBe(200);
  let email: string | null = null;
  for (const candidate of followed.body) {
    const params = { id: candidate.patientId };
    const [detail, achievements] = await Promise.all([
      callApi(
        request,
        endpoints.rehabilitators.patient,
        { params: { id: rehabilitatorId, patientId: candidate.patientId } },
        rehabilitator.accessToken,
      ),
      callApi(
        request,
        endpoints.achievements.patientAchievements,
        { params },
        rehabilitator.accessToken,
      ),
    ]);
    const firstSession = achievements.body.tags.find((tag) => tag.id === 'first_session');
    if (
      detail.body.email?.endsWith('@patients.demo.oxilio.test') &&
      firstSession?.earnedAt === null
    ) {
      email = detail.body.email;
      break;
    }
  }
  expect(email, 'a followed resident with an account and no session done').not.toBeNull();

  const exercises = await callApi(
    request,
    endpoints.programs.exercises,
    {},
    rehabilitator.accessToken,
  );
  const program = await callApi(
    request,
    endpoints.programs.create,
    {
      body: {
        name: `Première séance ${Date.now() % 100000}`,
        exercises: exercises.body.slice(0, 1).map((exercise) => ({
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
  const patient = await api.signIn(request, email!);
  const patientId = String(claimsOf(patient.accessToken).patientId);
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
  const current = await callApi(
    request,
    endpoints.sessions.current,
    { params: { id: patientId, isSelfReeducation: true } },
    patient.accessToken,
  );
  const session = current.body.session!;
  const sessionId = session.id ?? '';
  expect(sessionId, 'today’s self-rehabilitation session').not.toBe('');
  for (const step of session.steps) {
    const done = await callApi(
      request,
      endpoints.sessions.step,
      { params: { id: sessionId }, body: { duration: step.estimatedDurationSeconds, effort: 4 } },
      patient.accessToken,
    );
    expect(done.status).toBe(201);
  }
  const reviewed = await callApi(
    request,
    endpoints.sessions.review,
    { params: { id: sessionId }, body: { pain: 1, difficulty: 2 } },
    patient.accessToken,
  );
  expect(reviewed.status).toBe(200);

  const coordinator = await api.signIn(request, thomas.email);
  const invited = await callApi(
    request,
    endpoints.rehabilitators.linkPatient,
    { params: { id: String(claimsOf(coordinator.accessToken).reeducatorId) }, body: { patientId } },
    coordinator.accessToken,
  );
  expect(invited.status).toBe(201);

  return {
    email: email!,
    /** The recap's announcements, read through the API as the patient. */
    async announcements() {
      const recap = await callApi(
        request,
        endpoints.patients.recap,
        { params: { id: patientId } },
        patient.accessToken,
      );
      expect(recap.status).toBe(200);
      return { rank: recap.body.newRank, tags: recap.body.newTags.map((tag) => tag.id) };
    },
  };
}

test('a new success left behind an invitation comes back until the patient closes its dialog', async ({
  page,
  request,
}) => {
  const resident = await firstSessionBehindAnInvitation(request);
  // Reading the recap marks nothing seen.
  await resident.announcements();
  expect(await resident.announcements()).toEqual({ rank: null, tags: ['first_session'] });

  await openLogin(page);
  await submitLogin(page, resident.email, demoPassword);
  await expect(page).toHaveURL(roleViews.patient.home);
  const invitation = startupDialog(page);
  await expect(invitation.getByRole('heading', { name: invitationTitle })).toBeVisible();
  await expect(invitation).toContainText('Thomas Kieffer');

  // The tab is left with the invitation on top: the page read the recap, showed no success.
  await page.reload();
  await expect(invitation.getByRole('heading', { name: invitationTitle })).toBeVisible();
  expect(await resident.announcements()).toEqual({ rank: null, tags: ['first_session'] });

  await invitation.getByRole('button', { name: 'Refuser' }).click();
  const success = page.getByRole('dialog', { name: 'Nouveau succès débloqué !' });
  await expect(success).toContainText('« Première séance »');
  await expectAccessible(page);

  // Shown is not acknowledged: a reload brings it back (the invitation is answered).
  await page.reload();
  await expect(success).toContainText('« Première séance »');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  const acknowledged = page.waitForResponse((response) =>
    answers(response, endpoints.achievements.acknowledge),
  );
  await success.getByRole('button', { name: 'Continuer' }).click();
  await expect(success).toBeHidden();
  expect((await acknowledged).status()).toBe(204);
  expect(await resident.announcements()).toEqual({ rank: null, tags: [] });

  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(startupDialog(page)).toHaveCount(0);
  await expectHome(page, roleViews.patient);
});
