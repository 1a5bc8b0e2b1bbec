/**
 * Prescription safety on the real API with the demo data (docs/product.md#prescription-safety): the
 * demo rehabilitator assigns a walking program to a seated patient they follow; the portal shows
 * each mismatch in words and asks, the confirmation goes through, and the patient's file warns on
 * every tab with who confirmed it.
 */
import { expect, test } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  claimsOf,
  demo,
  expectAccessible,
  roleViews,
  signIn,
  translation,
} from './support';

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{${key}}`, String(value)),
    translation('fr', id),
  );

test('a walking program for a seated patient is confirmed, recorded, and shown on the file', async ({
  page,
  request,
}) => {
  const name = `Marche longue ${Date.now() % 100000}`;
  const { tokens, patients: followed } = await api.demoRehabilitator(request);
  // A program of the rehabilitator's with "Walking 10 metres" and "Walking with long strides".
  const program = await callApi(
    request,
    endpoints.programs.create,
    { body: { name, exercises: [{ exerciseId: 49 }, { exerciseId: 62 }] } },
    tokens.accessToken,
  );
  expect(program.status).toBe(201);
  // A seated patient they follow, other than the demo patient (whom other tests use).
  const demoPatientId = claimsOf((await api.signIn(request, demo.patient)).accessToken).patientId;
  const seated = followed.find(
    (candidate) => candidate.functionalCapacity === 1 && candidate.patientId !== demoPatientId,
  );
  expect(seated, 'a seated patient followed by the demo rehabilitator').toBeDefined();
  const patientName = `${seated!.firstName} ${seated!.lastName}`;

  await signIn(page, demo.reeducator, roleViews.reeducator);
  await page.goto(`/reeducateur/patients/${seated!.patientId}/auto-reeducation`);
  const select = page.getByRole('combobox', { name: fr('rehabilitator.selfRehab.program') });
  await select.selectOption({ label: `${fr('rehabilitator.selfRehab.mine')} – ${name}` });
  await page
    .getByRole('radio', { name: new RegExp(fr('rehabilitator.selfRehab.kindSelf')) })
    .check();
  await page
    .getByRole('button', { name: fr('rehabilitator.selfRehab.assign'), exact: true })
    .click();

  // The question, with each mismatch in words.
  const dialog = page.getByRole('alertdialog', {
    name: fr('rehabilitator.prescription.assignTitle'),
  });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(fr('rehabilitator.prescription.assignDescription', { name: patientName })),
  ).toBeVisible();
  const capacity = translation('fr', 'domain.functionalCapacity.seated');
  for (const exercise of [49, 62]) {
    await expect(
      dialog.getByText(
        fr('rehabilitator.prescription.walk', {
          exercise: translation('fr', `domain.exercise.${exercise}.name`),
          capacity,
        }),
      ),
    ).toBeVisible();
  }
  await expectAccessible(page);
  await dialog
    .getByRole('button', { name: fr('rehabilitator.prescription.assignConfirm') })
    .click();
  await expect(page.getByText(fr('rehabilitator.selfRehab.assigned', { name }))).toBeVisible();
  const self = page.getByRole('region', { name: fr('rehabilitator.selfRehab.selfTitle') });
  await expect(self.getByRole('heading', { name })).toBeVisible();

  // The file warns, on every tab, with who confirmed.
  const banner = page.getByRole('alert').filter({
    hasText: fr('rehabilitator.prescription.bannerTitle').replace(
      /^\{count, plural, one \{(.*?)\} other.*$/,
      '$1',
    ),
  });
  await expect(banner).toBeVisible();
  await expect(
    banner.getByText(fr('rehabilitator.prescription.selfProgram', { name })),
  ).toBeVisible();
  await expect(banner.getByText(/^Écart confirmé par .+ le \d\d\/\d\d\/\d\d\.$/)).toBeVisible();
  await page.goto(`/reeducateur/patients/${seated!.patientId}/synthese`);
  await expect(banner).toBeVisible();
  await expectAccessible(page);

  // The API says the same, with the confirmation recorded.
  const assigned = await callApi(
    request,
    endpoints.programs.patientPrograms,
    { params: { id: seated!.patientId, isSelfRehabilitation: true } },
    tokens.accessToken,
  );
  const active = assigned.body.find((item) => item.active)!;
  expect(active.program.id).toBe(program.body.id);
  expect(active.mismatches.map((mismatch) => mismatch.exerciseId)).toEqual([49, 62]);
  expect(active.confirmation?.mismatches).toHaveLength(2);
});
