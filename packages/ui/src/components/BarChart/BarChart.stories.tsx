import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { fourteenDays, stepCounts } from '../Chart/chartFixtures';
import { BarChart, type BarDatum } from './BarChart';

const steps: BarDatum[] = fourteenDays().map((x, index) => ({
  x,
  value: stepCounts[index] ?? null,
}));

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  args: {
    title: 'Pas par jour',
    summary: 'Objectif de 4 500 pas atteint 8 jours sur 14.',
    data: steps,
    label: 'Pas',
    objective: 4500,
    unit: 'pas',
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithObjective: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('application', { name: 'Pas par jour' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(
      canvas.getByText(/^mercredi 04\/11\/26\. Pas : 5\s020 pas.+Objectif atteint : Oui$/),
    ).toBeInTheDocument();
  },
};

/** The objective was raised on 8 November: the line steps up and each bar is judged by its day's. */
export const ObjectiveChanges: Story = {
  args: {
    summary: 'Objectif passé de 4 000 à 4 500 pas le 8 novembre.',
    objective: steps.map((_, index) => (index < 7 ? 4000 : 4500)),
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Voir les données sous forme de tableau' }),
    );
    const first = canvas.getByRole('row', { name: /dimanche 01\/11\/26/ });
    await expect(first).toHaveTextContent(/4\s000/);
    const last = canvas.getByRole('row', { name: /samedi 14\/11\/26/ });
    await expect(last).toHaveTextContent(/4\s500/);
  },
};

export const WithoutObjective: Story = {
  args: { objective: undefined, summary: undefined, tone: 'balance' },
};

export const Categories: Story = {
  args: {
    title: 'Exercices réalisés par type',
    summary: 'Sur les 30 derniers jours.',
    xKind: 'category',
    xLabel: 'Type d’exercice',
    label: 'Exercices',
    unit: undefined,
    objective: 10,
    data: [
      { x: 'Endurance', value: 12 },
      { x: 'Équilibre', value: 9 },
      { x: 'Renforcement', value: 14 },
      { x: 'Souplesse', value: 4 },
      { x: 'Fonctionnel', value: 10 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Type d’exercice' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'Souplesse' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [], summary: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune donnée sur cette période')).toBeVisible();
  },
};

const month: BarDatum[] = Array.from({ length: 30 }, (_, index) => ({
  x: `2026-11-${String(index + 1).padStart(2, '0')}`,
  value: index % 9 === 4 ? null : 2500 + ((index * 737) % 3100),
}));

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <BarChart {...args} title="Un mois, jours sans mesure" summary={undefined} data={month} />
      <BarChart
        {...args}
        title="Sans objectif"
        summary={undefined}
        objective={undefined}
        tone="endurance"
      />
      <BarChart
        {...args}
        title="Tous au-dessus"
        summary={undefined}
        objective={2000}
        data={steps.slice(0, 5)}
      />
      <BarChart
        {...args}
        title="Vide"
        summary={undefined}
        data={[{ x: '2026-11-01', value: null }]}
      />
    </div>
  ),
};
