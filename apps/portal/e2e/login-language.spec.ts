/**
 * The language picked on the sign-in page wins (issue 24, point 5;
 * docs/decisions/portal-sign-in-language.md): it becomes the account's, so the portal stays in it
 * after signing in and the next sign-ins keep it; a language nobody picked (the browser's, or the
 * previous user's on a shared computer) leaves the account's language in place.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  api,
  expectAccessible,
  expectHome,
  localeNames,
  newPassword,
  openLogin,
  pageHeading,
  roleView,
  translation,
  uniqueEmail,
  type Locale,
} from './support';

/** Fills and sends the sign-in form in the language the page speaks. */
async function submitLoginIn(page: Page, locale: Locale, email: string, password: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(pageHeading(page, translation(locale, 'portal.title.login'))).toBeVisible();
  await page
    .getByRole('textbox', { name: translation(locale, 'portal.login.identifier'), exact: true })
    .fill(email);
  await page
    .getByRole('textbox', { name: translation(locale, 'portal.login.password'), exact: true })
    .fill(password);
  await page
    .getByRole('button', { name: translation(locale, 'portal.login.submit'), exact: true })
    .click();
}

async function signOut(page: Page, locale: Locale) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: translation(locale, 'portal.layout.signOut'), exact: true })
    .click();
  await expect(page).toHaveURL('/');
}

test('Deutsch picked on the sign-in page: the portal and the account stay in German', async ({
  page,
  request,
}) => {
  const password = newPassword();
  const first = uniqueEmail('picked-de');
  const next = uniqueEmail('next-fr');
  // Two French accounts (api.createAccount signs up in French).
  await api.createAccount(request, first, password);
  await api.createAccount(request, next, password);

  await openLogin(page);
  await page.getByRole('combobox').selectOption({ label: localeNames.de });
  await submitLoginIn(page, 'de', first, password);
  await expectHome(page, roleView('patient', 'de'));
  await expectAccessible(page);

  // The account page shows the language the account now has.
  await page.goto('/profil/account');
  await expect(page.getByRole('combobox')).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Signing out (from the home: a sign-in returns to the page left) and in again without
  // choosing: still German, the account's language.
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await signOut(page, 'de');
  await submitLoginIn(page, 'de', first, password);
  await expectHome(page, roleView('patient', 'de'));

  // The next person on this computer picks nothing: their own account's French applies.
  await signOut(page, 'de');
  await submitLoginIn(page, 'de', next, password);
  await expectHome(page, roleView('patient', 'fr'));
  await page.goto('/profil/account');
  await expect(page.getByRole('combobox')).toHaveValue('fr');
});

test('a browser in English is not a choice: the account’s French applies', async ({
  browser,
  request,
}) => {
  const password = newPassword();
  const email = uniqueEmail('browser-en');
  await api.createAccount(request, email, password);

  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await submitLoginIn(page, 'en', email, password);
    await expectHome(page, roleView('patient', 'fr'));
  } finally {
    await context.close();
  }
});
