import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordField, passwordAutoCompletes } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Mot de passe', onVisibleChange: fn() },
  argTypes: { autoComplete: { control: 'inline-radio', options: passwordAutoCompletes } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <PasswordField {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'Soleil-2024' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Mot de passe', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveFocus();
    await expect(canvas.getByText('Le mot de passe est affiché.')).toBeInTheDocument();
  },
};

export const NewPassword: Story = {
  args: {
    label: 'Nouveau mot de passe',
    autoComplete: 'new-password',
    required: true,
    hint: 'Au moins 12 caractères. Une phrase facile à retenir convient très bien.',
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'court',
    error: 'Le mot de passe doit contenir au moins 12 caractères.',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Soleil-2024' },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <PasswordField {...args} label="Masqué" defaultValue="Soleil-2024" />
      <PasswordField {...args} label="Affiché" defaultValue="Soleil-2024" defaultVisible />
      <PasswordField {...args} label="Vide, obligatoire" required hint="12 caractères minimum" />
      <PasswordField {...args} label="En erreur" defaultValue="abc" error="Trop court" />
      <PasswordField {...args} label="Désactivé" defaultValue="Soleil-2024" disabled />
    </div>
  ),
};
