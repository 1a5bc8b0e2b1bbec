import { lightColors } from '@oxilio/tokens';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StatTile, type StatTileProps } from './StatTile';

function renderTile(props: Partial<StatTileProps>) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <StatTile label="Pas" value={4480} unit="pas" {...props} />
    </IntlProvider>,
  );
}

/** What a screen reader reads in the tile, with the narrow spaces of French numbers made plain. */
/** '#0d5f36' as the browser reports it: 'rgb(13, 95, 54)'. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

const spoken = (element: Element) => (element.textContent ?? '').replace(/[\u202f\u00a0]/g, ' ');

describe('StatTile', () => {
  it('reads the rise against the objective, in green when higher is better', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <StatTile data-testid="good" label="Pas" value={4480} reference={4000} />
        <StatTile
          data-testid="bad"
          label="Asymétrie"
          value={4480}
          reference={4000}
          higherIsBetter={false}
        />
      </IntlProvider>,
    );
    const trendLine = (testId: string) =>
      screen
        .getByTestId(testId)
        .getByText(/^en hausse de 12/)
        .element()
        .closest('p') as HTMLElement;
    const good = trendLine('good');
    expect(spoken(good)).toBe('+12 %en hausse de 12 % par rapport à l’objectif');
    expect(getComputedStyle(good).color).toBe(rgb(lightColors.success));
    expect(getComputedStyle(trendLine('bad')).color).toBe(rgb(lightColors.danger));
  });

  it('reads a fall against the previous period and a flat value', async () => {
    const down = await renderTile({ value: 80, reference: 100, referenceKind: 'previousPeriod' });
    expect(spoken(down.getByText(/^en baisse/).element())).toBe(
      'en baisse de 20 % par rapport à la période précédente',
    );
    const flat = await renderTile({ value: 4003, reference: 4000, referenceKind: 'previousDay' });
    await expect.element(flat.getByText('stable par rapport à la veille')).toBeInTheDocument();
  });

  it('shows no trend without a reference or against a reference of 0', async () => {
    const screen = await renderTile({ reference: 0 });
    await expect.element(screen.getByText('pas', { exact: true })).toBeVisible();
    expect(screen.container.textContent).not.toMatch(/hausse|baisse|stable/);
  });

  it('formats the value for the locale', async () => {
    const screen = await renderTile({ value: 12845.56 });
    expect(spoken(screen.container)).toContain('12 845,6');
  });
});
