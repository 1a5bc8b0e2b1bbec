import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressRing, progressRingSizes } from './ProgressRing';

const meta = {
  title: 'Metrics/ProgressRing',
  component: ProgressRing,
  args: { value: 75, label: 'Pas' },
  argTypes: { size: { control: 'inline-radio', options: progressRingSizes } },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: /^Pas : objectif atteint à 75\s%$/ }),
    ).toBeVisible();
  },
};

export const Exceeded: Story = {
  args: { value: 130, label: 'Temps debout', size: 'large' },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('img', { name: /^Temps debout : objectif atteint à 130\s%$/ });
    await expect(ring).toHaveTextContent(/130\s%/);
  },
};

export const WithoutLabel: Story = {
  args: { value: 12, label: undefined, size: 'small' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /^Objectif atteint à 12\s%$/ })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    value: 48,
    label: 'Distance parcourue lors des séances d’auto-rééducation',
  },
  render: (args) => (
    <div style={{ maxWidth: 160 }}>
      <ProgressRing {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(5, max-content)',
        alignItems: 'end',
      }}
    >
      {progressRingSizes.map((size) =>
        [0, 5, 75, 100, 130].map((value) => (
          <ProgressRing
            key={`${size}-${value}`}
            {...args}
            size={size}
            value={value}
            label={`${size}`}
          />
        )),
      )}
    </div>
  ),
};
