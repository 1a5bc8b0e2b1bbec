import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('fills in proportion from min to max and says the real value above max', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <div style={{ width: 400 }}>
          <ProgressBar label="Pas" value={75} min={50} max={150} />
          <ProgressBar label="Debout" value={26} max={20} />
        </div>
      </IntlProvider>,
    );
    const steps = screen.getByRole('progressbar', { name: 'Pas' });
    await expect.element(steps).toHaveAttribute('aria-valuetext', expect.stringMatching(/^25\s%$/));
    const fill = steps.element().firstElementChild as HTMLElement;
    const ratio = fill.getBoundingClientRect().width / steps.element().clientWidth;
    expect(ratio).toBeCloseTo(0.25, 2);

    const standing = screen.getByRole('progressbar', { name: 'Debout' });
    await expect.element(standing).toHaveAttribute('aria-valuenow', '20');
    await expect
      .element(standing)
      .toHaveAttribute('aria-valuetext', expect.stringMatching(/^130\s%$/));
    const full = standing.element().firstElementChild as HTMLElement;
    expect(full.getBoundingClientRect().width).toBeCloseTo(standing.element().clientWidth, 0);
  });
});
