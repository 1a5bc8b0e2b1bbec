import { endpoints, type PatientRecap } from '@oxilio/domain/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { currentUsers, ids, invitations, pendingInvitations, recaps } from '../mocks/fixtures';
import { answer, empty, failure, loading, offline, requestsTo } from '../mocks/handlers';
import { withPortal } from '../mocks/portal';
import { StartupModals } from './StartupModals';

const { listInvitations, answerInvitation, recap } = endpoints.patients;
const { acknowledge } = endpoints.achievements;

/**
 * The recap and the acknowledgement as the API answers them: `news` lists its new rank and tags on
 * every read until each is acknowledged (204). `acknowledgements: 'offline'` fails every one.
 */
function untilAcknowledged(
  news: PatientRecap,
  acknowledgements: 'recorded' | 'offline' = 'recorded',
) {
  const acknowledged = new Set<string>();
  return {
    recap: answer(recap, () => {
      if (requestsTo(recap) === 1) {
        acknowledged.clear(); // the story starts again
      }
      const rank = news.newRank;
      return {
        ...news,
        newRank: rank && !acknowledged.has(`ranks/${rank.id}`) ? rank : null,
        newTags: news.newTags.filter((tag) => !acknowledged.has(`tags/${tag.id}`)),
      };
    }),
    acknowledge:
      acknowledgements === 'offline'
        ? offline(acknowledge)
        : answer(acknowledge, ({ params }) => {
            acknowledged.add(`${params.kind}/${params.achievementId}`);
            return undefined;
          }),
  };
}

/** A new rank and two new tags, announced in that order. */
const rankAndTags: PatientRecap = {
  ...recaps.newRank,
  tags: recaps.newTags.tags,
  newTags: recaps.newTags.newTags,
};

const rankTitle = 'Nouveau rang atteint !';
const tagTitle = 'Nouveau succès débloqué !';
const continueButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Continuer' });

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
 * (GET /patients/:id/getPatientsRecapInfos, listed until acknowledged with
 * PATCH /patients/:id/achievements/:kind/:achievementId).
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
        ...untilAcknowledged(recaps.quiet),
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
        ...untilAcknowledged(recaps.newRank),
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    await expect(dialog).toHaveAccessibleDescription(
      'Marie Lefèvre, spécialiste de la rééducation, souhaite vous ajouter à sa patientèle pour suivre votre rééducation et vous prescrire des programmes d’auto-rééducation personnalisés.',
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
        ...untilAcknowledged(recaps.newRank),
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
    // Shown, not acknowledged: only closing its dialog does.
    await expect(requestsTo(acknowledge)).toBe(0);
  },
};

/**
 * The whole sequence: the invitation, then the rank, then each tag; each announcement is
 * acknowledged as its dialog closes, and the recap, read again after the answer, still lists what
 * is not acknowledged yet.
 */
export const InvitationThenRankThenTags: Story = {
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
        ...untilAcknowledged(rankAndTags),
      },
    },
  },
  play: async () => {
    const invitation = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Refuser' }));
    const rank = await screen.findByRole('dialog', { name: rankTitle });
    await expect(rank).toHaveAccessibleDescription(/le rang Argent/);
    await expect(requestsTo(acknowledge)).toBe(0);
    await userEvent.click(continueButton(rank));

    const firstTag = await screen.findByRole('dialog', { name: tagTitle });
    await expect(firstTag).toHaveAccessibleDescription(/« 7 jours d’affilée »/);
    await waitFor(() => expect(requestsTo(acknowledge)).toBe(1));
    await userEvent.click(continueButton(firstTag));

    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: tagTitle })).toHaveAccessibleDescription(/1 km/),
    );
    await waitFor(() => expect(requestsTo(acknowledge)).toBe(2));
    await expect(requestsTo(recap)).toBeGreaterThan(1);
  },
};

/**
 * No connection when the rank's dialog is closed: the acknowledgement fails without a word, the
 * next announcement shows at once, and the rank stays pending on the API for the next visit.
 */
export const AcknowledgementFailed: Story = {
  parameters: {
    msw: { handlers: { ...untilAcknowledged(rankAndTags, 'offline') } },
  },
  play: async () => {
    const rank = await screen.findByRole('dialog', { name: rankTitle });
    await userEvent.click(continueButton(rank));
    const tag = await screen.findByRole('dialog', { name: tagTitle });
    await expect(tag).toHaveAccessibleDescription(/« 7 jours d’affilée »/);
    await waitFor(() => expect(requestsTo(acknowledge)).toBe(1));
    await expect(screen.queryByRole('dialog', { name: rankTitle })).not.toBeInTheDocument();
    await expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The recap delivers a new rank. */
export const NewRank: Story = {
  parameters: {
    msw: { handlers: untilAcknowledged(recaps.newRank) },
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
    msw: { handlers: untilAcknowledged(recaps.newTags) },
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
    await waitFor(() => expect(requestsTo(acknowledge)).toBe(1));
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
