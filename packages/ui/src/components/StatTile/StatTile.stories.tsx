import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footprints, Gauge, Timer } from 'lucide-react';
import { expect } from 'storybook/test';
import { StatTile, statTileReferenceKinds } from './StatTile';

const meta = {
  title: 'Metrics/StatTile',
  component: StatTile,
  args: {
    label: 'Pas',
    value: 4480,
    unit: 'pas',
    icon: Footprints,
    reference: 4000,
    referenceText: 'Objectif : 4 000 pas',
  },
  argTypes: {
    referenceKind: { control: 'inline-radio', options: statTileReferenceKinds },
    icon: { control: false },
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <StatTile {...args} />
    </div>
  ),
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('en hausse de 12 % par rapport à l’objectif', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
  },
};

export const LowerIsBetter: Story = {
  args: {
    label: 'Asymétrie des pas',
    value: 14.2,
    unit: '%',
    icon: Gauge,
    reference: 18,
    referenceKind: 'previousPeriod',
    higherIsBetter: false,
    referenceText: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^en baisse de 21\s% par rapport à la période précédente$/),
    ).toBeInTheDocument();
  },
};

export const Duration: Story = {
  args: {
    label: 'Temps debout',
    value: 80,
    displayValue: '1 h 20',
    unit: undefined,
    icon: Timer,
    reference: 80,
    referenceKind: 'previousDay',
    referenceText: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 h 20')).toBeVisible();
    await expect(canvas.getByText('stable par rapport à la veille')).toBeInTheDocument();
  },
};

/** Now against the first weeks of the follow-up (the evolution screen's "since the start"). */
export const SinceTheStart: Story = {
  args: {
    label: 'Pas par jour',
    value: 640,
    reference: 520,
    referenceKind: 'start',
    referenceText: 'Au début : 520 pas par jour',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/^en hausse de 23\s% par rapport à vos débuts$/),
    ).toBeInTheDocument();
  },
};

export const NoReference: Story = {
  args: { reference: undefined, referenceText: undefined, icon: undefined },
};

export const LongText: Story = {
  args: {
    label: 'Distance parcourue lors des séances d’auto-rééducation de la semaine',
    value: 12845.5,
    unit: 'mètres',
    reference: 15000,
    referenceText: 'Objectif hebdomadaire fixé par le rééducateur : 15 000 mètres',
  },
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <StatTile {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      <StatTile {...args} label="Hausse, bonne nouvelle" />
      <StatTile {...args} label="Baisse, mauvaise nouvelle" value={3100} />
      <StatTile {...args} label="Stable" value={4010} />
      <StatTile
        {...args}
        label="Hausse, mauvaise nouvelle"
        higherIsBetter={false}
        referenceKind="average"
      />
      <StatTile
        {...args}
        label="Baisse, bonne nouvelle"
        value={3100}
        higherIsBetter={false}
        referenceKind="previousDay"
      />
      <StatTile
        {...args}
        label="Sans tendance"
        reference={undefined}
        referenceText={undefined}
        icon={undefined}
      />
    </div>
  ),
};
