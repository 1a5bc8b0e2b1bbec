import { endpoints } from '@oxilio/domain/contract';
import type { EstablishmentInvitation, RehabilitatorInvitationBody } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers } from '../../../mocks/fixtures';
import {
  establishmentHandlers,
  establishmentIds,
  team,
} from '../../../mocks/establishmentFixtures';
import { answer, bodiesSentTo, failure, loading, requestsTo } from '../../../mocks/handlers';
import { PortalRoutes, withPortal } from '../../../mocks/portal';
import TeamPage from './TeamPage';

const {
  rehabilitators,
  inviteRehabilitator,
  removeRehabilitator,
  answerRehabilitatorInvitation,
  cancelRehabilitatorApplication,
} = endpoints.establishments;
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

/**
 * The team, a request to join and an invitation sent; inviting checks the email first, and sends
 * the invitee's language (the manager's by default, here chosen: Deutsch).
 */
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
    const language = invite.getByRole('combobox', { name: /Langue de la personne invitée/ });
    await expect(language).toHaveValue('fr');
    await expect(language).toHaveAccessibleDescription(
      'L’e-mail d’invitation et la page d’inscription seront dans cette langue.',
    );
    await userEvent.selectOptions(language, 'Deutsch');
    await userEvent.click(invite.getByRole('button', { name: 'Envoyer l’invitation' }));
    await expect(
      await invite.findByText('Invitation envoyée à luc.garnier@example.fr.'),
    ).toBeVisible();
    await expect(bodiesSentTo(inviteRehabilitator)).toEqual([
      { email: 'luc.garnier@example.fr', locale: 'de' },
    ]);
    await expect(invite.getByRole('textbox', { name: /Adresse e-mail/ })).toHaveValue('');
    // The next invitation starts in the language chosen last.
    await expect(language).toHaveValue('de');
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

/** An invitation sent with names, withdrawn then sent again by the notice's undo. */
const named: EstablishmentInvitation = {
  ...team.invitations[1]!,
  email: 'luc.garnier@example.fr',
  reeducator: { reeducatorId: null, firstName: 'Luc', lastName: 'Garnier' },
};
const invitedAgain = { ...named, id: '3f6c1a20-5b7e-4c1d-8a2f-000000000d14' };
let sentAgain: RehabilitatorInvitationBody | null = null;

/** The team as the API has it: the invitation gone once withdrawn, back once sent again. */
const undoHandlers = {
  team: answer(rehabilitators, () => ({
    ...team,
    invitations: [
      team.invitations[0]!,
      ...(requestsTo(inviteRehabilitator) > 0
        ? [invitedAgain]
        : requestsTo(cancelRehabilitatorApplication) > 0
          ? []
          : [named]),
    ],
  })),
  cancel: answer(cancelRehabilitatorApplication, undefined as never),
};

async function withdrawLucGarnier() {
  const main = await findTeam();
  const sent = within(
    await main.findByRole('region', { name: 'Invitations envoyées' }, firstRender),
  );
  await userEvent.click(sent.getByRole('button', { name: 'Annuler l’invitation' }));
  const dialog = within(await screen.findByRole('alertdialog'));
  await userEvent.click(dialog.getByRole('button', { name: 'Annuler l’invitation' }));
  await expect(await sent.findByText('L’invitation de Luc Garnier est annulée.')).toBeVisible();
  await waitFor(() => expect(sent.queryByText('luc.garnier@example.fr')).toBeNull());
  return sent;
}

/** An invitation withdrawn: the success notice offers to undo it, with a 44 px button. */
export const Withdrawn: Story = {
  parameters: { msw: { handlers: undoHandlers } },
  play: async () => {
    const sent = await withdrawLucGarnier();
    const undo = sent.getByRole('button', { name: 'Annuler' });
    await expect(undo.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(requestsTo(inviteRehabilitator)).toBe(0);
  },
};

/**
 * Withdrawing an invitation, undone from its notice: the same email and names are invited again
 * (a new link is e-mailed), the notice says so and the invitation is listed again.
 */
export const WithdrawThenUndo: Story = {
  parameters: {
    msw: {
      handlers: {
        ...undoHandlers,
        invite: answer(inviteRehabilitator, async ({ request }) => {
          sentAgain = (await request.json()) as RehabilitatorInvitationBody;
          return invitedAgain;
        }),
      },
    },
  },
  play: async () => {
    sentAgain = null;
    const sent = await withdrawLucGarnier();
    sent.getByRole('button', { name: 'Annuler' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await sent.findByText(
        'Invitation renvoyée à Luc Garnier : un nouveau lien lui a été envoyé.',
      ),
    ).toBeVisible();
    await expect(requestsTo(inviteRehabilitator)).toBe(1);
    await expect(sentAgain).toEqual({
      email: 'luc.garnier@example.fr',
      firstName: 'Luc',
      lastName: 'Garnier',
    });
    await expect(await sent.findByText('luc.garnier@example.fr')).toBeVisible();
    await expect(sent.queryByRole('button', { name: 'Annuler' })).toBeNull();
    // The button left with its notice: the focus stays on the notice, not the top of the page.
    await expect(document.activeElement).toHaveAttribute('aria-live', 'polite');
    await expect(document.activeElement).toHaveTextContent(/Invitation renvoyée à Luc Garnier/);
  },
};

/** The undo refused by the API (already invited meanwhile): the usual problem notice. */
export const UndoRefused: Story = {
  parameters: {
    msw: { handlers: { ...undoHandlers, invite: failure(inviteRehabilitator, 'conflict') } },
  },
  play: async () => {
    const sent = await withdrawLucGarnier();
    await userEvent.click(sent.getByRole('button', { name: 'Annuler' }));
    await expect(
      await sent.findByText('Cette personne fait déjà partie de l’équipe ou a déjà été invitée.'),
    ).toBeVisible();
    await expect(sent.queryByText('luc.garnier@example.fr')).toBeNull();
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
