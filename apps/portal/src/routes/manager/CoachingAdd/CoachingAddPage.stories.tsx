import { endpoints, type CreateCoachingSessionBody } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { establishmentPatientList } from '../../../mocks/activitiesAdminFixtures';
import { coachingHandlers, coachingSessions } from '../../../mocks/coachingFixtures';
import { currentUsers } from '../../../mocks/fixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import CoachingAddPage from './CoachingAddPage';

const { create } = endpoints.coaching;
const { patients } = endpoints.establishments;
const firstRender = { timeout: 10_000 };
let sent: CreateCoachingSessionBody | null = null;

async function findPage() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 1, name: 'Ajouter un coaching' }, firstRender);
  return main;
}

/** Adding a coaching session (/responsable/coaching/add). */
const meta = {
  title: 'Portal/Screens/Manager/CoachingAdd',
  component: CoachingAddPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/coaching/add" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: coachingHandlers },
  },
} satisfies Meta<typeof CoachingAddPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked first; the time typed is the establishment's (Paris); back to the list once saved. */
export const PlanASession: Story = {
  parameters: {
    msw: {
      handlers: {
        create: answer(create, async ({ request }) => {
          sent = (await request.json()) as CreateCoachingSessionBody;
          return coachingSessions[0]!;
        }),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    await userEvent.click(
      await main.findByRole('button', { name: 'Enregistrer la séance' }, firstRender),
    );
    await expect(await main.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    await expect(requestsTo(create)).toBe(0);
    await userEvent.selectOptions(main.getByRole('combobox', { name: /Patient/ }), 'Moreau Lucie');
    const date = main.getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-12-01');
    await userEvent.type(main.getByRole('textbox', { name: /Objet de la séance/ }), 'Transferts');
    await userEvent.type(main.getByRole('spinbutton', { name: 'Durée en minutes' }), '45');
    await userEvent.click(main.getByRole('button', { name: 'Enregistrer la séance' }));
    await expect(
      await screen.findByText('La séance de Lucie Moreau est enregistrée.'),
    ).toBeVisible();
    await expect(sent).toMatchObject({
      patientId: establishmentPatientList.patients[0]!.patientId,
      scheduledAt: '2026-12-01T09:00:00.000Z',
      topic: 'Transferts',
      durationMinutes: 45,
      status: 'planned',
    });
    await expect(await screen.findByRole('heading', { level: 1, name: 'Coaching' })).toBeVisible();
  },
};

export const NoPatient: Story = {
  parameters: {
    msw: {
      handlers: {
        patients: answer(patients, {
          patients: [],
          patientApplications: [],
          nextStepCounts: {
            patients: 0,
            nextSteps: 0,
            noRehabilitator: 0,
            noDevice: 0,
            noCapacity: 0,
            noObjectives: 0,
          },
        }),
      },
    },
  },
  play: async () => {
    const main = await findPage();
    await expect(
      await main.findByText(/Aucun patient en cours de suivi/, {}, firstRender),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { patients: loading(patients) } } },
  play: async () => {
    const main = await findPage();
    await expect(main.queryByRole('button', { name: 'Enregistrer la séance' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { patients: failure(patients) } } },
  play: async () => {
    const main = await findPage();
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: { msw: { handlers: { create: failure(create) } } },
  play: async () => {
    const main = await findPage();
    await userEvent.selectOptions(
      await main.findByRole('combobox', { name: /Patient/ }, firstRender),
      'Dubois Henri',
    );
    await userEvent.type(main.getByRole('textbox', { name: /Objet de la séance/ }), 'Marche');
    await userEvent.click(main.getByRole('button', { name: 'Enregistrer la séance' }));
    await expect(await main.findByText(/L’action n’a pas abouti/)).toBeVisible();
  },
};
