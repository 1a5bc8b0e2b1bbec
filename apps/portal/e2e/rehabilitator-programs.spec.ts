/**
 * The demo rehabilitator's programs on the real API with the demo data: the exercise library
 * (filters, like), a program built from it with the keyboard alone (reordering included), assigned
 * as self-rehabilitation to a followed patient who then sees it, a program copied, modified and
 * deleted, and the establishment's invitation answered on the profile; every screen checked by axe
 * and at 390 px without sideways scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  claimsOf,
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  roleViews,
  signIn,
  translation,
} from './support';

const fr = (id: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{${key}}`, String(value)),
    translation('fr', id),
  );

/** Checks the open screen with axe, then at 390 px wide, and back. */
async function expectUsable(page: Page) {
  await expectAccessible(page);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  if (size) {
    await page.setViewportSize(size);
  }
}

const heading2 = (page: Page, id: string) =>
  page.getByRole('heading', { level: 2, name: translation('fr', id) });

test('the rehabilitator builds a program with the keyboard, assigns it, and the patient sees it', async ({
  page,
  browser,
  request,
}) => {
  const name = `Jambes et équilibre ${Date.now() % 100000}`;
  await signIn(page, demo.reeducator, roleViews.reeducator);

  // The library: the liked exercises are a filter away, and a like is counted.
  await page.goto('/reeducateur/programmes/exercices');
  await expect(heading2(page, 'portal.title.programs.exercises')).toBeVisible();
  const likedOnly = page.getByRole('checkbox', {
    name: fr('rehabilitator.exercises.filter.likedOnly'),
  });
  await likedOnly.check();
  await expect(page.getByText(/^\d+ exercices?$/)).toHaveText(/^(5|6|7) exercices$/);
  await likedOnly.uncheck();
  await page
    .getByRole('combobox', { name: fr('rehabilitator.exercises.filter.difficulty') })
    .selectOption({ label: translation('fr', 'domain.exerciseDifficulty.moderate') });
  const like = page.getByRole('button', { name: /^J’aime \(\d+\) : « / }).first();
  const wasLiked = await like.getAttribute('aria-pressed');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', wasLiked === 'true' ? 'false' : 'true');
  await expectUsable(page);

  // A new program, with the keyboard alone.
  await page.goto('/reeducateur/nouveau-programme');
  await expect(
    page.getByRole('heading', { level: 1, name: fr('portal.title.newProgram') }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: fr('rehabilitator.programBuilder.name') }).focus();
  await page.keyboard.type(name);
  await page
    .getByRole('checkbox', { name: fr('rehabilitator.exercises.filter.likedOnly') })
    .focus();
  await page.keyboard.press('Space');
  const adds = page.getByRole('button', { name: /^Ajouter « .* » au programme$/ });
  await expect(adds.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const add = adds.nth(index);
    names.push(/« (.*) »/.exec((await add.getAttribute('aria-label')) ?? '')?.[1] ?? '');
    await add.focus();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: '3 exercices au programme' })).toBeVisible();
  await page
    .getByRole('button', { name: fr('rehabilitator.programBuilder.moveUp', { name: names[2]! }) })
    .focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({
      hasText: fr('rehabilitator.programBuilder.moved', {
        name: names[2]!,
        position: 2,
        count: 3,
      }),
    }),
  ).toBeAttached();
  await expect(page.locator(':focus')).toHaveAccessibleName(
    fr('rehabilitator.programBuilder.moveUp', { name: names[2]! }),
  );
  await expectUsable(page);
  await page.getByRole('button', { name: fr('rehabilitator.programBuilder.save') }).focus();
  await page.keyboard.press('Enter');
  await expect(heading2(page, 'portal.title.programs.mine')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByRole('listitem')).toHaveText([names[0]!, names[2]!, names[1]!]);
  await expectUsable(page);

  // Assigned as self-rehabilitation to a followed patient (not the demo patient, whom other tests use).
  const tokens = await api.signIn(request, demo.reeducator);
  const rehabilitatorId = String(claimsOf(tokens.accessToken).reeducatorId);
  const followed = await callApi(
    request,
    endpoints.rehabilitators.patients,
    { params: { id: rehabilitatorId }, query: { archived: false } },
    tokens.accessToken,
  );
  let patient: { patientId: string; email: string } | null = null;
  for (const candidate of followed.body) {
    const detail = await callApi(
      request,
      endpoints.rehabilitators.patient,
      { params: { id: rehabilitatorId, patientId: candidate.patientId } },
      tokens.accessToken,
    );
    if (detail.body.email && detail.body.email !== demo.patient) {
      patient = { patientId: candidate.patientId, email: detail.body.email };
      break;
    }
  }
  expect(patient, 'a followed patient with an account').not.toBeNull();
  await page.goto(`/reeducateur/patients/${patient!.patientId}/auto-reeducation`);
  await expect(heading2(page, 'portal.title.reeducator.patient.autoReeducation')).toBeVisible();
  await expect(
    page.getByRole('region', { name: fr('rehabilitator.selfRehab.recommendedTitle') }),
  ).toBeVisible();
  const select = page.getByRole('combobox', { name: fr('rehabilitator.selfRehab.program') });
  await select.selectOption({ label: `${fr('rehabilitator.selfRehab.mine')} – ${name}` });
  await page
    .getByRole('radio', { name: new RegExp(fr('rehabilitator.selfRehab.kindSelf')) })
    .check();
  await page
    .getByRole('button', { name: fr('rehabilitator.selfRehab.assign'), exact: true })
    .click();
  await expect(page.getByText(fr('rehabilitator.selfRehab.assigned', { name }))).toBeVisible();
  const self = page.getByRole('region', { name: fr('rehabilitator.selfRehab.selfTitle') });
  await expect(self.getByRole('heading', { name })).toBeVisible();
  await expectUsable(page);

  // The patient sees it on their self-rehabilitation page.
  const context = await browser.newContext();
  const patientPage = await context.newPage();
  await patientPage.goto('/');
  await patientPage
    .getByRole('textbox', { name: 'Identifiant (adresse e-mail)', exact: true })
    .fill(patient!.email);
  await patientPage
    .getByRole('textbox', { name: 'Mot de passe', exact: true })
    .fill('Oxilio-demo-1');
  await patientPage.getByRole('button', { name: 'Connexion', exact: true }).click();
  await expect(patientPage).toHaveURL(/\/dashboard|\/auto-reeducation/);
  await patientPage.goto('/auto-reeducation');
  await expect(patientPage.getByText(name).first()).toBeVisible();
  await context.close();
});

