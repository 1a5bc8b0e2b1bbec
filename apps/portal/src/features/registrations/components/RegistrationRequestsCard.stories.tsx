import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { currentUsers, ids } from '../../../mocks/fixtures';
import { answer, requestsTo } from '../../../mocks/handlers';
import { withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { pendingRequests } from '../../../mocks/registrationFixtures';
import { RegistrationRequestsCard } from './RegistrationRequestsCard';

const { pending, answer: answerEntry } = endpoints.registrations;

/** The managers' "Demandes d'inscription": who asked, accept, or refuse after a confirmation. */
const meta = {
  title: 'Portal/Registrations/RegistrationRequestsCard',
  component: RegistrationRequestsCard,
  decorators: [withPortal],
  args: { establishmentId: ids.establishment },
  parameters: {
    portal: { user: currentUsers.responsable },
    msw: {
      handlers: {
        ...signedInAs(currentUsers.responsable),
        pending: answer(pending, { requests: pendingRequests }),
        answer: answer(answerEntry, ({ params }) => ({
          requestId: params.requestId,
          patientId: pendingRequests[0]!.patientId,
          status: 'accepted' as const,
          answeredAt: '2026-12-02T10:00:00.000Z',
        })),
      },
    },
  },
} satisfies Meta<typeof RegistrationRequestsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two people ask; accepting one says what the manager can do next. */
export const TwoRequests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Demandes d’inscription' }),
    ).toBeVisible();
    await expect(canvas.getByText(/2 personnes inscrites seules demandent/)).toBeVisible();
    await expect(canvas.getByText('Adresse à Lyon')).toBeVisible();
    const [accept] = canvas.getAllByRole('button', { name: 'Accepter' });
    await userEvent.click(accept!);
    await expect(
      await canvas.findByText(/Jeanne Martin fait désormais partie de vos patients/),
    ).toBeVisible();
    await expect(requestsTo(answerEntry)).toBe(1);
  },
};

/** Refusing asks first, names the person and says they will be told. */
export const RefuseAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [refuse] = await canvas.findAllByRole('button', { name: 'Refuser' });
    await userEvent.click(refuse!);
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Refuser la demande de Jeanne Martin ?')).toBeVisible();
    await expect(dialog.getByText(/Un e-mail informera/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await expect(requestsTo(answerEntry)).toBe(0);
  },
};

/** Nobody asks: the card is not shown. */
export const NoRequest: Story = {
  parameters: { msw: { handlers: { pending: answer(pending, { requests: [] }) } } },
  play: async ({ canvasElement }) => {
    await expect(requestsTo(pending)).toBeGreaterThanOrEqual(0);
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};
