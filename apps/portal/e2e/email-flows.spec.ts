/**
 * The flows that go through an email, read from the debug outbox: signing up then confirming the
 * address, and choosing a new password after "forgot password".
 */
import { expect, test } from '@playwright/test';
import {
  api,
  emailLink,
  expectAccessible,
  loginTexts,
  newPassword,
  openLogin,
  pageHeading,
  roleViews,
  submitLogin,
  expectHome,
  uniqueEmail,
} from './support';

test('an account signed up by the API is confirmed from the email, then signs in', async ({
  page,
  request,
  baseURL,
}) => {
  // The portal's /signup/patient is the application journey (signup-journeys.spec.ts); the
  // account signup call and its confirmation page stay, for accounts made without an application.
  const email = uniqueEmail('signup');
  const password = newPassword();
  await api.signUp(request, email, password);
  await openLogin(page);

  // Not confirmed yet: signing in is refused with an explanation.
  await submitLogin(page, email, password);
  await expect(page.getByText(/n’est pas encore confirmée/)).toBeVisible();
  await expectAccessible(page);

  const link = await emailLink(request, email, 'signup_confirmation');
  expect(link.startsWith(`${baseURL}/auth/confirm?token=`)).toBe(true);
  await page.goto(link);
  await expect(pageHeading(page, 'Confirmation du compte')).toBeVisible();
  await expect(page.getByText('Bienvenue dans la communauté oxilio !')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await submitLogin(page, email, password);
  await expectHome(page, roleViews.patient);
  await expectAccessible(page);
});

test('a forgotten password is replaced through the emailed link', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reset');
  const oldPassword = newPassword();
  const password = newPassword();
  await api.createAccount(request, email, oldPassword);

  await openLogin(page);
  await page.getByRole('link', { name: loginTexts.forgotPassword }).click();
  await expect(page).toHaveURL('/auth/forgotpassword');
  await expect(pageHeading(page, 'Mot de passe oublié')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(
    page.getByText(
      'E-mail envoyé. Vous allez recevoir un lien pour définir un nouveau mot de passe.',
    ),
  ).toBeVisible();
  await expectAccessible(page);

  const link = await emailLink(request, email, 'reset_password');
  expect(link.startsWith(`${baseURL}/auth/resetpassword?token=`)).toBe(true);
  await page.goto(link);
  await expect(pageHeading(page, 'Nouveau mot de passe')).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true });
  await expect(field).toBeVisible();
  await expectAccessible(page);
  await field.fill(password);
  await page
    .getByRole('textbox', { name: 'Confirmez le nouveau mot de passe', exact: true })
    .fill(password);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(
    page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.'),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Aller à la connexion' }).click();
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await submitLogin(page, email, oldPassword);
  await expect(page.getByText(loginTexts.invalidCredentials, { exact: true })).toBeVisible();
  await submitLogin(page, email, password);
  await expectHome(page, roleViews.patient);
  await expectAccessible(page);

  // The link works once.
  await page.goto(link);
  await expect(
    page.getByText('Ce lien de vérification n’est pas valide ou a expiré.'),
  ).toBeVisible();
  await expectAccessible(page);
});
