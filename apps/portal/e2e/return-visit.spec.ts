/**
 * A return visit with "remember me" (docs/decisions/return-visit-answers.md), against the real API
 * and the demo data: the demo patient's day shows at once from the device, marked as updating,
 * while the API's answers are held back, then the fresh day without the mark, and so too the next
 * day, when the session must first be renewed; after signing out,
 * another patient signs in on the same browser and nothing of the first one appears, on screen or
 * in the browser's storage.
 */
import { expect, test, type Page } from '@playwright/test';
import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, endpoints } from '@oxilio/domain/contract';
import {
  claimsOf,
  closeStartupDialogs,
  demo,
  expectAccessible,
  expectHome,
  expiredCopy,
  roleView,
  roleViews,
  signIn,
  storedTokens,
  storeTokens,
} from './support';

const keptAnswersKey = 'oxilio.keptAnswers';

/** Holds back every request to the API until `release` is called. */
async function holdApi(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(`**${apiBasePath}/**`, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  // The route stays: once released, it lets every request through at once.
  return { asked, release };
}

/** The record of kept answers in localStorage, parsed, or null. */
async function keptRecord(page: Page): Promise<{ owner: string; answers: object } | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), keptAnswersKey);
  return raw ? (JSON.parse(raw) as { owner: string; answers: object }) : null;
}

/** Everything the site keeps in localStorage and sessionStorage, as one text. */
function storageText(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  );
}

test('a remembered patient sees their day at once on a return, then the fresh one; the next user sees nothing of it', async ({
  page,
}) => {
  await signIn(page, demo.patient, roleViews.patient, { rememberMe: true });
  const main = page.getByRole('main');
  const greeting = main.getByText('Bonjour Jeanne !', { exact: false });
  const results = main.getByRole('region', { name: 'Mes résultats d’hier' });
  const day = results.getByText(/^Journée du /);
  await expect(greeting).toBeVisible();
  await expect(day).toBeVisible();
  const dayShown = await day.textContent();
  const tokens = await storedTokens(page);
  const patient = claimsOf(tokens!.accessToken);
  // What the day's reads answered is kept for the next visit, as this patient's.
  await expect.poll(async () => (await keptRecord(page))?.owner).toBe(patient.sub);

  // The next visit: the API's answers are held back; the day shows from the device meanwhile.
  const api = await holdApi(page);
  await page.reload();
  const updating = page.getByText('Mise à jour…');
  await expect(greeting).toBeVisible();
  await expect(day).toHaveText(dayShown!);
  await expect(updating).toBeVisible();
  await expectAccessible(page);
  expect(api.asked.length, 'the day’s reads were asked').toBeGreaterThan(0);

  api.release();
  await expect(updating).toBeHidden();
  await expect(day).toBeVisible();
  await closeStartupDialogs(page);
  // Each of the day's reads was asked once: the fresh answers replaced the kept ones.
  const recapPath = `${apiBasePath}${pathOf(endpoints.patients.recap, { params: { id: String(patient.patientId) } })}`;
  expect(api.asked.filter((path) => path === recapPath)).toHaveLength(1);

  // The next day: the access token has expired. The day shows at once all the same, while the
  // session is renewed (its request held back with the others), then the fresh one.
  const remembered = await storedTokens(page);
  await storeTokens(page, { ...remembered!, accessToken: expiredCopy(remembered!.accessToken) });
  const nextDay = await holdApi(page);
  await page.reload();
  await expect(greeting).toBeVisible();
  await expect(day).toHaveText(dayShown!);
  await expect(updating).toBeVisible();
  expect(nextDay.asked).toContain(`${apiBasePath}${pathOf(endpoints.auth.refreshToken)}`);
  nextDay.release();
  await expect(updating).toBeHidden();
  await closeStartupDialogs(page);
  const renewed = await storedTokens(page);
  expect(Number(claimsOf(renewed!.accessToken).exp) * 1000).toBeGreaterThan(Date.now());

  // Signing out deletes what was kept.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/');
  expect(await keptRecord(page)).toBeNull();

  // Another patient, on the same browser, with "remember me": nothing of Jeanne on any page
  // they see, nor in the storage.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { firstPatientSeen: string[] }).firstPatientSeen = seen;
    new MutationObserver(() => {
      if (document.documentElement.textContent?.includes('Jeanne')) {
        seen.push(location.pathname);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const other = roleView('patient', 'lb');
  await signIn(page, demo.otherPatient, other, { rememberMe: true });
  await page.reload();
  await expectHome(page, other);
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(
      () => (window as unknown as { firstPatientSeen: string[] }).firstPatientSeen,
    ),
  ).toEqual([]);
  const stored = await storageText(page);
  expect(stored).not.toContain('Jeanne');
  expect(stored).not.toContain(String(patient.patientId));
  expect(stored).not.toContain(String(patient.sub));
  const otherTokens = await storedTokens(page);
  await expect
    .poll(async () => (await keptRecord(page))?.owner)
    .toBe(claimsOf(otherTokens!.accessToken).sub);
});
