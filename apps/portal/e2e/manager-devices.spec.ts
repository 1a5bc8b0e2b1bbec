/**
 * Devices seen when they speak, on the real API with the demo data (apps/api/src/seed/demo-devices.ts,
 * docs/decisions/api-device-last-seen.md): the manager's devices page says how long ago each
 * device last sent data, and the resident's device silent for a week (OX-A-0011) is flagged in
 * words and listed first among the associated ones. Axe clean, and at 390 px without sideways
 * scrolling.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  roleViews,
  signIn,
  translation,
} from './support';

const region = (page: Page, id: string) =>
  page.getByRole('region', { name: translation('fr', id) });
const silentBadge = 'Aucune donnée depuis plus de 2 jours';

test('the device silent for a week is flagged and listed first; the others say when they spoke', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demo.responsable, roleViews.responsable);
  // A phone's width once signed in (the sign-in helper checks the wide menu).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/responsable/oxilios');
  const associated = region(page, 'manager.devices.associated');
  await expect(
    associated.getByText(
      /oxilios? associés? n’envoi(e|ent) plus de données depuis plus de 2 jours/,
    ),
  ).toBeVisible();

  const silent = associated.getByRole('article', { name: 'Oxilio OX-A-0011' });
  await expect(silent.getByText(silentBadge)).toBeVisible();
  await expect(silent.getByText('Dernières données reçues il y a 7 jours')).toBeVisible();
  await expect(
    silent.getByText('Vérifiez avec le patient que l’oxilio est utilisé et qu’il fonctionne.'),
  ).toBeVisible();

  // Silent ones first: the first card is flagged; the last one is not, and says when it spoke.
  const cards = associated.getByRole('article');
  await expect(cards.first().getByText(silentBadge)).toBeVisible();
  const last = cards.last();
  await expect(last.getByText(silentBadge)).toHaveCount(0);
  await expect(
    last.getByText(
      /^(Dernières données reçues (il y a \d+ (minutes?|heures?)|hier|avant-hier|à l’instant)|Aucune donnée reçue)$/,
    ),
  ).toBeVisible();

  // A free device is never flagged.
  await expect(region(page, 'manager.devices.available').getByText(silentBadge)).toHaveCount(0);

  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
