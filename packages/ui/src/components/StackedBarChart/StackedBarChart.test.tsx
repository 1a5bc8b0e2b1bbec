import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { StackedBarChart, type StackedBarChartProps } from './StackedBarChart';

const data = [
  { x: '2026-11-01', values: { stand: 40, walk: 20 } },
  { x: '2026-11-02', values: { stand: 50, walk: null } },
  { x: '2026-11-03', values: { stand: null, walk: null } },
];

function renderChart(props: Partial<StackedBarChartProps> = {}) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <div style={{ width: 700 }}>
        <StackedBarChart
          title="Debout et marche"
          unit="min"
          data={data}
          series={[
            { id: 'stand', label: 'Debout' },
            { id: 'walk', label: 'Marche' },
          ]}
          {...props}
        />
      </div>
    </IntlProvider>,
  );
}

function live(container: HTMLElement) {
  return container.querySelector('[aria-live="polite"]')?.textContent ?? '';
}

describe('StackedBarChart', () => {
  it('announces every part and the total of the focused day', async () => {
    const screen = await renderChart();
    await userEvent.keyboard('{Tab}');
    await expect
      .poll(() => live(screen.container))
      .toMatch(/Marche : 20 min.+Debout : 40 min.+Total : 60 min$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .poll(() => live(screen.container))
      .toMatch(/^lundi 02\/11\/26\. Marche : Pas de mesure.+Total : 50 min$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => live(screen.container)).toMatch(/Total : Pas de mesure$/);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect.poll(() => live(screen.container)).toMatch(/^dimanche 01\/11\/26/);
  });

  it('stacks the parts: the top of a bar is at its total', async () => {
    const screen = await renderChart();
    // Bar segments, grouped by part (pattern tiles live in <defs>).
    const segments = () =>
      Array.from(screen.container.querySelectorAll('[role="application"] svg > g > rect'));
    await expect.poll(() => segments().length).toBe(3);
    const [stand, secondStand, walk] = segments().map((rect) => rect.getBoundingClientRect());
    // Walk sits on stand on the first day; 60 min stands higher than 50 min.
    expect(Math.abs((walk?.bottom ?? 0) - (stand?.top ?? 0))).toBeLessThan(2);
    expect(walk?.top ?? 0).toBeLessThan(secondStand?.top ?? 0);
    // The second part is textured, not only coloured.
    expect(segments()[2]?.getAttribute('style')).toContain('url(');
    expect(segments()[0]?.getAttribute('style')).not.toContain('url(');
  });

  it('has a total column in its data table', async () => {
    const screen = await renderChart();
    const table = screen.getByRole('table', { name: 'Debout et marche' });
    const rows = table.getByRole('row').all();
    expect(rows.map((row) => row.element().textContent)).toEqual([
      'DateDebout (min)Marche (min)Total (min)',
      'dimanche 01/11/26402060',
      'lundi 02/11/2650Pas de mesure50',
      'mardi 03/11/26Pas de mesurePas de mesurePas de mesure',
    ]);
  });

  it('labels the axis with its own format and unit when the values carry their words', async () => {
    const screen = await renderChart({
      unit: undefined,
      formatValue: (minutes) => `${minutes} minutes`,
      axis: { format: (minutes) => `${minutes}`, unit: 'min' },
    });
    const ticks = () =>
      Array.from(
        screen.container.querySelectorAll('[role="application"] svg text'),
        (text) => text.textContent,
      );
    await expect.poll(ticks).toContain('20');
    expect(ticks().some((tick) => tick?.includes('minutes'))).toBe(false);
    await expect.element(screen.getByText('min', { exact: true })).toBeInTheDocument();
    await expect.element(screen.getByRole('cell', { name: '60 minutes' })).toBeInTheDocument();
  });
});
