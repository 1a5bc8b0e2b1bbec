/**
 * The session behind the scenes: an expired access token is traded for a new one without the user
 * noticing; a refresh token that was already used (a stolen copy) ends the session.
 */
import { expect, test } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  answers,
  callApi,
  claimsOf,
  demo,
  expectAccessible,
  expiredCopy,
  forgedCopy,
  loginTexts,
  mainMenu,
  pageHeading,
  roleView,
  roleViews,
  signIn,
  storedTokens,
  storeTokens,
  translation,
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
  const rehabilitatorId = String(claimsOf(refreshed!.accessToken).reeducatorId);
  const patients = await callApi(
    request,
    endpoints.rehabilitators.patients,
    { params: { id: rehabilitatorId } },
    refreshed!.accessToken,
  );
  expect(patients.status).toBe(200);
});

test('an access token the API refuses is replaced on the first call, and the page still loads', async ({
  page,
  request,
}) => {
  // The patient's pages call the API at once (invitations, recap): the 401 leads to one refresh.
  // Pol Wagner's account speaks Luxembourgish: the portal does too once he is signed in.
  const view = roleView('patient', 'lb');
  await signIn(page, demo.otherPatient, view);
  const signedIn = await storedTokens(page);
  if (!signedIn) {
    throw new Error('no tokens stored after sign-in');
  }
  const forged = forgedCopy(signedIn.accessToken);
  await storeTokens(page, { ...signedIn, accessToken: forged });

  const refreshed = page.waitForResponse(
    (response) => answers(response, endpoints.auth.refreshToken) && response.ok(),
  );
  await page.goto('/evolution/walk');
  await refreshed;
  await expect(pageHeading(page, translation('lb', 'portal.title.evolution'))).toBeVisible();
  await expect(page).toHaveURL('/evolution/walk');
  await expect(mainMenu(page, 'lb').getByRole('link')).toHaveText(view.menu);
  await expectAccessible(page);

  const tokens = await storedTokens(page);
  expect(tokens?.accessToken).not.toBe(forged);
  expect(tokens?.refreshToken).not.toBe(signedIn.refreshToken);
  const patientId = String(claimsOf(tokens!.accessToken).patientId);
  const profile = await callApi(
    request,
    endpoints.patients.getPatient,
    { params: { id: patientId } },
    tokens!.accessToken,
  );
  expect(profile.status).toBe(200);
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
  const stolen = await callApi(request, endpoints.auth.refreshToken, { body: { ...signedIn } });
  expect(stolen.status).toBe(200);
  const thief = stolen.body;

  await storeTokens(page, { ...signedIn, accessToken: expiredCopy(signedIn.accessToken) });
  await page.goto('/responsable/oxilios');
  await expect(page).toHaveURL('/');
  await expect(pageHeading(page, loginTexts.title)).toBeVisible();
  await expect(mainMenu(page)).toHaveCount(0);
  expect(await storedTokens(page)).toBeNull();
  await expectAccessible(page);

  // The reuse revoked the whole family: the other copy's refresh token no longer works either.
  const after = await callApi(request, endpoints.auth.refreshToken, {
    body: { ...thief, rememberMe: false },
  });
  expect(after.status).toBe(401);
});
