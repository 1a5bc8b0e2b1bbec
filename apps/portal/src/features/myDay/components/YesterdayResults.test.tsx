import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { YesterdayResults, type YesterdayResultsProps } from './YesterdayResults';

vi.mock('../../../i18n/LocaleProvider', () => ({ useLocale: () => ({ locale: 'fr' }) }));

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

const recap: YesterdayResultsProps['recap'] = {
  yesterday: '2026-11-27',
  lastMeasuredDay: '2026-11-27',
  // The device reported the day but not the walking distance: 0 in Performance, (100 + 0) / 2.
  performance: 50,
  yesterdayMetrics: [
    { key: 'StepCount', value: 900, objective: 800, met: true },
    { key: 'WalkDistance', value: null, objective: 250, met: false },
  ],
};

describe('YesterdayResults', () => {
  it('draws a 0 % ring for an objective not measured on a reported day, as Performance counts it', async () => {
    render(<YesterdayResults recap={recap} />, { wrapper: Providers });
    await expect.element(page.getByText('1 objectif atteint sur 2')).toBeVisible();
    const rings = page.getByRole('img', { name: /^Objectif atteint à/ });
    await expect.element(rings.nth(1)).toBeVisible();
    expect(rings.elements().map((ring) => ring.getAttribute('aria-label'))).toEqual([
      'Objectif atteint à 100\u00a0%',
      'Objectif atteint à 0\u00a0%',
    ]);
  });
});
