import type { RehabilitatorInvites } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { patientsApi, rehabilitatorInvites } from '../../../mocks/rehabilitatorPatientsFixtures';
import { PatientsPage } from './PatientsPage';

/** Route modules load lazily, as in the app: the first screen may take a while to arrive. */
const firstRender = { timeout: 10_000 };

/** A patient's request, and one the manager of the patient's establishment made. */
const invites: RehabilitatorInvites = {
  ...rehabilitatorInvites.none,
  received: [
    {
      id: '3f6c1a20-5b7e-4c1d-8a2f-0000000f0201',
      origin: 'establishment',
      status: 'pending',
      createdAt: '2026-11-25T08:45:00.000Z',
      patient: {
        patientId: '3f6c1a20-5b7e-4c1d-8a2f-0000000f0301',
        firstName: 'Odette',
        lastName: 'Schmit',
      },
      requestedBy: {
        firstName: 'Claire',
        lastName: 'Dumont',
        establishmentName: 'Résidence Les Tilleuls',
      },
    },
    rehabilitatorInvites.full.received[0],
  ],
};

async function requests() {
  const main = await screen.findByRole('main', {}, firstRender);
  return within(
    await within(main).findByRole(
      'region',
      { name: /Demandes de suivi reçues|Erhaltene/ },
      firstRender,
    ),
  );
}

/**
 * /reeducateur/patients, its requests received: a manager's request names who asked and for which
 * establishment; the rehabilitator accepts or refuses it as a patient's.
 */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Patients/Request from a manager',
  component: PatientsPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/reeducateur/patients" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: { handlers: patientsApi({ invites }) },
  },
} satisfies Meta<typeof PatientsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The manager's request names who asked and for which establishment; the patient's names nobody. */
export const ManagersRequest: Story = {
  play: async () => {
    const list = await requests();
    await expect(
      await list.findByText('Demandé par Claire Dumont (Résidence Les Tilleuls)', {}, firstRender),
    ).toBeVisible();
    await expect(list.getAllByText(/^Demandé par/)).toHaveLength(1);
    await expect(
      list.getByRole('button', { name: 'Accepter', description: 'Odette Schmit' }),
    ).toBeVisible();
  },
};

/** Accepting the manager's request makes the patient followed, as a patient's request does. */
export const AcceptManagersRequest: Story = {
  play: async () => {
    const list = await requests();
    await expect(
      await list.findByText('Demandé par Claire Dumont (Résidence Les Tilleuls)', {}, firstRender),
    ).toBeVisible();
    await expect(
      list.getByText(
        'Ces patients, ou le responsable de leur établissement, vous demandent de les suivre.',
      ),
    ).toBeVisible();
    // The patient's own request names nobody else.
    await expect(list.getAllByText(/^Demandé par/)).toHaveLength(1);
    await userEvent.click(
      list.getByRole('button', { name: 'Accepter', description: 'Odette Schmit' }),
    );
    await expect(
      await list.findByText('Vous suivez désormais Odette Schmit.', {}, firstRender),
    ).toBeVisible();
  },
};
