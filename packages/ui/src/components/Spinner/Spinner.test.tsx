import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status named "Chargement…" that does not turn under reduced motion', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <Spinner />
      </IntlProvider>,
    );
    const status = screen.getByRole('status');
    await expect.element(status).toHaveTextContent('Chargement…');
    const svg = status.element().querySelector('svg');
    expect(svg).not.toBeNull();
    expect(getComputedStyle(svg as SVGSVGElement).animationName).toBe('none');
  });
});
