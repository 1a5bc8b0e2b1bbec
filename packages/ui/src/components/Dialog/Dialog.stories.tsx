import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, dialogSizes } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Modifier les objectifs',
    description: 'Les nouveaux objectifs s’appliquent dès demain.',
    children: 'Nombre de pas par jour : 4 000. Temps debout : 45 minutes.',
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    trigger: { control: false },
    initialFocusRef: { control: false },
    container: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <Button variant="secondary">Annuler</Button>
    <Button>Enregistrer</Button>
  </>
);

export const Default: Story = {
  args: { trigger: <Button>Modifier les objectifs</Button>, footer },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Modifier les objectifs' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Modifier les objectifs' });
    await expect(dialog).toHaveAccessibleDescription(
      'Les nouveaux objectifs s’appliquent dès demain.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus());
    // The focus stays inside: Fermer, Annuler, Enregistrer, then Fermer again.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Open: Story = {
  args: { defaultOpen: true, footer },
  play: async () => {
    await expect(
      await screen.findByRole('dialog', { name: 'Modifier les objectifs' }),
    ).toBeVisible();
  },
};

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Voir le détail de la séance</Button>
      <p>{open ? 'Détail ouvert' : 'Détail fermé'}</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Séance du 14 janvier"
        footer={<Button onClick={() => setOpen(false)}>Compris</Button>}
      >
        Marche assistée de 20 minutes, effort ressenti 4 sur 10.
      </Dialog>
    </>
  );
}

export const ControlledWithoutTrigger: Story = {
  render: () => <Controlled />,
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Voir le détail de la séance' });
    await userEvent.click(opener);
    await expect(await screen.findByRole('dialog', { name: 'Séance du 14 janvier' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Compris' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(canvas.getByText('Détail fermé')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'small',
    description: undefined,
    title: 'Conditions d’utilisation de l’oxilio à domicile pendant la période d’auto-rééducation',
    footer: <Button>J’ai compris</Button>,
    children: (
      <>
        {Array.from({ length: 6 }, (_, index) => (
          <p key={index}>
            Utilisez l’appareil uniquement en présence d’un aidant lors des premières séances,
            vérifiez le verrouillage des freins du fauteuil avant chaque verticalisation et
            interrompez l’exercice en cas de douleur, de vertige ou de fatigue inhabituelle.
          </p>
        ))}
      </>
    ),
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, max-content)' }}>
      {dialogSizes.map((size) => (
        <div key={size} style={{ gridColumn: size === 'small' ? undefined : '1 / -1' }}>
          <Dialog
            {...args}
            open
            modal={false}
            size={size}
            title={`Taille ${size}`}
            footer={footer}
          />
        </div>
      ))}
      <div style={{ gridRow: 1, gridColumn: 2, width: 448 }}>
        <Dialog
          {...args}
          open
          modal={false}
          size="small"
          title="Sans description ni pied"
          description={undefined}
        />
      </div>
    </div>
  ),
};
