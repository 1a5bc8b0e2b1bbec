import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Texte lu uniquement par les lecteurs d’écran' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Texte lu uniquement par les lecteurs d’écran');
    await expect(text).toBeInTheDocument();
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
