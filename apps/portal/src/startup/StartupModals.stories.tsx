import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RankDialog, TagDialog } from './AchievementDialogs';
import { InvitationDialog } from './InvitationDialog';

const invitation = {
  id: '5a1d2c3e-0000-4000-8000-000000000001',
  reeducator: {
    reeducatorId: '5a1d2c3e-0000-4000-8000-0000000000aa',
    firstName: 'Marie',
    lastName: 'Lefèvre',
    profession: 'Kinésithérapeute',
  },
};

const meta = {
  title: 'Portal/StartupModals',
  component: InvitationDialog,
  parameters: { layout: 'fullscreen' },
  args: { invitation, onAnswer: fn(), onDismiss: fn() },
  argTypes: { invitation: { control: false }, error: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InvitationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A rehabilitator asks to follow the patient: Refuse and Accept are reached with Tab. */
export const Invitation: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    await expect(dialog).toHaveAccessibleDescription(
      'Marie Lefèvre, spécialiste de la rééducation, souhaite vous ajouter à sa patientèle pour suivre votre rééducation et vous prescrire des programmes d’auto-rééducation personnalisés.',
    );
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByRole('button', { name: 'Fermer' })).toHaveFocus());
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Refuser' })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole('button', { name: 'Accepter' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** The answer could not be sent: the error shows in the dialog, which stays open to try again. */
export const AnswerFailed: Story = {
  // The text useWrite gives for a lost connection (app/problems.ts, portal.problem.network).
  args: { error: 'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent('Votre réponse n’a pas pu être enregistrée.');
    await expect(alert).toHaveTextContent(
      'Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(false);
  },
};

/** While the answer is sent, the buttons ignore clicks and a status says so. */
export const Sending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Demande de suivi' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Envoi de votre réponse…');
    const acceptButton = within(dialog).getByRole('button', { name: 'Accepter' });
    await expect(acceptButton).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(acceptButton);
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** A new rank: closing it (here, Continue) is what acknowledges it. */
export const NewRank: Story = {
  render: (args) => (
    <RankDialog rank={{ id: 3, nameKey: 'domain.rank.silver' }} onClose={args.onDismiss} />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau rang atteint !' });
    await expect(dialog).toHaveAccessibleDescription(
      'Félicitations, vous avez atteint le rang Argent. Chaque étoile compte, continuez ainsi !',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuer' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** A new tag (achievement): closing it (here, Escape) is what acknowledges it. */
export const NewTag: Story = {
  render: (args) => (
    <TagDialog tag={{ id: 'streak_7', nameKey: 'domain.tag.streak_7' }} onClose={args.onDismiss} />
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau succès débloqué !' });
    await expect(dialog).toHaveAccessibleDescription(
      'Félicitations, vous avez débloqué le succès « 7 jours d’affilée ». Bravo pour vos efforts !',
    );
    await userEvent.keyboard('{Escape}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
