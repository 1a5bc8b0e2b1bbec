import { endpoints } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers, ids, invitations, pendingInvitations, recaps } from '../mocks/fixtures';
import { answer, answerOnce, empty, failure, loading, requestsTo } from '../mocks/handlers';
import { withPortal } from '../mocks/portal';
import { StartupModals } from './StartupModals';

const { listInvitations, answerInvitation, recap } = endpoints.patients;

/** Once both start-up calls were made (and had time to render): nothing may be shown. */
async function expectNothingShownOnceCalled() {
  await waitFor(() => {
    expect(requestsTo(listInvitations)).toBeGreaterThan(0);
    expect(requestsTo(recap)).toBeGreaterThan(0);
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

/**
 * The start-up modals as the signed-in layout shows them, fed by the mocked API: the pending
 * invitations (GET /patients/:id/reeducatorInvitations) and the recap's new rank and tags
 * (GET /patients/:id/getPatientsRecapInfos, delivered once).
 */
const meta = {
  title: 'Portal/Screens/Start-up modals',
  component: StartupModals,
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
    withPortal,
  ],
  parameters: {
    layout: 'fullscreen',
    portal: { user: currentUsers.patient },
    msw: {
      handlers: {
        invitations: empty(listInvitations),
        recap: answer(recap, recaps.quiet),
      },
    },
  },
  args: { patientId: ids.patient },
} satisfies Meta<typeof StartupModals>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A rehabilitator's invitation comes first (the patient's own request to another one is not
 * theirs to answer); the new rank waits behind it.
 */
export const PendingInvitation: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: answer(listInvitations, pendingInvitations),
        recap: answerOnce(recap, recaps.newRank, recaps.quiet),
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    await expect(dialog).toHaveAccessibleDescription(
      'Le rééducateur Marie Lefèvre souhaite vous ajouter à ses patients pour suivre votre rééducation et vous prescrire des programmes d’auto-rééducation personnalisés.',
    );
    // Visible once the dialog's entrance is over (instant with reduced motion, as in the tests).
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Accepter' })).toBeVisible(),
    );
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Accepted: the list is fetched again, the invitation is gone, and the new rank is announced. */
export const InvitationAcceptedThenNewRank: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: answer(listInvitations, () =>
          requestsTo(answerInvitation) > 0 ? [] : [invitations.fromPhysiotherapist],
        ),
        answer: answer(answerInvitation, async ({ request }) => {
          const body = (await request.json()) as { accepted: boolean };
          return { ...invitations.fromPhysiotherapist, accepted: body.accepted };
        }),
        recap: answerOnce(recap, recaps.newRank, recaps.quiet),
      },
    },
  },
  play: async () => {
    const invitation = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Accepter' }));
    const rank = await screen.findByRole('dialog', { name: 'Nouveau rang atteint !' });
    await expect(rank).toHaveAccessibleDescription(
      'Félicitations, vous avez atteint le rang Argent. Chaque étoile compte, continuez ainsi !',
    );
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(requestsTo(answerInvitation)).toBe(1);
  },
};

/** The recap delivers a new rank. */
export const NewRank: Story = {
  parameters: {
    msw: { handlers: { recap: answerOnce(recap, recaps.newRank, recaps.quiet) } },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau rang atteint !' });
    await expect(dialog).toHaveAccessibleDescription(
      'Félicitations, vous avez atteint le rang Argent. Chaque étoile compte, continuez ainsi !',
    );
  },
};

/** Two new tags: one dialog each, the second once the first is closed. */
export const NewTags: Story = {
  parameters: {
    msw: { handlers: { recap: answerOnce(recap, recaps.newTags, recaps.quiet) } },
  },
  play: async () => {
    const first = await screen.findByRole('dialog', { name: 'Nouveau succès débloqué !' });
    await expect(first).toHaveAccessibleDescription(
      'Félicitations, vous avez débloqué le succès « 7 jours d’affilée ». Bravo pour vos efforts !',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Continuer' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Nouveau succès débloqué !' })).toHaveTextContent(
        '1 km',
      ),
    );
  },
};

/** Nothing pending, nothing new: no modal. */
export const NothingNew: Story = {
  play: expectNothingShownOnceCalled,
};

/** The invitations and the recap are on their way: nothing is shown meanwhile. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: { invitations: loading(listInvitations), recap: loading(recap) } },
  },
  play: expectNothingShownOnceCalled,
};

/** Both calls fail: the modals are a bonus, so the page carries on without them and without an error. */
export const FetchFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        invitations: failure(listInvitations, 'not_found'),
        recap: failure(recap, 'internal_error'),
      },
    },
  },
  play: expectNothingShownOnceCalled,
};

/** A rehabilitator with very long names: the dialog wraps them. */
export const LongNames: Story = {
  parameters: {
    portal: { user: currentUsers.patientWithLongNames },
    msw: { handlers: { invitations: answer(listInvitations, [invitations.withLongNames]) } },
  },
  args: { patientId: ids.longPatient },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    await expect(dialog).toHaveAccessibleDescription(
      /Jean-Baptiste-Maximilien-Hippolyte Delacroix-Beauharnais-Montgolfier-de-Saint-Exupéry/,
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Refuser' })).toBeVisible(),
    );
  },
};
