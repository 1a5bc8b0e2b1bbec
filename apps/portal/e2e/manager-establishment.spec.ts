/**
 * The establishment's screens on the real API with the demo data, as its manager: a rehabilitator
 * invited (the email in the outbox), an adapted activity created and a patient enrolled in it; a
 * health record system connected by its public key, which then reads the FHIR API with its own
 * token until it is revoked; the combined role's menu and a rehabilitator screen it reaches; the
 * other establishment's manager sees none of it; axe clean, and at 390 px without sideways
 * scrolling.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { endpoints } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  claimsOf,
  demo,
  emailLink,
  expectAccessible,
  expectNoSidewaysScroll,
  mainMenu,
  pageHeading,
  readOutbox,
  roleView,
  roleViews,
  signIn,
  storedTokens,
  translation,
  uniqueEmail,
} from './support';

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replace(`{${name}}`, String(value)),
    translation('fr', id),
  );

async function openTeam(page: Page) {
  await page.goto('/responsable/etablissement/equipe');
  await expect(
    page.getByRole('region', { name: fr('manager.establishment.members.title') }),
  ).toBeVisible();
}

async function openActivities(page: Page) {
  await page.goto('/responsable/activites-adaptees');
  await expect(
    page.getByRole('heading', { name: fr('manager.activities.ownTitle') }),
  ).toBeVisible();
}

test('the demo manager invites a rehabilitator, and the invitation is emailed', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kine');
  await signIn(page, demo.responsable, roleViews.responsable);
  await openTeam(page);
  await expectAccessible(page);
  const invite = page.getByRole('region', { name: fr('manager.establishment.invite.title') });
  await invite.getByRole('textbox', { name: fr('manager.establishment.field.email') }).fill(email);
  await invite
    .getByRole('textbox', { name: fr('manager.establishment.field.firstName') })
    .fill('Camille');
  await invite.getByRole('button', { name: fr('manager.establishment.invite.send') }).click();
  await expect(invite.getByText(fr('manager.establishment.invite.sent', { email }))).toBeVisible();
  const sent = page.getByRole('region', { name: fr('manager.establishment.sent.title') });
  await expect(sent.getByText(email)).toBeVisible();
  const link = await emailLink(request, email, 'reeducator_invitation');
  expect(link).toMatch(/^https?:\/\//);
  await expectAccessible(page);
});

test('the demo manager withdraws an invitation, then undoes it: the same person is invited again with a new link', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('undo');
  await signIn(page, demo.responsable, roleViews.responsable);
  await openTeam(page);
  const invite = page.getByRole('region', { name: fr('manager.establishment.invite.title') });
  await invite.getByRole('textbox', { name: fr('manager.establishment.field.email') }).fill(email);
  await invite
    .getByRole('textbox', { name: fr('manager.establishment.field.firstName') })
    .fill('Luc');
  await invite
    .getByRole('textbox', { name: fr('manager.establishment.field.lastName'), exact: true })
    .fill('Garnier');
  await invite.getByRole('button', { name: fr('manager.establishment.invite.send') }).click();
  const sent = page.getByRole('region', { name: fr('manager.establishment.sent.title') });
  const row = sent.getByRole('listitem').filter({ hasText: email });
  await row.getByRole('button', { name: fr('manager.establishment.sent.withdraw') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: fr('manager.establishment.sent.withdraw') })
    .click();
  await expect(
    sent.getByText(fr('manager.establishment.sent.withdrawn', { name: 'Luc Garnier' })),
  ).toBeVisible();
  await expect(sent.getByText(email)).toHaveCount(0);
  await expectAccessible(page);

  await sent
    .getByRole('button', { name: fr('manager.establishment.sent.undo'), exact: true })
    .click();
  await expect(
    sent.getByText(fr('manager.establishment.sent.invitedAgain', { name: 'Luc Garnier' })),
  ).toBeVisible();
  await expect(sent.getByText(email)).toBeVisible();
  await expect
    .poll(async () => {
      const messages = await readOutbox(request, email);
      return messages.filter((message) => message.template === 'reeducator_invitation').length;
    })
    .toBe(2);
  await expectAccessible(page);
});

test('the demo manager creates an activity and enrols a patient in it', async ({ page }) => {
  const name = `Tai-chi assis ${randomUUID().slice(0, 6)}`;
  await signIn(page, demo.responsable, roleViews.responsable);
  await openActivities(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: fr('manager.activities.create') }).click();
  const form = page.getByRole('region', { name: fr('manager.activities.createTitle') });
  await form.getByRole('textbox', { name: fr('manager.activities.field.name') }).fill(name);
  await form
    .getByRole('textbox', { name: fr('manager.activities.field.schedule') })
    .fill('Vendredi 11 h, salle polyvalente');
  await form.getByRole('button', { name: fr('manager.activities.create') }).click();
  await expect(page.getByText(fr('manager.activities.created', { name }))).toBeVisible();

  const card = page.getByRole('article', { name });
  await expect(card.getByRole('heading', { name: /^Aucun participant$/ })).toBeVisible();
  const select = card.getByRole('combobox', { name: fr('manager.activities.patient') });
  const option = select.locator('option:not([value=""])').first();
  const patient = ((await option.textContent()) ?? '').trim();
  await select.selectOption({ label: patient });
  await card.getByRole('button', { name: fr('manager.activities.enrol'), exact: true }).click();
  await expect(card.getByRole('heading', { name: '1 participant' })).toBeVisible();
  const [lastName, ...first] = patient.split(' ');
  await expect(card.getByText(`${first.join(' ')} ${lastName}`, { exact: true })).toBeVisible();
  await expectAccessible(page);
});

/** A token for a system, as SMART Backend Services asks it: an assertion signed by its key. */
async function systemToken(
  request: APIRequestContext,
  client: { clientId: string; kid: string; privateKey: CryptoKey; tokenUrl: string },
  scope: string,
) {
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES384', kid: client.kid, typ: 'JWT' })
    .setIssuer(client.clientId)
    .setSubject(client.clientId)
    .setAudience(client.tokenUrl)
    .setJti(randomUUID())
    .setExpirationTime('4m')
    .sign(client.privateKey);
  return request.post(client.tokenUrl, {
    form: {
      grant_type: 'client_credentials',
      scope,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: assertion,
    },
  });
}

