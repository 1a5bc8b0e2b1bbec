import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { EffortScale } from './EffortScale';

const meta = {
  title: 'Clinical/EffortScale',
  component: EffortScale,
  args: { onValueChange: fn() },
} satisfies Meta<typeof EffortScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Effort ressenti' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByText('Moyen (je peux parler)'));
    await expect(canvas.getByRole('radio', { name: '4 Moyen (je peux parler)' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 Important' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(5);
  },
};

export const Selected: Story = {
  args: {
    label: 'Comment avez-vous trouvé cette séance ?',
    hint: 'Choisissez le niveau qui correspond le mieux à votre effort.',
    defaultValue: 8,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '8 Très difficile' })).toBeChecked();
  },
};

export const Narrow: Story = {
  args: { defaultValue: 2 },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <EffortScale {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <EffortScale {...args} label="Choisi" defaultValue={10} />
      <EffortScale
        {...args}
        label="Erreur"
        required
        error="Choisissez le niveau d’effort avant de continuer."
      />
      <EffortScale {...args} label="Désactivé" disabled defaultValue={3} />
    </div>
  ),
};
