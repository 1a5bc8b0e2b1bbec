import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonBlock, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Skeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Circle: Story = { args: { shape: 'circle' } };

export const Rect: Story = { args: { shape: 'rect', height: 120 } };

export const Block: Story = {
  render: () => (
    <SkeletonBlock style={{ display: 'flex', gap: 16, maxWidth: 480 }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton width="40%" />
        <Skeleton lines={2} />
      </div>
    </SkeletonBlock>
  ),
  play: async ({ canvas }) => {
    // Screen readers hear one "Chargement…", not the shapes.
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
  },
};

export const Matrix: Story = {
  render: () => (
    <SkeletonBlock
      label="Chargement des formes"
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(3, 1fr)',
        alignItems: 'start',
      }}
    >
      <div>
        <Skeleton />
        <Skeleton width="50%" />
        <Skeleton lines={4} />
      </div>
      <div>
        <Skeleton shape="rect" />
        <Skeleton shape="rect" height={24} width="70%" style={{ marginTop: 8 }} />
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" width={32} />
        <Skeleton shape="circle" />
        <Skeleton shape="circle" width={64} />
      </div>
    </SkeletonBlock>
  ),
};