test('the rehabilitator copies a program, modifies the copy, then deletes it after confirming', async ({
  page,
}) => {
  const copyName = `Copie adaptée ${Date.now() % 100000}`;
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await page.goto('/reeducateur/programmes/oxilio');
  await expect(heading2(page, 'portal.title.programs.product')).toBeVisible();
  await expectUsable(page);
  const source = 'Marche et équilibre';
  await page
    .getByRole('button', { name: fr('rehabilitator.programs.copyNamed', { name: source }) })
    .click();
  // The copy opens named "Copie de …" in the user's language (numbered if that name is taken).
  const copied = fr('rehabilitator.programs.copyOf', { name: source });
  await expect(page.getByRole('heading', { level: 1, name: copied, exact: false })).toBeVisible();
  const nameField = page.getByRole('textbox', { name: fr('rehabilitator.programBuilder.name') });
  await expect(nameField).toHaveValue(new RegExp(`^${copied}( \\(\\d+\\))?$`));
  await nameField.fill(copyName);
  await page
    .getByRole('button', { name: /^Retirer « .* »$/ })
    .first()
    .click();
  await page.getByRole('button', { name: fr('rehabilitator.programBuilder.save') }).click();
  await expect(heading2(page, 'portal.title.programs.mine')).toBeVisible();
  await expect(page.getByRole('heading', { name: copyName })).toBeVisible();

  await page
    .getByRole('button', { name: fr('rehabilitator.programs.deleteNamed', { name: copyName }) })
    .click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: fr('rehabilitator.programs.deleteConfirm') }).click();
  await expect(
    page.getByText(fr('rehabilitator.programs.deleted', { name: copyName })),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: copyName })).toHaveCount(0);
});

test('the rehabilitator answers the establishment’s invitation on the profile', async ({
  page,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await page.goto('/reeducateur/profile');
  await expect(
    page.getByRole('heading', { level: 1, name: fr('portal.title.reeducator.profile') }),
  ).toBeVisible();
  const invitations = page.getByRole('region', {
    name: fr('rehabilitator.profile.invitations.title'),
  });
  const establishment = 'Centre de rééducation Am Park';
  await expect(
    invitations.getByText(fr('rehabilitator.profile.invitations.invites', { name: establishment })),
  ).toBeVisible();
  await expectUsable(page);
  await invitations
    .getByRole('button', {
      name: fr('rehabilitator.profile.invitations.acceptNamed', { name: establishment }),
    })
    .click();
  await expect(
    page.getByText(fr('rehabilitator.profile.invitations.accepted', { name: establishment })),
  ).toBeVisible();
  await expect(invitations.getByText(fr('rehabilitator.profile.invitations.none'))).toBeVisible();
  await expect(page.getByText(establishment, { exact: true })).toBeVisible();
});
