import { describe, expect, it } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { BarChart, type BarChartProps } from './BarChart';

const data = [
  { x: '2026-11-01', value: 3000 },
  { x: '2026-11-02', value: 5000 },
  { x: '2026-11-03', value: null },
  { x: '2026-11-04', value: 4500 },
];

function renderChart(props: Partial<BarChartProps> = {}) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <div style={{ width: 700 }}>
        <BarChart title="Pas" label="Pas" unit="pas" data={data} objective={4500} {...props} />
      </div>
    </IntlProvider>,
  );
}

function live(container: HTMLElement) {
  return container.querySelector('[aria-live="polite"]')?.textContent ?? '';
}

describe('BarChart', () => {
  it('announces each day with its value and whether it meets the objective', async () => {
    const screen = await renderChart();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('application', { name: 'Pas' })).toHaveFocus();
    await expect
      .poll(() => live(screen.container))
      .toMatch(/^dimanche 01\/11\/26\. Pas : 3\s000 pas.+Objectif atteint : Non$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .poll(() => live(screen.container))
      .toMatch(/^lundi 02\/11\/26\. Pas : 5\s000 pas.+Objectif atteint : Oui$/);
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .poll(() => live(screen.container))
      .toMatch(/^mardi 03\/11\/26\. Pas : Pas de mesure/);
    await userEvent.keyboard('{End}');
    // Reaching the objective exactly counts as meeting it.
    await expect
      .poll(() => live(screen.container))
      .toMatch(/^mercredi 04\/11\/26.+Objectif atteint : Oui$/);
  });

  it('marks every bar that meets the objective with a check, not only a colour', async () => {
    const screen = await renderChart();
    const plot = () => screen.container.querySelector('[role="application"] svg');
    await expect.poll(() => plot()?.querySelectorAll('rect').length).toBe(3);
    // Check marks are the only paths in the plot besides the objective line: one per bar at or
    // above 4 500.
    expect(plot()?.querySelectorAll('path:not([data-chart-objective])')).toHaveLength(2);
    await expect
      .element(screen.getByText('Objectif atteint', { exact: true }).first())
      .toBeVisible();
    await expect.element(screen.getByText('Objectif non atteint', { exact: true })).toBeVisible();
  });

  it('lists values, objective and status in the data table', async () => {
    const screen = await renderChart();
    const table = screen.getByRole('table', { name: 'Pas' });
    const rows = table.getByRole('row').all();
    expect(rows.map((row) => row.element().textContent?.replace(/\s/g, ' '))).toEqual([
      'DatePas (pas)Objectif (pas)Objectif atteint',
      'dimanche 01/11/263 0004 500Non',
      'lundi 02/11/265 0004 500Oui',
      'mardi 03/11/26Pas de mesure4 500Pas de mesure',
      'mercredi 04/11/264 5004 500Oui',
    ]);
  });

  it('judges each bar against the objective in force that day when it changes over time', async () => {
    const screen = await renderChart({ objective: [4000, 4000, 5500, 5500] });
    const table = screen.getByRole('table', { name: 'Pas' });
    const rows = table.getByRole('row').all();
    expect(rows.map((row) => row.element().textContent?.replace(/\s/g, ' '))).toEqual([
      'DatePas (pas)Objectif (pas)Objectif atteint',
      'dimanche 01/11/263 0004 000Non',
      'lundi 02/11/265 0004 000Oui',
      'mardi 03/11/26Pas de mesure5 500Pas de mesure',
      'mercredi 04/11/264 5005 500Non',
    ]);
    // One dashed line that steps up between the second and the third day.
    const line = () => screen.container.querySelector('[data-chart-objective]');
    await expect
      .poll(() => line()?.getAttribute('d'))
      .toMatch(/^M[\d.]+,[\d.]+H[\d.]+V[\d.]+H[\d.]+$/);
    await userEvent.keyboard('{Tab}{End}');
    await expect
      .poll(() => live(screen.container))
      .toMatch(
        /^mercredi 04\/11\/26\. Pas : 4\s500 pas.+Objectif : 5\s500 pas.+Objectif atteint : Non$/,
      );
  });

  it('leaves out the objective where none is in force', async () => {
    const screen = await renderChart({ objective: [null, null, 4000, 4000] });
    const table = screen.getByRole('table', { name: 'Pas' });
    const rows = table.getByRole('row').all();
    expect(rows[1]?.element().textContent?.replace(/\s/g, ' ')).toBe(
      'dimanche 01/11/263 000Pas de mesurePas de mesure',
    );
    const line = () => screen.container.querySelector('[data-chart-objective]');
    // Drawn from the third day only.
    await expect.poll(() => line()?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+H[\d.]+$/);
  });
});
