/**
 * The combined rehabilitator-manager's week by clicking only (issue 24, point 1), on the real API
 * with the demo data: from its home (the manager's part of its menu) the role switch leads to its
 * own followed patients, one patient's clinical file, the programs (a new program highlights
 * Programs), its rehabilitator account; back in the manager's part, the devices, and from the
 * manager's page of a patient it follows, that patient's clinical file. Then the same switch on a
 * 390 px phone, with the keyboard. Axe clean on every screen.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  demoPassword,
  expectAccessible,
  expectNoSidewaysScroll,
  mainMenu,
  openLogin,
  pageHeading,
  roleViews,
  signIn,
  submitLogin,
  translation,
} from './support';

const fr = (id: string) => translation('fr', id);

/** The switch between the two parts of the menu, named by its caption. */
const roleSwitch = (page: Page) =>
  page.getByRole('navigation', { name: fr('portal.layout.workAs'), exact: true });
const switchTo = (page: Page, role: 'domain.role.responsable' | 'domain.role.reeducator') =>
  roleSwitch(page).getByRole('link', { name: fr(role), exact: true });

/** The menu entry marked current, by its label. */
async function expectCurrentEntry(page: Page, label: string) {
  await expect(mainMenu(page).locator('[aria-current="page"]')).toHaveText(label);
}

const rehabilitatorMenu = ['portal.menu.patients', 'portal.menu.programs', 'portal.menu.myAccount'];

test('the coordinator reaches its patients, programs, account and the manager’s screens by clicking', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // Home: the manager's part of the menu, and the switch with the manager's role current.
  await signIn(page, demo.coordinator, roleViews.reeducatorresponsable);
  await expect(switchTo(page, 'domain.role.responsable')).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page);

  // Its own followed patients.
  await switchTo(page, 'domain.role.reeducator').click();
  await expect(page).toHaveURL('/reeducateur/patients');
  await expect(pageHeading(page, fr('portal.title.reeducator.patients'))).toBeVisible();
  await expect(mainMenu(page).getByRole('link')).toHaveText(rehabilitatorMenu.map(fr));
  await expectCurrentEntry(page, fr('portal.menu.patients'));
  await expect(switchTo(page, 'domain.role.reeducator')).toHaveAttribute('aria-current', 'true');
  const current = page.getByRole('region', { name: fr('reeducator.patients.current.title') });
  const firstCard = current.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  await expectAccessible(page);

  // One patient's clinical file.
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await firstCard.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/reeducateur\/patients\/[0-9a-f-]{36}\/synthese$/);
  const clinicalFile = page.url();
  await expect(pageHeading(page)).toBeVisible();
  await expectCurrentEntry(page, fr('portal.menu.patients'));
  await expectAccessible(page);

  // The programs, and a new program, which belongs to them.
  await mainMenu(page)
    .getByRole('link', { name: fr('portal.menu.programs') })
    .click();
  await expect(page).toHaveURL('/reeducateur/programmes/mesProgrammes');
  await expectCurrentEntry(page, fr('portal.menu.programs'));
  await expectAccessible(page);
  await page.getByRole('link', { name: fr('rehabilitator.programs.new'), exact: true }).click();
  await expect(page).toHaveURL('/reeducateur/nouveau-programme');
  await expect(pageHeading(page, fr('portal.title.newProgram'))).toBeVisible();
  await expectCurrentEntry(page, fr('portal.menu.programs'));
  await expectAccessible(page);

  // Its rehabilitator account.
  await mainMenu(page)
    .getByRole('link', { name: fr('portal.menu.myAccount') })
    .click();
  await expect(page).toHaveURL('/reeducateur/profile');
  await expect(pageHeading(page, fr('portal.title.reeducator.profile'))).toBeVisible();
  await expectCurrentEntry(page, fr('portal.menu.myAccount'));
  await expectAccessible(page);

  // Back to the manager's part: the devices.
  await switchTo(page, 'domain.role.responsable').click();
  await expect(page).toHaveURL('/responsable/home');
  await expect(mainMenu(page).getByRole('link')).toHaveText(roleViews.reeducatorresponsable.menu);
  await mainMenu(page)
    .getByRole('link', { name: fr('portal.menu.devices') })
    .click();
  await expect(page).toHaveURL('/responsable/oxilios');
  await expect(pageHeading(page, fr('portal.title.devices'))).toBeVisible();
  await expectCurrentEntry(page, fr('portal.menu.devices'));
  await expectAccessible(page);

  // The manager's page of the patient it follows links to the same clinical file.
  await mainMenu(page)
    .getByRole('link', { name: fr('portal.menu.patients') })
    .click();
  await expect(page).toHaveURL('/responsable/patients/list');
  await page.getByRole('searchbox', { name: fr('manager.patients.filter') }).fill(name);
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(/\/responsable\/patients\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  const open = page.getByRole('link', { name: fr('manager.patients.page.openClinicalFile') });
  await expect(open).toBeVisible();
  await expectAccessible(page);
  await open.click();
  await expect(page).toHaveURL(clinicalFile);
  await expect(switchTo(page, 'domain.role.reeducator')).toHaveAttribute('aria-current', 'true');
  await expectCurrentEntry(page, fr('portal.menu.patients'));
});

test('on a phone, the role switch stays in view and works with the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // The menu is behind its button here: signed in, the home and the switch, not the menu's links.
  await openLogin(page);
  await submitLogin(page, demo.coordinator, demoPassword);
  await expect(page).toHaveURL(roleViews.reeducatorresponsable.home);
  await expect(pageHeading(page, roleViews.reeducatorresponsable.heading)).toBeVisible();
  const toRehabilitator = switchTo(page, 'domain.role.reeducator');
  await expect(toRehabilitator).toBeInViewport();
  const box = await toRehabilitator.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await toRehabilitator.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/reeducateur/patients');
  await expect(pageHeading(page, fr('portal.title.reeducator.patients'))).toBeVisible();
  // The Menu button opens the rehabilitator's part.
  await page.getByRole('button', { name: fr('ui.navBar.menu'), exact: true }).click();
  await expect(mainMenu(page).getByRole('link')).toHaveText(rehabilitatorMenu.map(fr));
  await mainMenu(page)
    .getByRole('link', { name: fr('portal.menu.programs') })
    .click();
  await expect(page).toHaveURL('/reeducateur/programmes/mesProgrammes');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
