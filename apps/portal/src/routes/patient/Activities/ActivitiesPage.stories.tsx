import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { activityLists, activitiesApi } from '../../../mocks/activitiesFixtures';
import { failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientStartup } from '../../../mocks/scenarios';
import { ActivitiesPage } from './ActivitiesPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = await screen.findByRole('main', {}, firstRender);
  await within(main).findByRole('heading', { level: 1, name: 'Activités adaptées' }, firstRender);
  return within(main);
}

/** A section of the page (its h2), and the titles of the activity cards in it. */
async function section(name: string) {
  const page = await findPage();
  const region = await page.findByRole('region', { name }, firstRender);
  return {
    region: within(region),
    titles: () =>
      within(region)
        .queryAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
  };
}

/**
 * /activities as the app shows it: the adapted activities the patient takes part in, then those
 * of the establishment and of the catalogue, each to enrol in or leave (answered by the mocked
 * API, which remembers the enrolments during the story).
 */
const meta = {
  title: 'Portal/Screens/Patient/Activities',
  component: ActivitiesPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/activities" />,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: { ...patientStartup, ...activitiesApi(activityLists.full) } },
  },
} satisfies Meta<typeof ActivitiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enrolled in one of each kind; the others offered, by kind, with schedule and place. */
export const EnrolledAndOffered: Story = {
  play: async () => {
    const mine = await section('Mes activités');
    await waitFor(() =>
      expect(mine.titles()).toEqual(['Étirements du matin', 'Gym douce sur chaise']),
    );
    await expect(mine.region.getAllByText('Vous participez')).toHaveLength(2);
    await expect(
      mine.region.getByText('Mardi 10 h – 10 h 45, salle polyvalente (rez-de-chaussée)'),
    ).toBeVisible();
    const establishment = await section('Proposées par mon établissement');
    await expect(establishment.titles()).toEqual(['Atelier équilibre', 'Marche dans le parc']);
    await expect(
      establishment.region.getByText(
        'Horaire à venir : renseignez-vous auprès de votre établissement.',
      ),
    ).toBeVisible();
    const catalogue = await section('À faire chez vous : le catalogue oxilio');
    await expect(catalogue.titles()).toEqual(['Yoga sur chaise']);
    await expect(
      catalogue.region.getByRole('button', { name: 'Participer', description: 'Yoga sur chaise' }),
    ).toBeVisible();
    await expect(
      catalogue.region.getByRole('link', {
        name: 'Voir le détail',
        description: 'Yoga sur chaise',
      }),
    ).toHaveAttribute('href', `/apa?activite=${activityLists.full.activities[1]!.id}`);
  },
};

/** Enrolling moves the card to "my activities"; the focus follows it, and it is announced. */
export const Enrol: Story = {
  // Its own copy of the list: the enrolments it changes stay in this story.
  parameters: { msw: { handlers: activitiesApi(activityLists.full) } },
  play: async () => {
    const establishment = await section('Proposées par mon établissement');
    await userEvent.click(
      await establishment.region.findByRole('button', {
        name: 'Participer',
        description: 'Marche dans le parc',
      }),
    );
    const mine = await section('Mes activités');
    await waitFor(() => expect(mine.titles()).toContain('Marche dans le parc'));
    await waitFor(() =>
      expect(mine.region.getByRole('heading', { name: 'Marche dans le parc' })).toHaveFocus(),
    );
    const announced = await screen.findByText(
      'Vous participez désormais à « Marche dans le parc ».',
    );
    await expect(announced.closest('[role="status"]')).not.toBeNull();
    await expect(establishment.titles()).toEqual(['Atelier équilibre']);
    await expect(requestsTo(endpoints.apa.enrol)).toBe(1);
  },
};

/** Leaving asks first (a tap by mistake costs nothing), then moves the card back. */
export const Leave: Story = {
  // Its own copy of the list: the enrolments it changes stay in this story.
  parameters: { msw: { handlers: activitiesApi(activityLists.full) } },
  play: async () => {
    const mine = await section('Mes activités');
    await userEvent.click(
      await mine.region.findByRole('button', {
        name: 'Ne plus participer',
        description: 'Gym douce sur chaise',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Ne plus participer à « Gym douce sur chaise » ?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await expect(requestsTo(endpoints.apa.leave)).toBe(0);
    await userEvent.click(
      mine.region.getByRole('button', {
        name: 'Ne plus participer',
        description: 'Gym douce sur chaise',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Ne plus participer',
      }),
    );
    await waitFor(() => expect(mine.titles()).toEqual(['Étirements du matin']));
    const establishment = await section('Proposées par mon établissement');
    await expect(establishment.titles()).toContain('Gym douce sur chaise');
    await expect(
      await screen.findByText('Vous ne participez plus à « Gym douce sur chaise ».'),
    ).toBeInTheDocument();
    await expect(requestsTo(endpoints.apa.leave)).toBe(1);
  },
};

/** Taking part in nothing yet: says so, and where to choose. */
export const NoneEnrolled: Story = {
  parameters: { msw: { handlers: activitiesApi(activityLists.noneEnrolled) } },
  play: async () => {
    const mine = await section('Mes activités');
    await expect(
      await mine.region.findByText('Vous ne participez à aucune activité pour le moment.'),
    ).toBeVisible();
    await expect(mine.titles()).toEqual([]);
  },
};

/** Nothing offered at all. */
export const Empty: Story = {
  parameters: { msw: { handlers: activitiesApi(activityLists.empty) } },
  play: async () => {
    const page = await findPage();
    await expect(
      await page.findByRole('heading', {
        name: 'Aucune activité adaptée n’est proposée pour le moment.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Écouter les programmes sonores' })).toBeVisible();
  },
};

/** The list on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { activities: loading(endpoints.apa.patient) } } },
  play: async () => {
    const page = await findPage();
    await waitFor(() => expect(requestsTo(endpoints.apa.patient)).toBe(1));
    await expect(page.queryByRole('heading', { level: 2, name: 'Mes activités' })).toBeNull();
  },
};

/** The list cannot be read: the error and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: { activities: failure(endpoints.apa.patient) } } },
  play: async () => {
    const page = await findPage();
    await expect(await page.findByRole('alert')).toHaveTextContent(/erreur inattendue/);
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Enrolling is refused: the card says why and stays where it is. */
export const EnrolRefused: Story = {
  parameters: { msw: { handlers: { enrol: failure(endpoints.apa.enrol, 'not_found') } } },
  play: async () => {
    const catalogue = await section('À faire chez vous : le catalogue oxilio');
    await userEvent.click(
      await catalogue.region.findByRole('button', {
        name: 'Participer',
        description: 'Yoga sur chaise',
      }),
    );
    await expect(
      await catalogue.region.findByText('Ces informations sont introuvables.'),
    ).toBeVisible();
    await expect(catalogue.titles()).toEqual(['Yoga sur chaise']);
  },
};

/** Names, schedules and descriptions as long as an establishment may write them. */
export const LongNames: Story = {
  parameters: { msw: { handlers: activitiesApi(activityLists.longNames) } },
  play: async () => {
    const mine = await section('Mes activités');
    await waitFor(() => expect(mine.titles()[0]).toMatch(/^Atelier de prévention des chutes/));
    await expect(mine.region.getByText(/ascenseur B/)).toBeVisible();
  },
};
