import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Quels jours venez-vous ?',
    children: (
      <>
        <Checkbox label="Lundi" />
        <Checkbox label="Mercredi" />
        <Checkbox label="Vendredi" hint="Séance collective à 10 h." />
      </>
    ),
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Cochez tous ceux qui vous conviennent.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Quels jours venez-vous ?' });
    await expect(group).toHaveAccessibleDescription('Cochez tous ceux qui vous conviennent.');
    await userEvent.click(canvas.getByText('Mercredi'));
    await expect(canvas.getByRole('checkbox', { name: 'Mercredi' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Cochez au moins un jour.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Quels jours venez-vous ?' });
    await expect(group).toHaveAccessibleDescription(/^Erreur\s: Cochez au moins un jour\.$/);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <CheckboxGroup {...args} label="Rien de coché" />
      <CheckboxGroup {...args} label="Avec une aide" hint="Un texte d’aide sous la légende." />
      <CheckboxGroup {...args} label="En erreur" required error="Message d’erreur" />
      <CheckboxGroup {...args} label="Désactivé" disabled />
    </div>
  ),
};
