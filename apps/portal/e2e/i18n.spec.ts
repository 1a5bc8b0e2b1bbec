/**
 * The language switch of the sign-in page, in each of the seven languages: the page is written in
 * the chosen language (the texts of its catalogue, no raw message id), <html lang> follows, and the
 * choice is remembered after a reload. Signed in, the language is the account's, on any device.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  answers,
  api,
  expectAccessible,
  localeNames,
  locales,
  newPassword,
  openLogin,
  pageHeading,
  roleView,
  roleViews,
  signIn,
  translation,
  uniqueEmail,
  type Locale,
} from './support';

/** Visible text and accessible names that look like message ids (portal.x, ui.x, domain.x). */
async function rawMessageIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll(
      '[aria-label], [title], [placeholder], [alt]',
    )) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        texts.push(element.getAttribute(name) ?? '');
      }
    }
    return texts.flatMap((text) => text.match(/\b(?:portal|ui|domain)\.[A-Za-z][\w.]*/g) ?? []);
  });
}

async function expectLoginIn(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.getByRole('combobox')).toHaveValue(locale);
  await expect(pageHeading(page, translation(locale, 'portal.title.login'))).toBeVisible();
  await expect(
    page.getByRole('textbox', {
      name: translation(locale, 'portal.login.identifier'),
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: translation(locale, 'portal.login.password'), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: translation(locale, 'portal.login.rememberMe') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: translation(locale, 'portal.login.submit'), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: translation(locale, 'portal.login.forgotPassword') }),
  ).toBeVisible();
  await expect(page.getByText(translation(locale, 'portal.public.tagline'))).toBeVisible();
  await expect(page.getByText(translation(locale, 'ui.languageSwitcher.label'))).toBeVisible();
  expect(await rawMessageIds(page), 'message ids shown instead of text').toEqual([]);
  await expect(page).toHaveTitle(new RegExp(translation(locale, 'portal.title.login')));
}

for (const locale of locales) {
  test(`the sign-in page in ${localeNames[locale]} (${locale}), remembered after a reload`, async ({
    page,
  }) => {
    await openLogin(page);
    // Start from another language, so that the switch is a change even for French.
    const start: Locale = locale === 'fr' ? 'en' : 'fr';
    await page.getByRole('combobox').selectOption(start);
    await expect(page.locator('html')).toHaveAttribute('lang', start);

    await page.getByRole('combobox').selectOption({ label: localeNames[locale] });
    await expectLoginIn(page, locale);
    expect(await page.evaluate(() => localStorage.getItem('oxilio.locale'))).toBe(locale);
    await expectAccessible(page);

    await page.reload();
    await expectLoginIn(page, locale);
    await expectAccessible(page);
  });
}

test('the language chosen in the account follows the user to another device', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('locale');
  const password = newPassword();
  await api.createAccount(request, email, password);
  await signIn(page, email, roleViews.patient, { password });

  await page.goto('/profil/account');
  const saved = page.waitForResponse(
    (response) => answers(response, endpoints.patients.patchUser) && response.ok(),
  );
  await page.getByRole('combobox').selectOption({ label: localeNames.de });
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Another device: the sign-in page speaks French, the account's German comes with the sign-in.
  const other = await browser.newContext({ locale: 'fr-FR' });
  const second = await other.newPage();
  await signIn(second, email, roleView('patient', 'de'), { password });
  await other.close();
});
