import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import {
  fullAchievements,
  newPatientAchievements,
  topAchievements,
  unknownAchievements,
} from '../../../mocks/patientDay';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup, signedInAs } from '../../../mocks/scenarios';
import { ProfileSuccessPage } from './ProfileSuccessPage';

const { patientAchievements } = endpoints.achievements;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The main landmark, once the success tab's title is in it. */
async function findTab() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Succès' }, firstRender);
  return within(main);
}

/** The items of a section, by the section's name. */
async function itemsOf(page: ReturnType<typeof within>, name: RegExp) {
  const section = await page.findByRole('region', { name }, firstRender);
  return within(section).queryAllByRole('listitem');
}

/**
 * The profile's success tab (/profil/success) in the signed-in layout: every tag from
 * GET /patients/:id/achievements, earned (latest first, with the day) or to earn (closest first,
 * with the progress).
 */
const meta = {
  title: 'Portal/Screens/Patient/Success',
  component: ProfileSuccessPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/profil/success" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: {
      handlers: { ...patientStartup, achievements: answer(patientAchievements, fullAchievements) },
    },
  },
} satisfies Meta<typeof ProfileSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six tags earned, the latest first; two to earn, the closest first, with their progress. */
export const SixEarnedTwoToGo: Story = {
  play: async () => {
    const page = await findTab();
    await expect(page.getByRole('link', { name: 'Succès' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const earned = await itemsOf(page, /^Succès obtenus \(6\)$/);
    await expect(earned).toHaveLength(6);
    await expect(within(earned[0]!).getByRole('heading', { level: 4 })).toHaveTextContent(
      '10 séances',
    );
    await expect(earned[0]).toHaveTextContent(
      /Terminer 10 séances d’auto-rééducation\s*Obtenu le 20\/12\/24/,
    );
    await expect(earned[5]).toHaveTextContent(/7 jours d’affilée.*Obtenu le 08\/09\/24/);
    await expect(
      earned.find((item) => item.textContent?.startsWith('1 km parcouru')),
    ).toHaveTextContent(/Marcher 1\skm au total/);

    const toEarn = await itemsOf(page, /^Succès à obtenir \(2\)$/);
    await expect(toEarn).toHaveLength(2);
    await expect(
      within(toEarn[0]!).getByRole('progressbar', { name: '50 séances' }),
    ).toHaveAttribute('aria-valuetext', '44 séances terminées sur 50');
    await expect(
      within(toEarn[1]!).getByRole('progressbar', { name: 'Un marathon parcouru' }),
    ).toHaveAttribute('aria-valuetext', expect.stringMatching(/^27,4\skm sur 42,2\skm$/));
  },
};

/** Nothing earned yet: how to earn the first ones, and every tag still to earn. */
export const NewPatient: Story = {
  parameters: {
    msw: { handlers: { achievements: answer(patientAchievements, newPatientAchievements) } },
  },
  play: async () => {
    const page = await findTab();
    const section = await page.findByRole(
      'region',
      { name: /^Succès obtenus \(0\)$/ },
      firstRender,
    );
    await expect(
      within(section).getByRole('heading', { name: 'Pas encore de succès' }),
    ).toBeVisible();
    await expect(await itemsOf(page, /^Succès à obtenir \(8\)$/)).toHaveLength(8);
  },
};

/** Every tag earned: a word of praise where the tags to earn were. */
export const AllEarned: Story = {
  parameters: {
    msw: { handlers: { achievements: answer(patientAchievements, topAchievements) } },
  },
  play: async () => {
    const page = await findTab();
    await expect(await itemsOf(page, /^Succès obtenus \(8\)$/)).toHaveLength(8);
    const section = page.getByRole('region', { name: /^Succès à obtenir \(0\)$/ });
    await expect(
      within(section).getByRole('heading', { name: 'Vous avez obtenu tous les succès. Bravo !' }),
    ).toBeVisible();
  },
};

/** A tag the portal does not know yet: a generic name and a plain count. */
export const UnknownTag: Story = {
  parameters: {
    msw: { handlers: { achievements: answer(patientAchievements, unknownAchievements) } },
  },
  play: async () => {
    const page = await findTab();
    const toEarn = await itemsOf(page, /^Succès à obtenir \(3\)$/);
    const unknown = toEarn.find((item) => within(item).queryByRole('heading', { name: 'Succès' }));
    await expect(within(unknown!).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '12 sur 100',
    );
  },
};

/** While the tags load: a skeleton under the tab's title. */
export const Loading: Story = {
  parameters: { msw: { handlers: { achievements: loading(patientAchievements) } } },
  play: async () => {
    const page = await findTab();
    await waitFor(() => expect(requestsTo(patientAchievements)).toBe(1));
    await expect(page.queryByRole('region')).toBeNull();
  },
};

/** The call fails: an error and a retry that asks again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { achievements: failure(patientAchievements, 'not_found') } } },
  play: async () => {
    const page = await findTab();
    const alert = await page.findByRole('alert', {}, firstRender);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(requestsTo(patientAchievements)).toBe(2));
  },
};

/** A patient with very long names: nothing scrolls sideways. */
export const LongNames: Story = {
  parameters: {
    portal: { user: currentUsers.patientWithLongNames },
    msw: { handlers: signedInAs(currentUsers.patientWithLongNames) },
  },
  play: async () => {
    const page = await findTab();
    await itemsOf(page, /^Succès obtenus/);
    const main = screen.getByRole('main');
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  },
};

const germanPatient = { ...currentUsers.patient, locale: 'de' as const };

/** In German. */
export const German: Story = {
  globals: { locale: 'de' },
  parameters: { portal: { user: germanPatient }, msw: { handlers: signedInAs(germanPatient) } },
  play: async () => {
    const main = within(await screen.findByRole('main', {}, firstRender));
    const toEarn = await itemsOf(main, /^Noch offene Erfolge \(2\)$/);
    await expect(
      within(toEarn[0]!).getByRole('progressbar', { name: '50 Trainingseinheiten' }),
    ).toHaveAttribute('aria-valuetext', '44 Einheiten von 50 abgeschlossen');
    await expect(await itemsOf(main, /^Erreichte Erfolge \(6\)$/)).toHaveLength(6);
  },
};
