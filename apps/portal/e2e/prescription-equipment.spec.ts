/**
 * Prescription safety's equipment on the real API with the demo data
 * (docs/product.md#prescription-safety): the demo rehabilitator records at initialisation that a
 * patient has a glass but no table, the file says so, and assigning a program with « Prendre et
 * reposer un verre » (a table and a glass) asks first, naming the table missing.
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

test('equipment recorded at initialisation is checked when a program is assigned', async ({
  page,
  request,
}) => {
  const name = `Gestes à table ${Date.now() % 100000}`;
  const { tokens, patients: followed } = await api.demoRehabilitator(request);
  // « Marche sur place assis » and « Prendre et reposer un verre » (a table and a glass): seated.
  const program = await callApi(
    request,
    endpoints.programs.create,
    { body: { name, exercises: [{ exerciseId: 2 }, { exerciseId: 18 }] } },
    tokens.accessToken,
  );
  expect(program.status).toBe(201);
  // A standing patient they follow, other than the demo patient and the seated ones (other tests).
  const demoPatientId = claimsOf((await api.signIn(request, demo.patient)).accessToken).patientId;
  // A standing patient no other spec looks at: rehabilitator-patients.spec.ts expects Henri Goergen,
  // the first one, still waiting for a self-rehabilitation program.
  const patient = followed.find(
    (candidate) =>
      candidate.functionalCapacity === 2 &&
      candidate.patientId !== demoPatientId &&
      candidate.lastName === 'Marchal',
  );
  expect(patient, 'a standing patient followed by the demo rehabilitator').toBeDefined();
  const patientName = `${patient!.firstName} ${patient!.lastName}`;

  // Initialisation: a glass, no table.
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await page.goto(`/reeducateur/patients/${patient!.patientId}/initialize`);
  const form = page.getByRole('form', { name: fr('rehabilitator.initialize.clinical') });
  const equipment = form.getByRole('group', { name: fr('rehabilitator.initialize.equipment') });
  await equipment
    .getByRole('checkbox', { name: translation('fr', 'domain.equipment.glass') })
    .check();
  await equipment
    .getByRole('checkbox', { name: translation('fr', 'domain.equipment.table') })
    .uncheck();
  await expect(
    equipment.getByRole('checkbox', { name: fr('rehabilitator.initialize.equipmentNone') }),
  ).not.toBeChecked();
  await expectAccessible(page);
  await form.getByRole('button', { name: fr('rehabilitator.initialize.save') }).click();
  await expect(form.getByText(fr('rehabilitator.initialize.saved'))).toBeVisible();
  const glass = translation('fr', 'domain.equipmentInSentence.glass');
  await expect(
    page.getByText(fr('rehabilitator.patient.equipment', { list: glass })),
  ).toBeVisible();

  // Assigning the program asks, naming the table missing.
  await page.goto(`/reeducateur/patients/${patient!.patientId}/auto-reeducation`);
  await page
    .getByRole('combobox', { name: fr('rehabilitator.selfRehab.program') })
    .selectOption({ label: `${fr('rehabilitator.selfRehab.mine')} – ${name}` });
  await page
    .getByRole('radio', { name: new RegExp(fr('rehabilitator.selfRehab.kindSelf')) })
    .check();
  await page
    .getByRole('button', { name: fr('rehabilitator.selfRehab.assign'), exact: true })
    .click();
  const dialog = page.getByRole('alertdialog', {
    name: fr('rehabilitator.prescription.assignTitle'),
  });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(
      fr('rehabilitator.prescription.assignDescriptionEquipment', { name: patientName }),
    ),
  ).toBeVisible();
  const sentence = fr('rehabilitator.prescription.equipment', {
    exercise: translation('fr', 'domain.exercise.18.name'),
    missing: translation('fr', 'domain.equipmentNeeded.table'),
    available: glass,
  });
  await expect(dialog.getByText(sentence)).toBeVisible();
  await expectAccessible(page);
  await dialog
    .getByRole('button', { name: fr('rehabilitator.prescription.assignConfirm') })
    .click();
  await expect(page.getByText(fr('rehabilitator.selfRehab.assigned', { name }))).toBeVisible();
  // The file warns with the same sentence.
  await expect(page.getByRole('alert').filter({ hasText: sentence })).toBeVisible();

  // The API recorded the equipment and the confirmation.
  const assigned = await callApi(
    request,
    endpoints.programs.patientPrograms,
    { params: { id: patient!.patientId, isSelfRehabilitation: true } },
    tokens.accessToken,
  );
  const active = assigned.body.find((item) => item.active)!;
  expect(active.program.id).toBe(program.body.id);
  expect(active.confirmation?.mismatches).toEqual([
    expect.objectContaining({
      kind: 'equipment',
      exerciseId: 18,
      missingEquipment: [1],
      availableEquipment: [2],
    }),
  ]);
});
