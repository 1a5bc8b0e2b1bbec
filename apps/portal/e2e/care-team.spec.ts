/**
 * A patient's care team on the real API (issue 24, point 4): a resident of the demo residence,
 * followed for the test by the occupational therapist Sophie Hoffmann (who follows nobody another
 * spec relies on), opens her care team, stops sharing her data with Sophie after confirming; Sophie
 * no longer has her among her patients, sees that the patient ended the follow-up, and her file
 * says so instead of opening.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatPersonName } from '@oxilio/domain';
import { endpoints } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  claimsOf,
  demo,
  expectAccessible,
  roleView,
  signIn,
  translation,
  type Locale,
} from './support';

const therapist = 'sophie.hoffmann@demo.oxilio.test';

const say = (locale: Locale, id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    translation(locale, id),
  );

/**
 * A resident with an account whom Sophie does not follow (the last of the list: the other specs
 * pick theirs by name or first), now followed by her: she invites, the resident accepts.
 */
async function residentFollowedBySophie(request: APIRequestContext) {
  const manager = await api.signIn(request, demo.responsable);
  const establishmentId = String(claimsOf(manager.accessToken).establishmentId);
  const sophie = await api.signIn(request, therapist);
  const sophieId = String(claimsOf(sophie.accessToken).reeducatorId);
  const [residents, followed] = await Promise.all([
    callApi(
      request,
      endpoints.establishments.patients,
      { params: { id: establishmentId }, query: { archived: false } },
      manager.accessToken,
    ),
    callApi(
      request,
      endpoints.rehabilitators.patients,
      { params: { id: sophieId }, query: {} },
      sophie.accessToken,
    ),
  ]);
  expect(residents.status).toBe(200);
  const hers = new Set(followed.body.map((patient) => patient.patientId));
  const resident = residents.body.patients
    .filter(
      (patient) =>
        patient.email?.endsWith('@patients.demo.oxilio.test') &&
        patient.registrationStatus === 'active' &&
        !hers.has(patient.patientId),
    )
    .at(-1);
  expect(resident, 'a resident with an account whom Sophie does not follow').toBeDefined();
  const invited = await callApi(
    request,
    endpoints.rehabilitators.linkPatient,
    { params: { id: sophieId }, body: { patientId: resident!.patientId } },
    sophie.accessToken,
  );
  expect(invited.status).toBe(201);
  const patient = await api.signIn(request, resident!.email!);
  const accepted = await callApi(
    request,
    endpoints.patients.answerInvitation,
    {
      params: { id: resident!.patientId, invitationId: invited.body.id },
      body: { accepted: true },
    },
    patient.accessToken,
  );
  expect(accepted.status).toBe(200);
  const me = await callApi(request, endpoints.users.me, {}, patient.accessToken);
  return {
    email: resident!.email!,
    name: formatPersonName(resident!),
    patientId: resident!.patientId,
    locale: me.body.locale as Locale,
  };
}

test('a patient stops sharing her data with a rehabilitator, who then sees the follow-up ended', async ({
  page,
  request,
}) => {
  const resident = await residentFollowedBySophie(request);
  const fr = (id: string, values: Record<string, string | number> = {}) =>
    say(resident.locale, id, values);

  // The patient's care team: Sophie among those who follow her.
  await signIn(page, resident.email, roleView('patient', resident.locale));
  await page.goto('/profil/care-team');
  const team = page.getByRole('region', { name: fr('patient.careTeam.title') });
  const row = team.getByRole('listitem').filter({ hasText: 'Sophie Hoffmann' });
  await expect(row).toBeVisible();
  await expect(row.getByText(fr('patient.careTeam.since', { date: '' }).trim())).toBeVisible();
  await expectAccessible(page);

  // Stopping asks first and says what stops and what stays.
  const stop = row.getByRole('button', { name: fr('patient.careTeam.stopSharing') });
  await expect(stop).toHaveAccessibleDescription('Sophie Hoffmann');
  await stop.click();
  const dialog = page.getByRole('alertdialog', {
    name: fr('patient.careTeam.stopSharing.title', { name: 'Sophie Hoffmann' }),
  });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: fr('patient.careTeam.stopSharing.confirm') }).click();
  await expect(
    team.getByText(fr('patient.careTeam.stopped', { name: 'Sophie Hoffmann' })),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  // Sophie: the patient is no longer hers; the list says the patient ended the follow-up.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const sophieView = roleView('reeducator');
  await signIn(page, therapist, sophieView);
  // The sections appear together, once every list has answered.
  const ended = page.getByRole('region', { name: say('fr', 'reeducator.patients.ended.title') });
  const endedRow = ended.getByRole('listitem').filter({ hasText: resident.name });
  await expect(endedRow).toBeVisible();
  const current = page.getByRole('region', {
    name: say('fr', 'reeducator.patients.current.title'),
  });
  await expect(current).toBeVisible();
  await expect(current.getByRole('article', { name: resident.name })).toHaveCount(0);
  await expect(
    endedRow.getByText(
      new RegExp(
        `^${say('fr', 'reeducator.patients.ended.on', { date: '' })}\\d{2}/\\d{2}/\\d{2}$`,
      ),
    ),
  ).toBeVisible();
  await expectAccessible(page);

  // Her file no longer opens: the page says why.
  await page.goto(`/reeducateur/patients/${resident.patientId}/synthese`);
  await expect(page.getByText(say('fr', 'reeducator.patients.ended.fileTitle'))).toBeVisible();
  await expectAccessible(page);
});
