import { endpoints, type AdaptedActivity } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { activities } from '../../../mocks/activitiesFixtures';
import {
  activitiesAdminHandlers,
  establishmentPatientList,
  managedActivities,
  participant,
} from '../../../mocks/activitiesAdminFixtures';
import { currentUsers, ids } from '../../../mocks/fixtures';
import { answer, failure, loading, offline, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import AdaptedActivitiesPage from './AdaptedActivitiesPage';

const { list, create, update, archive, enrol, leave, participants } = endpoints.apa;
const firstRender = { timeout: 10_000 };

async function findPage() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 1, name: 'Activités adaptées' }, firstRender);
  return main;
}

const activityCard = async (main: ReturnType<typeof within>, name: string) =>
  within(await main.findByRole('article', { name }, firstRender));

/** The manager's adapted activities (/responsable/activites-adaptees). */
const meta = {
  title: 'Portal/Screens/Manager/AdaptedActivities',
  component: AdaptedActivitiesPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/activites-adaptees" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: activitiesAdminHandlers },
  },
} satisfies Meta<typeof AdaptedActivitiesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The establishment's activities (editable) and the catalogue (participants only). */
export const Full: Story = {
  play: async () => {
    const main = await findPage();
    const gym = await activityCard(main, 'Gym douce sur chaise');
    await expect(await gym.findByText('1 participant', {}, firstRender)).toBeVisible();
    await expect(gym.getByText('Lucie Moreau')).toBeVisible();
    await expect(gym.getByRole('button', { name: 'Modifier Gym douce sur chaise' })).toBeVisible();
    const catalogue = await activityCard(main, 'Étirements du matin');
    await expect(await catalogue.findByText('Aucun participant', {}, firstRender)).toBeVisible();
    await expect(catalogue.queryByRole('button', { name: /^Modifier/ })).toBeNull();
  },
};

