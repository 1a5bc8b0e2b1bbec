import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, confirmDialogTones } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Supprimer la séance du 14 janvier ?',
    description: 'La séance et ses mesures seront supprimées. Cette action est définitive.',
    confirmLabel: 'Supprimer',
    cancelLabel: 'Annuler',
    tone: 'destructive',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    trigger: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {
  args: { trigger: <Button variant="danger">Supprimer la séance</Button> },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Supprimer la séance' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Supprimer la séance du 14 janvier ?',
    });
    await expect(dialog).toBeVisible();
    // The safe choice gets the first focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Default: Story = {
  args: {
    defaultOpen: true,
    tone: 'default',
    title: 'Envoyer le programme à Jeanne Dupont ?',
    description: 'Elle le recevra dans son application dès maintenant.',
    confirmLabel: 'Envoyer',
  },
  play: async () => {
    // Without danger, the first focus is on the close button, the first control.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { defaultOpen: true, loading: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Supprimer' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getByRole('status')).toHaveTextContent('Traitement en cours…');
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    title:
      'Dissocier l’appareil oxilio n°OX-2024-00187 de Jeanne Dupont et mettre fin au service ?',
    description:
      'Le patient ne pourra plus enregistrer de mesures. Son dossier sera archivé automatiquement dans trente jours ; vous pourrez le consulter dans les archives de l’établissement.',
    confirmLabel: 'Dissocier et mettre fin au service',
    cancelLabel: 'Garder l’appareil associé',
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, max-content)' }}>
      {confirmDialogTones.map((tone) =>
        [false, true].map((loading) => (
          <ConfirmDialog
            key={`${tone}-${loading}`}
            {...args}
            open
            modal={false}
            tone={tone}
            loading={loading}
            title={`Ton ${tone}${loading ? ', en cours' : ''}`}
          />
        )),
      )}
    </div>
  ),
};
