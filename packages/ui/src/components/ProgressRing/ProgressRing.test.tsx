import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ProgressRing } from './ProgressRing';

function renderRing(value: number, label?: string) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <ProgressRing value={value} label={label} />
    </IntlProvider>,
  );
}

/** Fraction of the ring drawn by the arc. */
function drawnFraction(container: HTMLElement): number {
  const arc = container.querySelectorAll('circle')[1];
  if (!arc) {
    return 0;
  }
  const length = Number(arc.getAttribute('stroke-dasharray'));
  return 1 - Number(arc.getAttribute('stroke-dashoffset')) / length;
}

describe('ProgressRing', () => {
  it('says and shows the real value above 100 % while the ring stops full', async () => {
    const screen = await renderRing(130, 'Temps debout');
    const ring = screen.getByRole('img', {
      name: /^Temps debout : objectif atteint à 130\s%$/,
    });
    await expect.element(ring).toBeVisible();
    await expect.element(ring).toHaveTextContent(/130\s%/);
    expect(drawnFraction(screen.container)).toBeCloseTo(1, 5);
  });

  it('draws the share of the objective reached below 100 %', async () => {
    const screen = await renderRing(74.6);
    await expect
      .element(screen.getByRole('img', { name: /^Objectif atteint à 75\s%$/ }))
      .toBeVisible();
    expect(drawnFraction(screen.container)).toBeCloseTo(0.746, 3);
  });

  it('draws no arc at 0 %', async () => {
    const screen = await renderRing(0, 'Pas');
    await expect
      .element(screen.getByRole('img', { name: /^Pas : objectif atteint à 0\s%$/ }))
      .toBeVisible();
    expect(screen.container.querySelectorAll('circle')).toHaveLength(1);
  });
});