test('the demo manager connects a record system by its public key: it reads the FHIR API with its own token until the manager revokes it', async ({
  page,
  request,
}) => {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const kid = `e2e-${randomUUID().slice(0, 8)}`;
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'ES384', use: 'sig' }] };
  const name = `DPI e2e ${randomUUID().slice(0, 6)}`;

  await signIn(page, demo.responsable, roleViews.responsable);
  await page.goto('/responsable/etablissement/compte');
  const section = page.getByRole('region', { name: fr('manager.fhirClients.title') });
  await section.getByRole('button', { name: fr('manager.fhirClients.connect') }).click();
  await section.getByRole('textbox', { name: fr('manager.fhirClients.field.name') }).fill(name);
  for (const scope of ['manager.fhirClients.scope.patient', 'manager.fhirClients.scope.group']) {
    await section.getByRole('checkbox', { name: fr(scope), exact: true }).check();
  }
  await section
    .getByRole('textbox', { name: fr('manager.fhirClients.field.jwks') })
    .fill(JSON.stringify(jwks, null, 2));
  await section.getByRole('button', { name: fr('manager.fhirClients.submit') }).click();

  await expect(
    section.getByRole('heading', { name: fr('manager.fhirClients.doneTitle', { name }) }),
  ).toBeFocused();
  const origin = new URL(page.url()).origin;
  const tokenUrl = `${origin}/oauth2/token`;
  await expect(section.getByText(tokenUrl, { exact: true })).toBeVisible();
  await expect(section.getByText(`${origin}/fhir/R4`, { exact: true })).toBeVisible();
  const row = section.getByRole('listitem').filter({ hasText: name });
  const clientId = (await row.locator('code').textContent())?.trim() ?? '';
  expect(clientId).toMatch(/^[0-9a-f-]{36}$/);
  // The same client_id in the list and in what to give the system's administrator.
  await expect(section.getByText(clientId, { exact: true })).toHaveCount(2);
  await expectAccessible(page);
  await section.getByRole('button', { name: fr('manager.fhirClients.done') }).click();

  // The real proof: the system gets a token with its private key and reads the establishment.
  const manager = await api.signIn(request, demo.responsable);
  const establishmentId = claimsOf(manager.accessToken).establishmentId as string;
  const answer = await systemToken(
    request,
    { clientId, kid, privateKey, tokenUrl },
    'system/Patient.read system/Group.read',
  );
  expect(answer.status()).toBe(200);
  const token = (await answer.json()) as { access_token: string; token_type: string };
  expect(token.token_type).toBe('bearer');
  const readGroup = () =>
    request.get(`/fhir/R4/Group/${establishmentId}`, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/fhir+json' },
    });
  const group = await readGroup();
  expect(group.status()).toBe(200);
  expect(((await group.json()) as { resourceType: string }).resourceType).toBe('Group');

  // Revoked in the portal: the token it holds stops working at once.
  await row.getByRole('button', { name: fr('manager.fhirClients.revoke') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: fr('manager.fhirClients.revoke') })
    .click();
  await expect(section.getByText(fr('manager.fhirClients.revoked', { name }))).toBeVisible();
  const revokedRow = section.getByRole('listitem').filter({ hasText: name });
  await expect(
    revokedRow.getByText(fr('manager.fhirClients.revokedBadge'), { exact: true }),
  ).toBeVisible();
  await expect(revokedRow.getByText(name)).toBeFocused();
  await expectAccessible(page);
  expect((await readGroup()).status()).toBe(401);
  expect(
    (
      await systemToken(request, { clientId, kid, privateKey, tokenUrl }, 'system/Patient.read')
    ).status(),
  ).toBe(401);
});

