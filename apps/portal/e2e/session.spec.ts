/**
 * The session behind the scenes: an expired access token is traded for a new one without the user
 * noticing; a refresh token that was already used (a stolen copy) ends the session.
 */
import { expect, test } from '@playwright/test';
import {
  claimsOf,
  demo,
  expectAccessible,
  expiredCopy,
  forgedCopy,
  loginTexts,
  mainMenu,
  pageHeading,
  roleViews,
  signIn,
  storedTokens,
  storeTokens,
} from './support';

test('an expired access token is refreshed silently and the page opens', async ({
  page,
  request,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  const signedIn = await storedTokens(page);
  if (!signedIn) {
    throw new Error('no tokens stored after sign-in');
  }
  const expired = expiredCopy(signedIn.accessToken);
  await storeTokens(page, { ...signedIn, accessToken: expired });

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      visited.push(new URL(frame.url()).pathname);
    }
  });
  await page.goto('/reeducateur/programmes/mesProgrammes');
  await expect(pageHeading(page, 'Programmes')).toBeVisible();
  await expect(mainMenu(page).getByRole('link')).toHaveText(roleViews.reeducator.menu);
  await expect(page).toHaveURL('/reeducateur/programmes/mesProgrammes');
  expect(visited, 'never sent to the sign-in page').not.toContain('/');
  await expectAccessible(page);

  const refreshed = await storedTokens(page);
  expect(refreshed?.accessToken).toEqual(expect.any(String));
  expect(refreshed?.accessToken).not.toBe(expired);
  // A fresh one (identical to the first when signed within the same second: same claims).
  expect(Number(claimsOf(refreshed!.accessToken).exp) * 1000).toBeGreaterThan(Date.now());
  expect(refreshed?.refreshToken).not.toBe(signedIn.refreshToken);
  expect(refreshed?.rememberMe).toBe(false);
  // The new access token is one the API accepts.
  const reeducatorId = String(claimsOf(refreshed!.accessToken).reeducatorId);
  const patients = await request.get(`/api/v1/Reeducators/${reeducatorId}/Patients`, {
    headers: { Authorization: `Bearer ${refreshed!.accessToken}` },
  });
  expect(patients.status()).toBe(200);
});

test('an access token the API refuses is replaced on the first call, and the page still loads', async ({
  page,
  request,
}) => {
  // The patient's pages call the API at once (invitations, recap): the 401 leads to one refresh.
  await signIn(page, demo.otherPatient, roleViews.patient);
  const signedIn = await storedTokens(page);
  if (!signedIn) {
    throw new Error('no tokens stored after sign-in');
  }
  const forged = forgedCopy(signedIn.accessToken);
  await storeTokens(page, { ...signedIn, accessToken: forged });

  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/auth/refreshToken') && response.ok(),
  );
  await page.goto('/evolution/walk');
  await refreshed;
  await expect(pageHeading(page, 'Mon évolution')).toBeVisible();
  await expect(page).toHaveURL('/evolution/walk');
  await expect(mainMenu(page).getByRole('link')).toHaveText(roleViews.patient.menu);
  await expectAccessible(page);

  const tokens = await storedTokens(page);
  expect(tokens?.accessToken).not.toBe(forged);
  expect(tokens?.refreshToken).not.toBe(signedIn.refreshToken);
  const patientId = String(claimsOf(tokens!.accessToken).patientId);
  const profile = await request.get(`/api/v1/patients/${patientId}`, {
    headers: { Authorization: `Bearer ${tokens!.accessToken}` },
  });
  expect(profile.status()).toBe(200);
});

test('a refresh token used twice ends the session and sends the user to sign in', async ({
  page,
  request,
}) => {
  await signIn(page, demo.responsable, roleViews.responsable);
  const signedIn = await storedTokens(page);
  if (!signedIn) {
    throw new Error('no tokens stored after sign-in');
  }
  // Someone else uses the refresh token first: the copy in the browser is now a reused one.
  const stolen = await request.post('/api/v1/auth/refreshToken', {
    data: { ...signedIn },
  });
  expect(stolen.status()).toBe(200);
  const thief = (await stolen.json()) as { accessToken: string; refreshToken: string };

  await storeTokens(page, { ...signedIn, accessToken: expiredCopy(signedIn.accessToken) });
  await page.goto('/responsable/oxilios');
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  expect(await storedTokens(page)).toBeNull();
  await expectAccessible(page);

  // The reuse revoked the whole family: the other copy's refresh token no longer works either.
  const after = await request.post('/api/v1/auth/refreshToken', {
    data: { ...thief, rememberMe: false },
  });
  expect(after.status()).toBe(401);
});
