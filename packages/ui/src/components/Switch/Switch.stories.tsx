import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Notifications par e-mail', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Un résumé chaque lundi matin.' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Notifications par e-mail' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('Un résumé chaque lundi matin.');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultChecked: true, label: 'Mode contraste élevé' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Synchronisation de l’oxilio' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Synchronisation de l’oxilio' });
    await expect(toggle).toBeDisabled();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'Partager automatiquement mes résultats hebdomadaires avec l’ensemble de l’équipe de rééducation de l’établissement',
    hint: 'Vos données restent visibles uniquement par les professionnels qui vous suivent.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <Switch {...args} label="Éteint" />
      <Switch {...args} label="Allumé" defaultChecked />
      <Switch {...args} label="Avec aide" hint="Texte d’aide" />
      <Switch {...args} label="En erreur" error="Message d’erreur" />
      <Switch {...args} label="Indisponible, éteint" disabled />
      <Switch {...args} label="Indisponible, allumé" disabled defaultChecked />
    </div>
  ),
};
