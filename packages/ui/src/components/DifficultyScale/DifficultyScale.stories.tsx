import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DifficultyScale } from './DifficultyScale';

const meta = {
  title: 'Clinical/DifficultyScale',
  component: DifficultyScale,
  args: { onValueChange: fn() },
} satisfies Meta<typeof DifficultyScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Comment avez-vous trouvé la séance ?' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Difficile'));
    await expect(canvas.getByRole('radio', { name: '3 Difficile' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <DifficultyScale {...args} />
      <DifficultyScale {...args} label="Choisi" defaultValue={2} />
      <DifficultyScale {...args} label="Erreur" required error="Indiquez la difficulté." />
      <div style={{ maxWidth: 360 }}>
        <DifficultyScale {...args} label="Étroit" defaultValue={1} />
      </div>
    </div>
  ),
};
