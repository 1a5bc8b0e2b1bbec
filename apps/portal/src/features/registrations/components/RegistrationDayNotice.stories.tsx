import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { currentUsers, ids } from '../../../mocks/fixtures';
import { answer } from '../../../mocks/handlers';
import { withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { registrations } from '../../../mocks/registrationFixtures';
import { RegistrationDayNotice } from './RegistrationDayNotice';

const { patientRegistration } = endpoints.registrations;

/** "My day" for a patient no establishment follows, in each state of their request. */
const meta = {
  title: 'Portal/Registrations/RegistrationDayNotice',
  component: RegistrationDayNotice,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
    withPortal,
  ],
  args: { patientId: ids.patient, profileHref: '/profil/account' },
  parameters: {
    portal: { user: currentUsers.patient },
    msw: {
      handlers: {
        ...signedInAs(currentUsers.patient),
        registration: answer(patientRegistration, registrations.none),
      },
    },
  },
} satisfies Meta<typeof RegistrationDayNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No establishment and no request: no promise of a device, and the way to ask one. */
export const WithoutEstablishment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'Bienvenue ! Un établissement doit d’abord vous suivre',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Demander à un établissement de me suivre' }),
    ).toHaveAttribute('href', '/profil/account');
  },
};

/** The request waits: which establishment, and what comes once it accepts. */
export const Pending: Story = {
  parameters: {
    msw: { handlers: { registration: answer(patientRegistration, registrations.pending) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Bienvenue ! Votre demande est en attente' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Résidence Les Tilleuls examine votre demande/)).toBeVisible();
  },
};

/** Refused: said plainly, with the way to ask another establishment. */
export const Refused: Story = {
  parameters: {
    msw: { handlers: { registration: answer(patientRegistration, registrations.refused) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Votre demande n’a pas été acceptée' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Demander à un établissement de me suivre' }),
    ).toBeVisible();
  },
};
