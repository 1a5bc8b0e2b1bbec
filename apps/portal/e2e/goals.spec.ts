/**
 * Rehabilitation goals on the real API (issue 28, point 3): the demo rehabilitator opens the demo
 * patient's file, the "Objectifs" tab, sets a goal on the device's steps in the patient's words;
 * the goal shows with its progress computed by the API; the demo patient then sees it, in her
 * words, under "Mes objectifs" on My day, with an accessible progress bar. Axe clean on both.
 */
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

test.describe('goals', () => {
  test('the rehabilitator sets a goal and the patient sees it on My day', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { patient: jeanne } = await api.demoPatientFile(request);
    // Unique words, so that a second run finds its own goal.
    const words = `Marcher jusqu’à la boulangerie ${Date.now().toString(36)}`;

    await signIn(page, demo.reeducator, roleViews.reeducator);
    await page.goto(`/reeducateur/patients/${jeanne.patientId}/synthese`);
    await page
      .getByRole('link', { name: t('portal.title.reeducator.patient.objectifs'), exact: true })
      .click();
    await expect(page).toHaveURL(`/reeducateur/patients/${jeanne.patientId}/objectifs`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: t('portal.goals.newGoal') }).click();
    const form = main.getByRole('form', { name: t('portal.goals.form.titleNew') });
    await expect(
      form.getByRole('radio', { name: new RegExp(t('portal.goals.kind.metric')) }),
    ).toBeChecked();
    await form
      .getByRole('textbox', { name: new RegExp(`^${t('portal.goals.form.target')}`) })
      .fill('1800');
    await form.getByRole('textbox', { name: new RegExp(t('portal.goals.form.text')) }).fill(words);
    await expectAccessible(page);
    await form.getByRole('button', { name: t('portal.goals.form.save') }).click();
    await expect(main.getByText(t('portal.goals.saved'))).toBeVisible();
    const row = main.getByRole('listitem').filter({ hasText: words });
    await expect(row).toBeVisible();
    await expect(row.getByText(/Nombre de pas : au moins 1\s800/)).toBeVisible();
    // The demo patient walks every day: the API computed a progress from her last 7 days.
    await expect(
      row.getByRole('progressbar', { name: t('portal.goals.progressLabel') }),
    ).toBeVisible();
    await expectAccessible(page);

    const patientContext = await browser.newContext();
    const patientPage = await patientContext.newPage();
    await signIn(patientPage, demo.patient, roleViews.patient);
    await closeStartupDialogs(patientPage);
    const mine = patientPage.getByRole('region', { name: t('patient.goals.title'), exact: true });
    await expect(mine).toBeVisible();
    const card = mine.getByRole('listitem').filter({ hasText: words });
    await expect(card).toBeVisible();
    await expect(
      card.getByRole('progressbar', { name: t('patient.goals.progress') }),
    ).toHaveAttribute('aria-valuetext', /du chemin fait/);
    await expect(card.getByText(/Votre cible : 1\s800/)).toBeVisible();
    await expectAccessible(patientPage);
    await patientContext.close();
  });
});