test('the combined role has its own menu and reaches its patients as a rehabilitator', async ({
  page,
}) => {
  await signIn(page, demo.coordinator, roleViews.reeducatorresponsable);
  await mainMenu(page)
    .getByRole('link', { name: translation('fr', 'portal.menu.coaching') })
    .click();
  await expect(pageHeading(page, translation('fr', 'portal.title.coaching'))).toBeVisible();
  await expect(
    page
      .getByRole('heading', { name: fr('manager.coaching.upcoming') })
      .or(page.getByRole('heading', { name: fr('manager.coaching.emptyTitle') })),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/reeducateur/patients');
  await expect(
    pageHeading(page, translation('fr', 'portal.title.reeducator.patients')),
  ).toBeVisible();
  // The rehabilitator's part of its menu (docs/decisions/portal-combined-role.md).
  await expect(mainMenu(page).getByRole('link')).toHaveText(
    ['portal.menu.patients', 'portal.menu.programs', 'portal.menu.myAccount'].map((id) =>
      translation('fr', id),
    ),
  );
  await expect(
    mainMenu(page).getByRole('link', { name: translation('fr', 'portal.menu.patients') }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(
    page
      .getByRole('region', { name: fr('reeducator.patients.current.title') })
      .getByRole('article')
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the other establishment’s manager sees none of the demo residence’s team or activities', async ({
  page,
  request,
}) => {
  // The demo manager invites someone and creates an activity, through the API.
  const manager = await api.signIn(request, demo.responsable);
  const establishmentId = claimsOf(manager.accessToken).establishmentId as string;
  const email = uniqueEmail('invite');
  const name = `Atelier mémoire ${randomUUID().slice(0, 6)}`;
  expect(
    (
      await callApi(
        request,
        endpoints.establishments.inviteRehabilitator,
        { params: { id: establishmentId }, body: { email } },
        manager.accessToken,
      )
    ).status,
  ).toBe(201);
  expect(
    (
      await callApi(
        request,
        endpoints.apa.create,
        { params: { id: establishmentId }, body: { name } },
        manager.accessToken,
      )
    ).status,
  ).toBe(201);

  await signIn(page, demo.otherManager, roleView('responsable', 'lb'));
  await page.goto('/responsable/etablissement/equipe');
  await expect(page.getByRole('region').first()).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);
  await page.goto('/responsable/activites-adaptees');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await expectAccessible(page);

  const tokens = await storedTokens(page);
  const team = await callApi(
    request,
    endpoints.establishments.rehabilitators,
    { params: { id: establishmentId } },
    tokens!.accessToken,
  );
  expect(team.status).toBe(403);
  const managers = await callApi(
    request,
    endpoints.managers.list,
    { params: { id: establishmentId } },
    tokens!.accessToken,
  );
  expect(managers.status).toBe(403);
});

test('at 390 px wide: the team, the account and the activities, no sideways scrolling', async ({
  page,
}) => {
  await signIn(page, demo.responsable, roleViews.responsable);
  await page.setViewportSize({ width: 390, height: 844 });
  await openTeam(page);
  await expectNoSidewaysScroll(page);
  await page.goto('/responsable/etablissement/compte');
  await expect(
    page.getByRole('textbox', { name: new RegExp(fr('manager.establishment.data.siret')) }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await openActivities(page);
  await expectNoSidewaysScroll(page);
});
