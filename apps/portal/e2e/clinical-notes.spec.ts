/**
 * Clinical notes on the real API (issue 28, point 4): the demo rehabilitator writes a note in a
 * patient's file and amends it; the note shows "Modifiée le …" and its first text stays readable
 * under "Voir la version précédente"; the author filter goes to the URL and survives a reload; the
 * manager of the establishment reads the note on her patient page and may not amend it.
 */
import { expect, test } from '@playwright/test';
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
} from './support';

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    translation('fr', id),
  );

test('a rehabilitator writes and amends a note; the earlier version stays visible', async ({
  page,
  request,
}) => {
  // A patient of the demo rehabilitator in the manager's establishment (the last by name: the
  // other specs pick theirs first or by name).
  const rehabilitator = await api.signIn(request, demo.reeducator);
  const manager = await api.signIn(request, demo.responsable);
  const rehabilitatorId = String(claimsOf(rehabilitator.accessToken).reeducatorId);
  const establishmentId = String(claimsOf(manager.accessToken).establishmentId);
  const [followed, residents] = await Promise.all([
    callApi(
      request,
      endpoints.rehabilitators.patients,
      { params: { id: rehabilitatorId }, query: {} },
      rehabilitator.accessToken,
    ),
    callApi(
      request,
      endpoints.establishments.patients,
      { params: { id: establishmentId }, query: { archived: false } },
      manager.accessToken,
    ),
  ]);
  expect(followed.status).toBe(200);
  expect(residents.status).toBe(200);
  const inResidence = new Set(residents.body.patients.map((item) => item.patientId));
  const patient = followed.body.filter((item) => inResidence.has(item.patientId)).at(-1);
  expect(patient, 'a patient of the demo rehabilitator in the demo residence').toBeDefined();

  const stamp = Date.now().toString(36);
  const first = `Équilibre debout 3 minutes sans appui (${stamp}).`;
  const second = `${first} Avec surveillance rapprochée au demi-tour.`;

  await signIn(page, demo.reeducator, roleView('reeducator'));
  await page.goto(`/reeducateur/patients/${patient!.patientId}/notes`);
  await expect(
    page.getByRole('heading', { level: 2, name: fr('portal.title.reeducator.patient.notes') }),
  ).toBeVisible();

  // Writing: the note is on top of the list, signed and dated.
  await page
    .getByRole('textbox', { name: new RegExp(`^${fr('clinicalNotes.noteLabel')}`) })
    .fill(first);
  await page.getByRole('button', { name: fr('clinicalNotes.save') }).click();
  await expect(page.getByText(fr('clinicalNotes.written'))).toBeVisible();
  const list = page.getByRole('region', { name: fr('clinicalNotes.title') });
  const row = list.getByRole('listitem').filter({ hasText: stamp });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/Le \d{2}\/\d{2}\/\d{2} — .+ · Rééducation/);
  await expectAccessible(page);

  // Amending: a new version; the first text is kept and reachable.
  await row.getByRole('button', { name: fr('clinicalNotes.amend') }).click();
  const text = row.getByRole('textbox', { name: new RegExp(fr('clinicalNotes.amendLabel')) });
  await expect(text).toBeFocused();
  await text.fill(second);
  await row.getByRole('button', { name: fr('clinicalNotes.saveAmendment') }).click();
  await expect(page.getByText(fr('clinicalNotes.amended'))).toBeVisible();
  const amended = list.getByRole('listitem').filter({ hasText: second });
  await expect(amended.getByText(/^Modifiée le \d{2}\/\d{2}\/\d{2}$/)).toBeVisible();
  await amended.getByText('Voir la version précédente').click();
  await expect(amended.getByText(first, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // The author filter goes to the URL and is there after a reload.
  await list.getByRole('combobox', { name: fr('clinicalNotes.author') }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]auteur=[0-9a-f-]{36}/);
  await page.reload();
  await expect(page).toHaveURL(/[?&]auteur=[0-9a-f-]{36}/);
  await expect(
    page.getByRole('region', { name: fr('clinicalNotes.title') }).getByRole('combobox', {
      name: fr('clinicalNotes.author'),
    }),
  ).not.toHaveValue('');

  // The manager of the establishment reads it on her patient page, the earlier version too, and
  // may not amend it (its author only).
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, demo.responsable, roleView('responsable'));
  await page.goto(`/responsable/patients/${patient!.patientId}#notes`);
  const managerList = page.getByRole('region', { name: fr('clinicalNotes.title') });
  const seen = managerList.getByRole('listitem').filter({ hasText: second });
  await expect(seen).toBeVisible();
  await expect(seen.getByRole('button', { name: fr('clinicalNotes.amend') })).toHaveCount(0);
  await seen.getByText('Voir la version précédente').click();
  await expect(seen.getByText(first, { exact: true })).toBeVisible();
  await expectAccessible(page);
});
