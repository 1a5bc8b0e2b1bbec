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
import { ProfileRankPage } from './ProfileRankPage';

const { patientAchievements } = endpoints.achievements;

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** The main landmark, once the rank tab's title is in it. */
async function findTab() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 2, name: 'Rang' }, firstRender);
  return within(main);
}

/** The ladder's items, in order. */
async function ladder(page: ReturnType<typeof within>) {
  const section = await page.findByRole('region', { name: 'Tous les rangs' }, firstRender);
  return within(within(section).getByRole('list')).getAllByRole('listitem');
}

/**
 * The profile's rank tab (/profil/rank) in the signed-in layout: the whole ladder from
 * GET /patients/:id/achievements (which, unlike the recap, never consumes the start-up modals).
 */
const meta = {
  title: 'Portal/Screens/Patient/Rank',
  component: ProfileRankPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/profil/rank" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: {
      handlers: { ...patientStartup, achievements: answer(patientAchievements, fullAchievements) },
    },
  },
} satisfies Meta<typeof ProfileRankPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Platinum: where the patient stands, the way to diamond, every rank with its threshold. */
export const Platinum: Story = {
  play: async () => {
    const page = await findTab();
    await expect(page.getByRole('link', { name: 'Rang' })).toHaveAttribute('aria-current', 'page');
    const overview = await page.findByRole('region', { name: 'Votre rang : Platine' }, firstRender);
    await expect(within(overview).getByText('Depuis le 01/02/25')).toBeVisible();
    const progress = within(overview).getByRole('progressbar', { name: 'Vers le rang Diamant' });
    await expect(progress).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^594 sur 1\s000 étoiles : encore 406$/),
    );
    await expect(within(overview).getByText('594 étoiles')).toBeInTheDocument();
    await expect(within(overview).getByText('99 étoiles')).toBeInTheDocument();

    const ranks = await ladder(page);
    await expect(ranks).toHaveLength(6);
    await expect(ranks[0]).toHaveTextContent(/Débutant\s*Dès le départ\s*Atteint le 02\/09\/24/);
    await expect(ranks[1]).toHaveTextContent(/Bronze\s*Dès 25 étoiles\s*Atteint le 09\/09\/24/);
    await expect(ranks[4]).toHaveAttribute('aria-current', 'step');
    await expect(ranks[4]).toHaveTextContent(/Platine.*Votre rang actuel.*Atteint le 01\/02\/25/);
    await expect(ranks[5]).toHaveTextContent(/Diamant\s*Dès 1\s000 étoiles\s*Encore 406 étoiles/);
    await expect(ranks.filter((item) => item.getAttribute('aria-current') === 'step')).toHaveLength(
      1,
    );
  },
};

/** Nothing measured yet: the starter rank, undated; 25 stars to bronze. */
export const NewPatient: Story = {
  parameters: {
    msw: { handlers: { achievements: answer(patientAchievements, newPatientAchievements) } },
  },
  play: async () => {
    const page = await findTab();
    const overview = await page.findByRole(
      'region',
      { name: 'Votre rang : Débutant' },
      firstRender,
    );
    await expect(within(overview).queryByText(/^Depuis le \d/)).toBeNull();
    await expect(
      within(overview).getByRole('progressbar', { name: 'Vers le rang Bronze' }),
    ).toHaveAttribute('aria-valuetext', '0 sur 25 étoiles : encore 25');
    const ranks = await ladder(page);
    await expect(ranks[0]).toHaveAttribute('aria-current', 'step');
    await expect(ranks[0]).not.toHaveTextContent(/Atteint/);
    await expect(ranks[1]).toHaveTextContent('Encore 25 étoiles');
  },
};

/** At the top of the ladder: no progress bar, a word of praise. */
export const Diamond: Story = {
  parameters: {
    msw: { handlers: { achievements: answer(patientAchievements, topAchievements) } },
  },
  play: async () => {
    const page = await findTab();
    const overview = await page.findByRole('region', { name: 'Votre rang : Diamant' }, firstRender);
    await expect(within(overview).queryByRole('progressbar')).toBeNull();
    await expect(
      within(overview).getByText('Vous avez atteint le plus haut rang. Bravo !'),
    ).toBeVisible();
  },
};

/** A rank the portal does not know yet still shows, with a generic name and its threshold. */
export const UnknownRank: Story = {
  parameters: {
    msw: { handlers: { achievements: answer(patientAchievements, unknownAchievements) } },
  },
  play: async () => {
    const page = await findTab();
    const ranks = await ladder(page);
    await expect(ranks[6]).toHaveTextContent(/Rang 7\s*Dès 2\s000 étoiles/);
  },
};

/** While the ladder loads: a skeleton under the tab's title. */
export const Loading: Story = {
  parameters: { msw: { handlers: { achievements: loading(patientAchievements) } } },
  play: async () => {
    const page = await findTab();
    await waitFor(() => expect(requestsTo(patientAchievements)).toBe(1));
    await expect(page.queryByRole('region', { name: 'Tous les rangs' })).toBeNull();
  },
};

/** The call fails: an error and a retry that asks again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { achievements: failure(patientAchievements) } } },
  play: async () => {
    const page = await findTab();
    const alert = await page.findByRole('alert', {}, firstRender);
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(requestsTo(patientAchievements)).toBe(2));
  },
};

/** A patient with very long names: the tab reads the same, nothing scrolls sideways. */
export const LongNames: Story = {
  parameters: {
    portal: { user: currentUsers.patientWithLongNames },
    msw: { handlers: signedInAs(currentUsers.patientWithLongNames) },
  },
  play: async () => {
    const page = await findTab();
    await ladder(page);
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
    const overview = await main.findByRole('region', { name: 'Ihr Rang: Platin' }, firstRender);
    await expect(
      within(overview).getByRole('progressbar', { name: 'Auf dem Weg zum Rang Diamant' }),
    ).toBeVisible();
    const section = await main.findByRole('region', { name: 'Alle Ränge' });
    await expect(within(section).getAllByRole('listitem')[5]).toHaveTextContent(
      /Ab 1\.000 Sternen\s*Noch 406 Sterne/,
    );
  },
};
