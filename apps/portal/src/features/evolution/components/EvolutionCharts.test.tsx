import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { EvolutionView } from '../model/view';
import { EvolutionBarChart } from './EvolutionCharts';
import { evolutionChartMessages } from './messages';
import type { BarSpec } from './tabs';

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

/** A view of two days whose values and objectives are given (the API's numbers). */
function viewOf(values: (number | null)[], objectives: (number | null)[]): EvolutionView {
  return {
    period: 'week',
    scale: 'day',
    today: '2026-11-27',
    lastDay: '2026-11-26',
    firstDay: '2026-11-01',
    from: '2026-11-21',
    xs: values.map((_, index) => `2026-11-2${index + 1}`),
    values: () => values,
    objectives: () => objectives,
  };
}

const spec = (unit: BarSpec['unit'], key: BarSpec['key']): BarSpec => ({
  kind: 'bar',
  id: 'test',
  title: evolutionChartMessages.completionObjective,
  label: evolutionChartMessages.completionObjective,
  unit,
  key,
  objective: key as NonNullable<BarSpec['objective']>,
});

async function tableRows() {
  await page.getByRole('button', { name: 'Voir les données sous forme de tableau' }).click();
  const table = page.getByRole('table');
  await expect.element(table).toBeVisible();
  return [...table.element().querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\s/g, ' ')),
  );
}

describe('EvolutionBarChart', () => {
  it('never shows "No" beside two equal figures: a miss takes the decimals that tell it apart', async () => {
    render(
      <EvolutionBarChart
        spec={spec('metres', 'WalkPerimeter')}
        view={viewOf([19.6, 25], [20, 20])}
      />,
      {
        wrapper: Providers,
      },
    );
    const rows = await tableRows();
    expect(rows[0]!.slice(1)).toEqual(['19,6', '20', 'Non']);
    expect(rows[1]!.slice(1)).toEqual(['25', '20', 'Oui']);
  });

  it('writes durations to the second in its table', async () => {
    render(
      <EvolutionBarChart
        spec={spec('minutes', 'WalkTime')}
        view={viewOf([538, 3785], [900, 900])}
      />,
      {
        wrapper: Providers,
      },
    );
    const rows = await tableRows();
    expect(rows[0]!.slice(1)).toEqual(['8 min 58 s', '15 min', 'Non']);
    expect(rows[1]!.slice(1)).toEqual(['1 h 3 min 5 s', '15 min', 'Oui']);
  });

  it('rounds a duration just under its objective down, so it reads below it', async () => {
    render(<EvolutionBarChart spec={spec('minutes', 'WalkTime')} view={viewOf([899.6], [900])} />, {
      wrapper: Providers,
    });
    const rows = await tableRows();
    expect(rows[0]!.slice(1)).toEqual(['14 min 59 s', '15 min', 'Non']);
  });
});