/** A name is required; the new activity is created and announced. */
export const CreateAnActivity: Story = {
  parameters: {
    msw: {
      handlers: {
        activities: answer(list, () => ({
          activities:
            requestsTo(create) > 0
              ? [
                  ...managedActivities,
                  { ...managedActivities[0]!, id: ids.device, name: 'Tai-chi assis' },
                ]
              : managedActivities,
        })),
        create: answer(create, { ...managedActivities[0]!, id: ids.device, name: 'Tai-chi assis' }),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    await userEvent.click(
      await main.findByRole('button', { name: 'Créer une activité' }, firstRender),
    );
    const form = within(main.getByRole('region', { name: 'Nouvelle activité' }));
    await userEvent.click(form.getByRole('button', { name: 'Créer une activité' }));
    await expect(await form.findByText('Donnez un nom à l’activité.')).toBeVisible();
    await expect(requestsTo(create)).toBe(0);
    await userEvent.type(form.getByRole('textbox', { name: /Nom de l’activité/ }), 'Tai-chi assis');
    await userEvent.type(form.getByRole('textbox', { name: /Quand et où/ }), 'Vendredi 11 h');
    await userEvent.click(form.getByRole('button', { name: 'Créer une activité' }));
    await expect(await main.findByText('L’activité « Tai-chi assis » est créée.')).toBeVisible();
    await expect(await main.findByRole('article', { name: 'Tai-chi assis' })).toBeVisible();
  },
};

/**
 * Creating while the network is down: the manager is told it did not go through, nothing is
 * created and the form keeps what was typed (the failure used to go unnoticed).
 */
export const CreateOffline: Story = {
  parameters: { msw: { handlers: { create: offline(create) } } },
  play: async () => {
    const main = await findPage();
    await userEvent.click(
      await main.findByRole('button', { name: 'Créer une activité' }, firstRender),
    );
    const form = within(main.getByRole('region', { name: 'Nouvelle activité' }));
    const name = form.getByRole('textbox', { name: /Nom de l’activité/ });
    await userEvent.type(name, 'Tai-chi assis');
    await userEvent.type(form.getByRole('textbox', { name: /Quand et où/ }), 'Vendredi 11 h');
    await userEvent.click(form.getByRole('button', { name: 'Créer une activité' }));
    await expect(await main.findByRole('alert', {}, firstRender)).toHaveTextContent(
      'L’action n’a pas abouti. Réessayez dans un instant.',
    );
    await expect(requestsTo(create)).toBe(1);
    await expect(name).toHaveValue('Tai-chi assis');
    await expect(form.getByRole('textbox', { name: /Quand et où/ })).toHaveValue('Vendredi 11 h');
    await expect(main.queryByText(/est créée/)).toBeNull();
    await expect(main.queryByRole('article', { name: 'Tai-chi assis' })).toBeNull();
  },
};

/** Editing changes the schedule; archiving asks first, then the activity leaves the list. */
export const EditAndArchive: Story = {
  parameters: {
    msw: {
      handlers: {
        activities: answer(list, () => ({
          activities: managedActivities
            .filter((activity) => requestsTo(archive) === 0 || activity.id !== activities.walk.id)
            .map((activity): AdaptedActivity =>
              requestsTo(update) > 0 && activity.id === activities.walk.id
                ? { ...activity, schedule: 'Jeudi 16 h, départ du hall' }
                : activity,
            ),
        })),
        update: answer(update, {
          ...managedActivities[1]!,
          schedule: 'Jeudi 16 h, départ du hall',
        }),
        archive: answer(archive, undefined as never),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    const walk = await activityCard(main, 'Marche dans le parc');
    await userEvent.click(walk.getByRole('button', { name: 'Modifier Marche dans le parc' }));
    const schedule = walk.getByRole('textbox', { name: /Quand et où/ });
    await userEvent.clear(schedule);
    await userEvent.type(schedule, 'Jeudi 16 h, départ du hall');
    await userEvent.click(walk.getByRole('button', { name: 'Enregistrer' }));
    await expect(
      await walk.findByText('L’activité « Marche dans le parc » est enregistrée.'),
    ).toBeVisible();
    await expect(await walk.findByText('Jeudi 16 h, départ du hall')).toBeVisible();

    await userEvent.click(walk.getByRole('button', { name: 'Archiver Marche dans le parc' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Archiver l’activité « Marche dans le parc » ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Archiver' }));
    await waitFor(() =>
      expect(main.queryByRole('article', { name: 'Marche dans le parc' })).toBeNull(),
    );
  },
};

/** Enrolling a patient, then taking them out after confirming. */
export const EnrolAndTakeOut: Story = {
  parameters: {
    msw: {
      handlers: {
        participants: answer(participants, ({ params }) => ({
          activityId: params.id,
          patients:
            params.id === activities.walk.id && requestsTo(enrol) > requestsTo(leave)
              ? [participant(establishmentPatientList.patients[1]!)]
              : [],
        })),
        enrol: answer(enrol, managedActivities[1]!),
        leave: answer(leave, managedActivities[1]!),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    const walk = await activityCard(main, 'Marche dans le parc');
    const select = await walk.findByRole('combobox', { name: 'Patient à inscrire' }, firstRender);
    await userEvent.selectOptions(select, 'Dubois Henri');
    await userEvent.click(walk.getByRole('button', { name: 'Inscrire' }));
    await expect(
      await walk.findByText('Henri Dubois participe désormais à « Marche dans le parc ».'),
    ).toBeVisible();
    await expect(await walk.findByText('1 participant')).toBeVisible();

    await userEvent.click(walk.getByRole('button', { name: 'Désinscrire Henri Dubois' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Désinscrire' }));
    await expect(
      await walk.findByText('Henri Dubois ne participe plus à « Marche dans le parc ».'),
    ).toBeVisible();
    await expect(await walk.findByText('Aucun participant')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { activities: answer(list, { activities: [] }) } } },
  play: async () => {
    const main = await findPage();
    await expect(
      await main.findByText('Aucune activité propre à l’établissement', {}, firstRender),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { activities: loading(list) } } },
  play: async () => {
    const main = await findPage();
    await expect(main.queryByRole('article')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { activities: failure(list) } } },
  play: async () => {
    const main = await findPage();
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        activities: answer(list, {
          activities: [
            {
              ...managedActivities[0]!,
              name: 'Atelier de gymnastique douce sur chaise pour la mobilité des épaules, des hanches et des chevilles',
              schedule:
                'Tous les mardis et vendredis de 10 h à 10 h 45, salle polyvalente du rez-de-chaussée, bâtiment des Glycines',
            },
          ],
        }),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    await expect(
      await main.findByText(/Tous les mardis et vendredis/, {}, firstRender),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
