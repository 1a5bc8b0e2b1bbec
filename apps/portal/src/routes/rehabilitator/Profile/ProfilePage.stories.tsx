import { endpoints, type EstablishmentInvitation } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers, ids } from '../../../mocks/fixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import { programHandlers, programIds, rehabilitatorInvites } from '../../../mocks/programFixtures';
import { ProfilePage } from './ProfilePage';

const { invites } = endpoints.rehabilitators;
const { answerRehabilitatorInvitation } = endpoints.establishments;
const firstRender = { timeout: 10_000 };

async function findProfile() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 1, name: 'Mon compte' }, firstRender);
  return main;
}

const answered: EstablishmentInvitation = {
  id: rehabilitatorInvites.establishments[0]!.id,
  establishmentId: programIds.establishment,
  origin: 'establishment',
  status: 'accepted',
  accepted: true,
  email: currentUsers.reeducator.email,
  reeducator: { reeducatorId: ids.rehabilitator, firstName: 'Marie', lastName: 'Lefèvre' },
  createdAt: '2026-11-24T16:00:00.000Z',
};

/** The rehabilitator's account (/reeducateur/profile): invitations, work places, password, language. */
const meta = {
  title: 'Portal/Screens/Rehabilitator/Profile',
  component: ProfilePage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/reeducateur/profile" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.reeducator },
    msw: { handlers: programHandlers },
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An establishment's invitation, accepted: it leaves the list. */
export const AcceptAnInvitation: Story = {
  parameters: {
    msw: {
      handlers: {
        invites: answer(invites, () =>
          requestsTo(answerRehabilitatorInvitation) > 0
            ? { ...rehabilitatorInvites, establishments: [] }
            : rehabilitatorInvites,
        ),
        answer: answer(answerRehabilitatorInvitation, answered),
      },
    },
  },
  play: async () => {
    const main = await findProfile();
    await expect(
      await main.findByText(currentUsers.reeducator.email, {}, firstRender),
    ).toBeVisible();
    await expect(main.getByText('Résidence Les Tilleuls')).toBeVisible();
    await userEvent.click(
      await main.findByRole(
        'button',
        { name: 'Accepter l’invitation de Centre de rééducation Am Park' },
        firstRender,
      ),
    );
    await expect(
      await screen.findByText(
        'Vous faites maintenant partie de l’équipe de Centre de rééducation Am Park.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(main.getByText('Aucune invitation en attente.')).toBeVisible());
  },
};

/** Refusing asks first: cancelling changes nothing, confirming sends the refusal. */
export const RefuseAnInvitation: Story = {
  parameters: {
    msw: {
      handlers: {
        invites: answer(invites, () =>
          requestsTo(answerRehabilitatorInvitation) > 0
            ? { ...rehabilitatorInvites, establishments: [] }
            : rehabilitatorInvites,
        ),
        answer: answer(answerRehabilitatorInvitation, {
          ...answered,
          status: 'refused',
          accepted: false,
        }),
      },
    },
  },
  play: async () => {
    const main = await findProfile();
    const refuse = await main.findByRole(
      'button',
      { name: 'Refuser l’invitation de Centre de rééducation Am Park' },
      firstRender,
    );
    await userEvent.click(refuse);
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(
      dialog.getByRole('heading', {
        name: 'Refuser l’invitation de Centre de rééducation Am Park ?',
      }),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(requestsTo(answerRehabilitatorInvitation)).toBe(0);

    await userEvent.click(refuse);
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refuser' }),
    );
    await expect(
      await screen.findByText('Invitation de Centre de rééducation Am Park refusée.'),
    ).toBeVisible();
    await waitFor(() => expect(main.getByText('Aucune invitation en attente.')).toBeVisible());
  },
};

export const NoInvitation: Story = {
  parameters: {
    msw: {
      handlers: { invites: answer(invites, { ...rehabilitatorInvites, establishments: [] }) },
    },
  },
  play: async () => {
    const main = await findProfile();
    await expect(
      await main.findByText('Aucune invitation en attente.', {}, firstRender),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { invites: loading(invites), me: loading(endpoints.users.me) } } },
  play: async () => {
    const main = await findProfile();
    await expect(main.queryByRole('button', { name: /^Accepter/ })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { invites: failure(invites) } } },
  play: async () => {
    const main = await findProfile();
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        invites: answer(invites, {
          ...rehabilitatorInvites,
          establishments: [
            {
              ...rehabilitatorInvites.establishments[0]!,
              establishmentName:
                'Rehabilitationszentrum für neurologische Frührehabilitation Oberkorn-Differdingen',
            },
          ],
        }),
      },
    },
  },
  play: async () => {
    const main = await findProfile();
    await expect(
      await main.findByText(/Rehabilitationszentrum für neurologische/, {}, firstRender),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
