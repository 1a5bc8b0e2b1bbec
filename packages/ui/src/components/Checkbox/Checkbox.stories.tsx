import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Recevoir un rappel avant chaque séance', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Par SMS, 30 minutes avant.' },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'Recevoir un rappel avant chaque séance',
    });
    await expect(checkbox).toHaveAccessibleDescription('Par SMS, 30 minutes avant.');
    await userEvent.click(canvas.getByText('Recevoir un rappel avant chaque séance'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const WithError: Story = {
  args: {
    label: 'J’accepte les conditions d’utilisation',
    required: true,
    error: 'Vous devez accepter les conditions pour créer votre compte.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'J’accepte les conditions d’utilisation',
    });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toBeRequired();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Tous les patients', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Tous les patients' }),
    ).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Compte vérifié' },
};

export const LongText: Story = {
  args: {
    label:
      'J’autorise mon rééducateur à consulter les données d’utilisation de mon oxilio, y compris les durées de verticalisation et les distances parcourues',
    hint: 'Vous pourrez retirer cette autorisation à tout moment depuis votre profil.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <Checkbox {...args} label="Non cochée" />
      <Checkbox {...args} label="Cochée" defaultChecked />
      <Checkbox {...args} label="Mixte" indeterminate />
      <Checkbox {...args} label="Obligatoire" required hint="Texte d’aide" />
      <Checkbox {...args} label="En erreur" error="Message d’erreur" />
      <Checkbox {...args} label="Cochée en erreur" defaultChecked error="Message d’erreur" />
      <Checkbox {...args} label="Désactivée" disabled />
      <Checkbox {...args} label="Désactivée cochée" disabled defaultChecked />
    </div>
  ),
};
