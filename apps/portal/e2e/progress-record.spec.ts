/**
 * The rehabilitator's record of progress from end to end (issue 28, point 7), on the real API with
 * the demo data: the demo rehabilitator records a Timed Up and Go for the demo patient, sets a
 * goal on that test in the patient's words, writes a clinical note and amends it (the first
 * version stays readable); the patient then finds the result under "Mes tests" and the goal on
 * My day, and nowhere the notes, except in their own downloaded copy. A value outside the test's range is refused first. Goals and
 * notes have their own, more detailed specs (goals, clinical-notes); this is the only spec that
 * records a test for the demo patient, so that "the latest result" is the one it recorded.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  api,
  closeStartupDialogs,
  demo,
  expectAccessible,
  roleViews,
  signIn,
  translation,
} from './support';

const t = (id: string) => translation('fr', id);

test('a TUG, a goal on it and an amended note: the patient sees the result and the goal, not the note', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { patient: jeanne } = await api.demoPatientFile(request);
  const file = `/reeducateur/patients/${jeanne.patientId}`;
  const stamp = Date.now().toString(36);
  const words = `Me lever et marcher jusqu’à la fenêtre ${stamp}`;
  const note = `TUG refait avec la canne (${stamp}).`;
  const amended = `${note} Demi-tour encore hésitant.`;

  await signIn(page, demo.reeducator, roleViews.reeducator);
  const main = page.getByRole('main');

  // 1. The test, recorded in the "Tests" tab.
  await page.goto(`${file}/tests`);
  const form = main.getByRole('region', { name: t('portal.outcomes.record.title') });
  await form
    .getByRole('combobox', { name: t('portal.outcomes.record.measure') })
    .selectOption('timedUpAndGo');
  const value = form.getByRole('textbox', { name: /^Résultat \(s\)/ });
  // Outside the TUG's range (2 to 300 s): refused, said under the field, nothing recorded.
  await value.fill('0,5');
  await form.getByRole('button', { name: t('portal.outcomes.record.submit') }).click();
  await expect(form.getByText('Le résultat doit être compris entre 2 et 300 s.')).toBeVisible();
  await value.fill('13,1');
  await form
    .getByRole('combobox', { name: t('portal.outcomes.record.walkingAid') })
    .selectOption('cane');
  await form.getByRole('checkbox', { name: t('portal.outcomes.record.withDevice') }).check();
  await expectAccessible(page);
  await form.getByRole('button', { name: t('portal.outcomes.record.submit') }).click();
  await expect(form.getByText(t('portal.outcomes.record.done'))).toBeVisible();
  const tug = main.getByRole('region', { name: t('portal.outcomes.measure.timedUpAndGo') });
  await expect(tug.getByText(/^Dernier résultat : 13,1 s le /)).toBeVisible();
  // The history is one click away, under the chart, with the conditions of each result.
  await tug.getByText(/^Historique \(/).click();
  await expect(
    tug.getByText(/Aide : Canne · Assistance : Aucune · avec l’oxilio/).first(),
  ).toBeVisible();
  await expectAccessible(page);

  // 2. A goal on that test, in the patient's words, in the "Objectifs" tab.
  await page
    .getByRole('link', { name: t('portal.title.reeducator.patient.objectifs'), exact: true })
    .click();
  await expect(page).toHaveURL(`${file}/objectifs`);
  await main.getByRole('button', { name: t('portal.goals.newGoal') }).click();
  const goalForm = main.getByRole('form', { name: t('portal.goals.form.titleNew') });
  await goalForm.getByRole('radio', { name: new RegExp(t('portal.goals.kind.test')) }).check();
  await goalForm
    .getByRole('combobox', { name: new RegExp(`^${t('portal.goals.form.measure')}`) })
    .selectOption('timedUpAndGo');
  await goalForm
    .getByRole('textbox', { name: new RegExp(`^${t('portal.goals.form.target')}`) })
    .fill('12');
  await goalForm
    .getByRole('textbox', { name: new RegExp(t('portal.goals.form.text')) })
    .fill(words);
  await goalForm.getByRole('button', { name: t('portal.goals.form.save') }).click();
  await expect(main.getByText(t('portal.goals.saved'))).toBeVisible();
  const goal = main.getByRole('listitem').filter({ hasText: words });
  await expect(goal).toBeVisible();
  await expect(
    goal.getByRole('progressbar', { name: t('portal.goals.progressLabel') }),
  ).toBeVisible();

  // 3. A note, then its amendment; the first version stays one click away.
  await page
    .getByRole('link', { name: t('portal.title.reeducator.patient.notes'), exact: true })
    .click();
  await expect(page).toHaveURL(`${file}/notes`);
  await main
    .getByRole('textbox', { name: new RegExp(`^${t('clinicalNotes.noteLabel')}`) })
    .fill(note);
  await main.getByRole('button', { name: t('clinicalNotes.save') }).click();
  await expect(page.getByText(t('clinicalNotes.written'))).toBeVisible();
  const notes = main.getByRole('region', { name: t('clinicalNotes.title') });
  const row = notes.getByRole('listitem').filter({ hasText: stamp });
  await row.getByRole('button', { name: t('clinicalNotes.amend') }).click();
  await row.getByRole('textbox', { name: new RegExp(t('clinicalNotes.amendLabel')) }).fill(amended);
  await row.getByRole('button', { name: t('clinicalNotes.saveAmendment') }).click();
  await expect(page.getByText(t('clinicalNotes.amended'))).toBeVisible();
  const current = notes.getByRole('listitem').filter({ hasText: amended });
  await current.getByText('Voir la version précédente').click();
  await expect(current.getByText(note, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // 4. The patient: the result under "Mes tests", the goal on My day, no note anywhere.
  const patientContext = await browser.newContext();
  const patientPage = await patientContext.newPage();
  await signIn(patientPage, demo.patient, roleViews.patient);
  await closeStartupDialogs(patientPage);
  const mine = patientPage.getByRole('region', { name: t('patient.goals.title'), exact: true });
  const card = mine.getByRole('listitem').filter({ hasText: words });
  await expect(card).toBeVisible();
  await expect(card.getByRole('progressbar', { name: t('patient.goals.progress') })).toBeVisible();
  await patientPage.goto('/evolution/tests');
  await closeStartupDialogs(patientPage);
  const results = patientPage
    .getByRole('main')
    .getByRole('region', { name: t('portal.outcomes.measure.timedUpAndGo') });
  await expect(results.getByText(t('portal.outcomes.explain.timedUpAndGo'))).toBeVisible();
  await expect(results.getByText(/^Votre dernier résultat : 13,1 s, le /)).toBeVisible();
  await expect(
    patientPage.getByRole('button', { name: t('portal.outcomes.record.submit') }),
  ).toHaveCount(0);
  await expect(patientPage.getByText(note)).toHaveCount(0);
  await expectAccessible(patientPage);

  // 5. Not on screen, but in the patient's own copy: the note with both its versions.
  await patientPage.goto('/profil/account');
  const copyCard = patientPage.getByRole('region', { name: t('clinicalNotes.my.title') });
  const downloading = patientPage.waitForEvent('download');
  await copyCard.getByRole('button', { name: t('clinicalNotes.my.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^notes-equipe-de-soins-\d{4}-\d{2}-\d{2}\.txt$/);
  const copy = await readFile((await download.path())!, 'utf8');
  expect(copy.startsWith(`${t('clinicalNotes.export.heading')}\n`)).toBe(true);
  expect(copy).toContain(`${note}\nVersion 2, écrite le `);
  expect(copy).toContain(amended);
  await patientContext.close();
});
