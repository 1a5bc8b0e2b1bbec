import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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

/** A phone's screen, 390 px wide (the test runner sets the page's viewport). */
const viewport = {
  options: { phone390: { name: '390 px', styles: { width: '390px', height: '844px' } } },
};

/**
 * On a 390 px phone, the table shown under the chart has more columns than fit: it scrolls in its
 * own region named by the chart's title, the page does not grow sideways, a fade and a hint say
 * that more columns follow, and the dates stay in view. Hidden, the table is not a tab stop.
 */
export const TableOnPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: { viewport },
  args: {
    title: 'Temps debout, temps de marche et objectif par jour',
    summary: undefined,
    data: standWalkRows.slice(0, 4),
    objective: 75,
    aspectRatio: 1.5,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const name = 'Temps debout, temps de marche et objectif par jour';
    await expect(canvas.queryByRole('region', { name })).toBeNull();
    await expect(canvasElement.querySelector('[data-table-scroller][tabindex]')).toBeNull();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Voir les données sous forme de tableau' }),
    );
    const region = canvas.getByRole('region', { name });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(region).toHaveAccessibleDescription(
      'Faites glisser pour voir les autres colonnes',
    );
    await expect(canvas.getByText('Faites glisser pour voir les autres colonnes')).toBeVisible();
    await expect(canvasElement.querySelector('[data-table-fade]')).toHaveAttribute('data-shown');

    const box = region.getBoundingClientRect();
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region).toHaveAttribute('data-scrolled'));
    const date = canvas.getByRole('rowheader', { name: 'dimanche 01/11/26' });
    await expect(date.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    const objective = canvas.getByRole('columnheader', { name: 'Objectif (min)' });
    // Within a pixel: the last column ends at the region's edge, give or take a subpixel.
    await expect(objective.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    region.scrollLeft = 0;
    await waitFor(() => expect(region).not.toHaveAttribute('data-scrolled'));
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
