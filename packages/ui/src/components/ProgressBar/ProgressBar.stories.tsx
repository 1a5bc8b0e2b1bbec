import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar';

const meta = {
  title: 'Metrics/ProgressBar',
  component: ProgressBar,
  args: { label: 'Objectif de pas', value: 45 },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <ProgressBar {...args} />
    </div>
  ),
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Objectif de pas' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^45\s%$/);
  },
};

export const Sessions: Story = {
  args: {
    label: 'Séances de la semaine',
    value: 3,
    max: 5,
    valueText: '3 séances sur 5',
    tone: 'success',
    size: 'large',
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Séances de la semaine' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 séances sur 5');
    await expect(canvas.getByText('3 séances sur 5')).toBeVisible();
  },
};

export const AboveTarget: Story = {
  args: { label: 'Temps debout', value: 130, tone: 'success' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Temps debout' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar.getAttribute('aria-valuetext')).toMatch(/^130\s%$/);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Avancement du programme', value: 20 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Avancement du programme' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Distance parcourue pendant les séances d’auto-rééducation depuis le début du programme',
    value: 1250,
    max: 2000,
    valueText: '1 250 m sur 2 000 m',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <ProgressBar {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      {progressBarTones.map((tone) =>
        progressBarSizes.map((size) => (
          <ProgressBar
            key={`${tone}-${size}`}
            {...args}
            tone={tone}
            size={size}
            label={`${tone} ${size}`}
          />
        )),
      )}
      <ProgressBar {...args} label="Vide" value={0} />
      <ProgressBar {...args} label="Dépassé" value={150} tone="success" />
      <ProgressBar {...args} label="Sans valeur affichée" showValue={false} value={60} />
    </div>
  ),
};
