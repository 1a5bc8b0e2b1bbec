import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers, ids } from '../../../mocks/fixtures';
import { answer, requestsTo } from '../../../mocks/handlers';
import { withPortal } from '../../../mocks/portal';
import { signedInAs } from '../../../mocks/scenarios';
import { directory, registrations } from '../../../mocks/registrationFixtures';
import { MyEstablishmentCard } from './MyEstablishmentCard';

const { patientRegistration, ask, directory: directoryEntry } = endpoints.registrations;

/**
 * The profile's card for a patient no establishment follows: where their request stands, and the
 * directory to ask one (names and towns only).
 */
const meta = {
  title: 'Portal/Registrations/MyEstablishmentCard',
  component: MyEstablishmentCard,
  decorators: [withPortal],
  args: { patientId: ids.patient },
  parameters: {
    portal: { user: currentUsers.patient },
    msw: {
      handlers: {
        ...signedInAs(currentUsers.patient),
        registration: answer(patientRegistration, registrations.none),
        directory: answer(directoryEntry, { establishments: directory }),
        ask: answer(ask, registrations.pending),
      },
    },
  },
} satisfies Meta<typeof MyEstablishmentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registered alone: told the truth, finds their establishment and asks it by keyboard. */
export const WithoutEstablishment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Être suivi par un établissement' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Aucun établissement ne vous suit pour le moment/)).toBeVisible();
    // Asking without a pick says what is missing.
    await userEvent.click(canvas.getByRole('button', { name: 'Demander à être suivi' }));
    await expect(
      await canvas.findByText('Cherchez puis choisissez votre établissement.'),
    ).toBeVisible();
    const search = canvas.getByRole('textbox', { name: /Nom ou ville de votre établissement/ });
    await userEvent.type(search, 'tilleuls{Enter}');
    await expect(
      await canvas.findByText('2 établissements trouvés : choisissez le vôtre.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByText('Résidence Les Tilleuls, Lyon', { exact: true }));
    await expect(canvas.getByRole('radio', { name: 'Résidence Les Tilleuls, Lyon' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Demander à être suivi' }));
    await expect(
      await canvas.findByText('Votre demande a été envoyée à Résidence Les Tilleuls.'),
    ).toBeVisible();
    await expect(requestsTo(ask)).toBe(1);
  },
};

/** The request waits at the establishment: the date, and the way to replace a wrong pick. */
export const Pending: Story = {
  parameters: {
    msw: { handlers: { registration: answer(patientRegistration, registrations.pending) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Votre demande a été envoyée à Résidence Les Tilleuls le /),
    ).toBeVisible();
    await expect(canvas.getByText(/Vous vous êtes trompé d’établissement/)).toBeVisible();
  },
};

/** Refused: what the patient can do next. */
export const Refused: Story = {
  parameters: {
    msw: { handlers: { registration: answer(patientRegistration, registrations.refused) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Résidence Les Tilleuls n’a pas accepté votre demande/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  },
};

/** Followed by an establishment: nothing here (the establishments card names it). */
export const Followed: Story = {
  parameters: {
    msw: {
      handlers: {
        registration: answer(patientRegistration, {
          establishment: directory[0]!,
          request: { ...registrations.pending.request, status: 'accepted' },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(requestsTo(patientRegistration)).toBe(1));
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};
