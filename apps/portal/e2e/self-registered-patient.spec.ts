/**
 * A self-registered patient's path (issue 24, point 3), on the real API through the debug outbox:
 * the patient registers alone and picks their establishment in the directory; the welcome (page
 * and e-mail) and "My day" say their request waits there; the establishment's manager sees it in
 * "Demandes d'inscription" and accepts it; the patient is told by e-mail, and their profile then
 * names the establishment.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  emailLink,
  expectAccessible,
  expectHome,
  newPassword,
  roleViews,
  signIn,
  submitLogin,
  uniqueEmail,
  uniqueName,
} from './support';

const establishment = 'Résidence Les Tilleuls';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Suivant' }).click();

test('a patient who registers alone naming a demo establishment is told the truth, accepted by its manager, and then followed', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('self-registered');
  const password = newPassword();
  const lastName = uniqueName('Seule');

  // The application, the establishment picked in the directory.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup/patient');
  await field(page, 'Prénom').fill('Odette');
  await field(page, 'Nom').fill(lastName);
  await field(page, 'Adresse e-mail').fill(email);
  await next(page);
  await field(page, 'Rue').fill('rue des Jardins');
  await field(page, 'Code postal').fill('57000');
  await field(page, 'Ville').fill('Metz');
  await page.getByText(/^Je vis dans un établissement/).click();
  await field(page, 'Nom ou ville de votre établissement').fill('tilleuls');
  await field(page, 'Nom ou ville de votre établissement').press('Enter');
  await expect(page.getByText(/établissements? trouvés? : choisissez le vôtre/)).toBeVisible();
  await page.getByText(`${establishment}, Metz`, { exact: true }).click();
  await expect(page.getByRole('radio', { name: `${establishment}, Metz` })).toBeChecked();
  await expectAccessible(page);
  await next(page);
  await field(page, 'Poids (kg)').fill('68');
  await field(page, 'Taille (cm)').fill('162');
  await field(page, 'Longueur de jambe (cm)').fill('76');
  await page.getByRole('checkbox', { name: 'Main droite' }).check();
  await page.getByRole('button', { name: 'Vérifier la disponibilité' }).click();
  await expect(page.getByText('Bonne nouvelle : oxilio peut vous être proposé')).toBeVisible();

  await page.goto(await emailLink(request, email, 'application_available'));
  await page.getByRole('button', { name: 'Confirmer ma demande' }).click();
  await expect(page).toHaveURL(/\/inscription\/prelevement\?/);
  await page.locator('input[type=file]').setInputFiles({
    name: 'mandat.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\nmandat'),
  });
  await page.getByRole('button', { name: 'Envoyer le mandat' }).click();
  await expect(page.getByText('Mandat reçu')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Told the truth: the request waits at the establishment; no device promised yet.
  await expect(
    page.getByText(
      new RegExp(`Votre demande d’inscription a été transmise à ${establishment} : son équipe`),
    ),
  ).toBeVisible();
  await expect(page.getByText(/peut désormais vous associer un oxilio/)).toHaveCount(0);
  await expectAccessible(page);
  expect(await emailLink(request, email, 'welcome_registration_pending')).toBeTruthy();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await submitLogin(page, email, password);
  await expectHome(page, roleViews.patient);
  await expect(
    page.getByRole('heading', { name: 'Bienvenue ! Votre demande est en attente' }),
  ).toBeVisible();
  await expect(
    page.getByText(`${establishment} examine votre demande.`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);

  // The establishment's manager sees the request and accepts it.
  const managerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const manager = await managerContext.newPage();
  await signIn(manager, demo.responsable, roleViews.responsable);
  const requests = manager.getByRole('region', { name: 'Demandes d’inscription' });
  await expect(requests).toBeVisible();
  const row = requests.getByRole('listitem').filter({ hasText: `Odette ${lastName}` });
  await expect(row).toBeVisible();
  await expectAccessible(manager);
  await row.getByRole('button', { name: 'Accepter' }).click();
  await expect(
    manager.getByText(`Odette ${lastName} fait désormais partie de vos patients`, { exact: false }),
  ).toBeVisible();
  await managerContext.close();

  // The patient is told, and their profile names the establishment.
  expect(await emailLink(request, email, 'registration_accepted')).toBeTruthy();
  await page.goto('/profil/account');
  await expect(page.getByRole('region', { name: 'Mon établissement' })).toContainText(
    establishment,
  );
  await expect(page.getByRole('heading', { name: 'Être suivi par un établissement' })).toHaveCount(
    0,
  );
  await expectAccessible(page);
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Bienvenue ! Votre demande est en attente' }),
  ).toHaveCount(0);
  await expect(
    page.getByText(/Votre établissement peut maintenant vous associer un oxilio/),
  ).toBeVisible();
});
