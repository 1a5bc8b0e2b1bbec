import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PainScale } from './PainScale';

const meta = {
  title: 'Clinical/PainScale',
  component: PainScale,
  args: { onValueChange: fn() },
} satisfies Meta<typeof PainScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Avez-vous eu mal pendant la séance ?' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Avez-vous eu mal pendant la séance ?' });
    await expect(group).toBeVisible();
    await userEvent.click(canvas.getByText('Légère'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2 Modérée' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(2);
  },
};

/** "No pain" is an answer: the level 0, chosen like the others (keyboard or touch). */
export const NoPain: Story = {
  args: { label: 'Avez-vous eu mal pendant la séance ?' },
  play: async ({ canvas, args }) => {
    const noPain = canvas.getByRole('radio', { name: '0 Pas de douleur' });
    await userEvent.click(canvas.getByText('Pas de douleur'));
    await expect(noPain).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(0);
    // A touch target of at least 44 px.
    await expect(noPain.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(
      44,
    );
  },
};

export const Selected: Story = {
  args: { defaultValue: 3, hint: 'Après la séance, indiquez la douleur la plus forte ressentie.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '3 Intense' })).toBeChecked();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <PainScale {...args} label="Aucun choix" />
      <PainScale {...args} label="Choisi" defaultValue={1} />
      <PainScale {...args} label="Pas de douleur" defaultValue={0} />
      <PainScale {...args} label="Erreur" required error="Indiquez votre niveau de douleur." />
      <PainScale {...args} label="Désactivé" disabled defaultValue={2} />
      <div style={{ maxWidth: 360 }}>
        <PainScale {...args} label="Étroit" defaultValue={2} />
      </div>
    </div>
  ),
};
