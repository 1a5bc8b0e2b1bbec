import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { stepRows } from '../Chart/chartFixtures';
import { LineChart, type LineChartProps } from './LineChart';

function renderChart(props: Partial<LineChartProps> = {}) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <div style={{ width: 800 }}>
        <LineChart
          title="Pas par jour"
          data={stepRows}
          series={[{ id: 'steps', label: 'Pas' }]}
          unit="pas"
          objective={4500}
          {...props}
        />
      </div>
    </IntlProvider>,
  );
}

/** The tooltip's text, or null when hidden (it is aria-hidden: the live region speaks for it). */
function tooltip(container: HTMLElement) {
  return container.querySelector('[data-chart-tooltip]')?.textContent ?? null;
}

/** The polite live region of the chart. */
function liveRegion(container: HTMLElement) {
  const region = container.querySelector('[aria-live="polite"]');
  if (!region) {
    throw new Error('no live region');
  }
  return region;
}

describe('LineChart', () => {
  it('is one tab stop whose arrow keys move between days and announce the value', async () => {
    const screen = await renderChart();
    const chart = screen.getByRole('application', { name: 'Pas par jour' });
    await userEvent.keyboard('{Tab}');
    await expect.element(chart).toHaveFocus();
    // Focus shows the first day.
    await expect.poll(() => tooltip(screen.container)).toMatch(/^dimanche 01\/11\/26/);
    expect(liveRegion(screen.container).textContent).toMatch(
      /^dimanche 01\/11\/26\. Pas : 3\s120 pas/,
    );

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect.poll(() => tooltip(screen.container)).toMatch(/^mardi 03\/11\/26/);
    expect(liveRegion(screen.container).textContent).toMatch(
      /Pas : 3\s890 pas.+Objectif : 4\s500 pas$/,
    );

    await userEvent.keyboard('{End}');
    await expect.poll(() => tooltip(screen.container)).toMatch(/^samedi 14\/11\/26/);
    await userEvent.keyboard('{ArrowRight}');
    expect(liveRegion(screen.container).textContent).toMatch(
      /^samedi 14\/11\/26\. Pas : 4\s760 pas/,
    );

    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(liveRegion(screen.container).textContent).toMatch(/^dimanche 01\/11\/26/);

    // The next Tab leaves the chart: it is a single tab stop.
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('button', { name: 'Voir les données sous forme de tableau' }))
      .toHaveFocus();
  });

  it('hides the tooltip with Escape and shows it again on the next move', async () => {
    const screen = await renderChart();
    await userEvent.keyboard('{Tab}{ArrowRight}');
    await expect.poll(() => tooltip(screen.container)).toMatch(/^lundi 02\/11\/26/);
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => tooltip(screen.container)).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect.poll(() => tooltip(screen.container)).toMatch(/^mardi 03\/11\/26/);
  });

  it('shows the tooltip of the day under the mouse', async () => {
    const screen = await renderChart();
    const chart = screen.getByRole('application', { name: 'Pas par jour' });
    // The plot is drawn once the ResizeObserver has measured the width.
    await expect.poll(() => chart.element().querySelector('svg')).not.toBeNull();
    const box = chart.element().getBoundingClientRect();
    // Hover near the right end: the last day.
    await userEvent.hover(chart, {
      position: { x: box.width - 20, y: box.height / 2 },
    });
    await expect.poll(() => tooltip(screen.container)).toMatch(/^samedi 14\/11\/26/);
    await userEvent.hover(
      screen.getByRole('button', { name: 'Voir les données sous forme de tableau' }),
    );
    await expect.poll(() => tooltip(screen.container)).toBeNull();
  });

  it('keeps the data table for screen readers and shows it on demand', async () => {
    const screen = await renderChart({ data: stepRows.slice(0, 3) });
    const table = screen.getByRole('table', { name: 'Pas par jour' });
    // Present but visually hidden: clipped to a 1px box.
    const clipWidth = () => table.element().parentElement?.getBoundingClientRect().width ?? 0;
    await expect.element(table).toBeInTheDocument();
    expect(clipWidth()).toBeLessThanOrEqual(1);
    await expect.element(screen.getByRole('cell', { name: /^3\s120$/ })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Voir les données sous forme de tableau' });
    await userEvent.click(toggle);
    await expect.poll(clipWidth).toBeGreaterThan(100);
    await expect
      .element(screen.getByRole('columnheader', { name: 'Objectif (pas)' }))
      .toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le tableau' }));
    await expect.poll(clipWidth).toBeLessThanOrEqual(1);
  });

  it('says so when there is no data, without an empty plot', async () => {
    const screen = await renderChart({
      data: [{ x: '2026-11-01', values: { steps: null } }],
    });
    await expect.element(screen.getByText('Aucune donnée sur cette période')).toBeVisible();
    expect(screen.container.querySelector('[role="application"]')).toBeNull();
  });

  it('resizes with its container and keeps its aspect ratio', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <div style={{ width: 1000 }} data-testid="box">
          <LineChart
            title="Pas"
            data={stepRows}
            series={[{ id: 'steps', label: 'Pas' }]}
            aspectRatio={2}
          />
        </div>
      </IntlProvider>,
    );
    const svg = () => screen.container.querySelector('[role="application"] svg');
    await expect.poll(() => Number(svg()?.getAttribute('width'))).toBeGreaterThan(900);
    expect(Number(svg()?.getAttribute('height'))).toBeCloseTo(
      Number(svg()?.getAttribute('width')) / 2,
      -1,
    );
    screen.getByTestId('box').element().setAttribute('style', 'width: 600px');
    await expect.poll(() => Number(svg()?.getAttribute('width'))).toBeLessThan(600);
    expect(Number(svg()?.getAttribute('height'))).toBeCloseTo(
      Number(svg()?.getAttribute('width')) / 2,
      -1,
    );
  });

  it('names weeks by their Monday in the tooltip, the announcement and the table', async () => {
    const screen = await renderChart({
      xKind: 'week',
      objective: undefined,
      data: [
        { x: '2026-11-02', values: { steps: 4000 } },
        { x: '2026-11-09', values: { steps: 4500 } },
      ],
    });
    await expect.element(screen.getByRole('columnheader', { name: 'Semaine' })).toBeInTheDocument();
    await expect
      .element(screen.getByRole('rowheader', { name: 'Semaine du 09/11/26' }))
      .toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.poll(() => tooltip(screen.container)).toMatch(/^Semaine du 02\/11\/26/);
    expect(liveRegion(screen.container).textContent).toMatch(
      /^Semaine du 02\/11\/26\. Pas : 4\s000 pas$/,
    );
    const ticks = Array.from(
      screen.container.querySelectorAll('[role="application"] svg text'),
      (text) => text.textContent,
    );
    expect(ticks).toContain('02/11');
  });
});
