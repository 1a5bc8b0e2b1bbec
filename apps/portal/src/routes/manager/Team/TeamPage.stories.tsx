import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import {
  establishmentHandlers,
  establishmentIds,
  team,
} from '../../../mocks/establishmentFixtures';
import { answer, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import TeamPage from './TeamPage';

const { rehabilitators, inviteRehabilitator, removeRehabilitator, answerRehabilitatorInvitation } =
  endpoints.establishments;
const firstRender = { timeout: 10_000 };

async function findTeam() {
  const main = within(await screen.findByRole('main', {}, firstRender));
  await main.findByRole('heading', { level: 2, name: 'Équipe' }, firstRender);
  return main;
}

/** The establishment's team (/responsable/etablissement/equipe): requests, invite, members. */
const meta = {
  title: 'Portal/Screens/Manager/Team',
  component: TeamPage,
  decorators: [withPortal],
  render: () => <PortalRoutes path="/responsable/etablissement/equipe" />,
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.responsable },
    msw: { handlers: establishmentHandlers },
  },
} satisfies Meta<typeof TeamPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The team, a request to join and an invitation sent; inviting checks the email first. */
export const Full: Story = {
  parameters: {
    msw: {
      handlers: {
        invite: answer(inviteRehabilitator, ({ params }) => ({
          ...team.invitations[1]!,
          establishmentId: params.id,
          email: 'luc.garnier@example.fr',
        })),
      },
    },
  },
  play: async () => {
    const main = await findTeam();
    await expect(await main.findByText('Marie Lefèvre', {}, firstRender)).toBeVisible();
    await expect(main.getByText('Julien Roux')).toBeVisible();
    const requests = within(main.getByRole('region', { name: 'Demandes pour rejoindre l’équipe' }));
    await expect(requests.getByText('Sophie Bernard')).toBeVisible();
    const sent = within(main.getByRole('region', { name: 'Invitations envoyées' }));
    await expect(sent.getByText('nouveau.kine@example.fr')).toBeVisible();

    const invite = within(main.getByRole('region', { name: 'Inviter un rééducateur' }));
    await userEvent.type(invite.getByRole('textbox', { name: /Adresse e-mail/ }), 'luc.garnier');
    await userEvent.click(invite.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(await invite.findByText(/Saisissez une adresse e-mail valide/)).toBeVisible();
    await expect(requestsTo(inviteRehabilitator)).toBe(0);
    await userEvent.type(invite.getByRole('textbox', { name: /Adresse e-mail/ }), '@example.fr');
    await userEvent.click(invite.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(
      await invite.findByText('Invitation envoyée à luc.garnier@example.fr.'),
    ).toBeVisible();
    await expect(invite.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('');
  },
};

/** Removing a rehabilitator asks first; cancelling the dialog removes nobody. */
export const RemoveAfterConfirming: Story = {
  parameters: {
    msw: {
      handlers: {
        team: answer(rehabilitators, () =>
          requestsTo(removeRehabilitator) > 0
            ? { ...team, reeducators: team.reeducators.slice(1) }
            : team,
        ),
        remove: answer(removeRehabilitator, undefined as never),
      },
    },
  },
  play: async () => {
    const main = await findTeam();
    const removeButtons = await main.findAllByRole(
      'button',
      { name: 'Retirer de l’équipe' },
      firstRender,
    );
    await userEvent.click(removeButtons[0]!);
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Retirer Marie Lefèvre de l’équipe ?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await expect(requestsTo(removeRehabilitator)).toBe(0);
    await userEvent.click(main.getAllByRole('button', { name: 'Retirer de l’équipe' })[0]!);
    const again = within(await screen.findByRole('alertdialog'));
    await userEvent.click(again.getByRole('button', { name: 'Retirer de l’équipe' }));
    await expect(
      await main.findByText('Marie Lefèvre ne fait plus partie de l’équipe.'),
    ).toBeVisible();
    await waitFor(() => expect(main.queryByText('marie.lefevre@example.fr')).toBeNull());
  },
};

/** A request to join, accepted: the applicant joins the team. */
export const AcceptARequest: Story = {
  parameters: {
    msw: {
      handlers: {
        team: answer(rehabilitators, () =>
          requestsTo(answerRehabilitatorInvitation) > 0
            ? {
                reeducators: [
                  ...team.reeducators,
                  {
                    reeducatorId: establishmentIds.applicant,
                    firstName: 'Sophie',
                    lastName: 'Bernard',
                    email: 'sophie.bernard@example.fr',
                    phone: null,
                    profession: 'Orthophoniste',
                    joinedAt: '2026-11-26T10:00:00.000Z',
                  },
                ],
                invitations: team.invitations.slice(1),
              }
            : team,
        ),
        answer: answer(answerRehabilitatorInvitation, {
          ...team.invitations[0]!,
          status: 'accepted',
          accepted: true,
        }),
      },
    },
  },
  play: async () => {
    const main = await findTeam();
    await userEvent.click(await main.findByRole('button', { name: 'Accepter' }, firstRender));
    await expect(
      await main.findByText('Sophie Bernard fait maintenant partie de l’équipe.'),
    ).toBeVisible();
    await expect(await main.findByText('Aucune demande en attente.')).toBeVisible();
    await expect(main.getByText('Orthophoniste')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: { team: answer(rehabilitators, { reeducators: [], invitations: [] }) } },
  },
  play: async () => {
    const main = await findTeam();
    await expect(
      await main.findByText('Aucun rééducateur dans l’équipe', {}, firstRender),
    ).toBeVisible();
    await expect(main.getByText('Aucune invitation en attente de réponse.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { team: loading(rehabilitators) } } },
  play: async () => {
    const main = await findTeam();
    await expect(main.queryByRole('button', { name: 'Accepter' })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { team: failure(rehabilitators) } } },
  play: async () => {
    const main = await findTeam();
    await expect(await main.findByRole('button', { name: 'Réessayer' }, firstRender)).toBeVisible();
  },
};

export const LongNames: Story = {
  parameters: {
    msw: {
      handlers: {
        team: answer(rehabilitators, {
          ...team,
          reeducators: [
            {
              ...team.reeducators[0]!,
              firstName: 'Marie-Bernadette-Éléonore-Clémentine',
              lastName: 'de La Rochefoucauld-Montmorency-Villeneuve-Saint-Georges',
              email: 'marie-bernadette.de-la-rochefoucauld-montmorency@example.fr',
            },
          ],
        }),
      },
    },
  },
  play: async () => {
    const main = await findTeam();
    await expect(
      await main.findByText(/Marie-Bernadette-Éléonore-Clémentine/, {}, firstRender),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
