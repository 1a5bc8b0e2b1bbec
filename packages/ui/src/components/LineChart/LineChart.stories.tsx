import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { monthRows, stepLengthRows, stepRows } from '../Chart/chartFixtures';
import { LineChart } from './LineChart';

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  args: {
    title: 'Nombre de pas par jour',
    summary: 'Du 1er au 14 novembre 2026 : en hausse, objectif atteint 8 jours sur 14.',
    data: stepRows,
    series: [{ id: 'steps', label: 'Pas' }],
    objective: 4500,
    unit: 'pas',
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithObjective: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Nombre de pas par jour' })).toBeVisible();
    const chart = canvas.getByRole('application', { name: 'Nombre de pas par jour' });
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(canvas.getByText('vendredi 13/11/26', { selector: 'div' })).toBeVisible();
    await expect(canvas.getByText(/^vendredi 13\/11\/26\. Pas : 5\s510 pas/)).toBeInTheDocument();
  },
};

export const DataTable: Story = {
  args: { data: stepRows.slice(0, 5), summary: undefined, aspectRatio: 4 },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Voir les données sous forme de tableau' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Masquer le tableau');
    const table = canvas.getByRole('table', { name: 'Nombre de pas par jour' });
    await expect(table).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'dimanche 01/11/26' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Objectif (pas)' })).toBeVisible();
  },
};

export const TwoSeries: Story = {
  args: {
    title: 'Longueur du pas',
    summary: 'Le pas gauche reste plus long que le pas droit ; pas de mesure le 7 novembre.',
    data: stepLengthRows,
    series: [
      { id: 'left', label: 'Pied gauche' },
      { id: 'right', label: 'Pied droit' },
    ],
    objective: undefined,
    unit: 'cm',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pied gauche', { selector: 'li' })).toBeVisible();
    await expect(canvas.getByText('Pied droit', { selector: 'li' })).toBeVisible();
  },
};

export const Months: Story = {
  args: {
    title: 'Objectif de marche atteint par mois',
    summary: undefined,
    data: monthRows,
    series: [{ id: 'completion', label: 'Réalisation' }],
    xKind: 'month',
    objective: 80,
    unit: '%',
  },
};

/** Weekly values: each point is an ISO week, named by its Monday. */
export const Weeks: Story = {
  args: {
    title: 'Pas par jour, moyenne de la semaine',
    summary: undefined,
    xKind: 'week',
    data: ['2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'].map(
      (x, index) => ({ x, values: { steps: [3900, 4100, 4350, 4200, 4600, 4800][index] ?? null } }),
    ),
    objective: [4000, 4000, 4000, 4500, 4500, 4500],
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('Semaine du 09/11/26', { selector: 'div' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [], summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune donnée sur cette période')).toBeVisible();
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <LineChart {...args} title="Étroit" summary={undefined} />
      <LineChart
        {...args}
        title="Trois séries, sans objectif"
        summary={undefined}
        objective={undefined}
        unit="cm"
        data={stepLengthRows.map((row, index) => ({
          ...row,
          values: { ...row.values, mean: index === 6 ? null : 35 + (index % 4) },
        }))}
        series={[
          { id: 'left', label: 'Gauche' },
          { id: 'right', label: 'Droit' },
          { id: 'mean', label: 'Moyenne' },
        ]}
      />
      <LineChart {...args} title="Vide" summary={undefined} data={[]} />
      <LineChart
        {...args}
        title="Catégories"
        summary={undefined}
        xKind="category"
        objective={undefined}
        unit={undefined}
        data={[
          { x: 'Lun', values: { steps: 3 } },
          { x: 'Mar', values: { steps: 5 } },
          { x: 'Mer', values: { steps: 4 } },
        ]}
      />
    </div>
  ),
};
