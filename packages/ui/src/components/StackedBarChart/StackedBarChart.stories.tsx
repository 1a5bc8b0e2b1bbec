import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { standWalkRows } from '../Chart/chartFixtures';
import { StackedBarChart } from './StackedBarChart';

const meta = {
  title: 'Charts/StackedBarChart',
  component: StackedBarChart,
  args: {
    title: 'Temps debout et temps de marche',
    summary: 'En moyenne 53 minutes debout, dont 23 minutes de marche, par jour.',
    data: standWalkRows,
    series: [
      { id: 'stand', label: 'Debout' },
      { id: 'walk', label: 'Marche' },
    ],
    unit: 'min',
  },
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StandAndWalk: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(
      canvas.getByText(/^samedi 14\/11\/26\. Marche : 28 min, Debout : 59 min et Total : 87 min$/),
    ).toBeInTheDocument();
  },
};

export const WithObjective: Story = {
  args: { objective: 75, summary: 'Objectif : 75 minutes par jour.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Total (min)' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Objectif (min)' })).toBeInTheDocument();
  },
};

/** Durations read in words in the tooltip and the table, while the axis counts minutes. */
export const Durations: Story = {
  args: {
    unit: undefined,
    formatValue: (minutes: number) =>
      minutes >= 60
        ? `${Math.floor(minutes / 60)} h ${Math.round(minutes % 60)} min`
        : `${minutes} min`,
    axis: { format: (minutes: number) => String(minutes), unit: 'min' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('min', { selector: 'div' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '1 h 27 min' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [], summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune donnée sur cette période')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <StackedBarChart {...args} title="Deux parties" summary={undefined} />
      <StackedBarChart
        {...args}
        title="Trois parties, avec objectif"
        summary={undefined}
        objective={90}
        series={[
          { id: 'stand', label: 'Debout' },
          { id: 'walk', label: 'Marche' },
          { id: 'rehab', label: 'Auto-rééducation' },
        ]}
        data={standWalkRows.map((row, index) => ({
          ...row,
          values: { ...row.values, rehab: index % 3 === 0 ? null : 10 + (index % 4) * 3 },
        }))}
      />
      <StackedBarChart
        {...args}
        title="Par mois"
        summary={undefined}
        xKind="month"
        data={['2026-09', '2026-10', '2026-11'].map((x, index) => ({
          x,
          values: { stand: 1200 + index * 150, walk: 500 + index * 80 },
        }))}
      />
      <StackedBarChart {...args} title="Vide" summary={undefined} data={[]} />
    </div>
  ),
};
