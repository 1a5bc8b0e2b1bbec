import { describe, expect, it } from 'vitest';
import { useIntl } from 'react-intl';
import { render } from 'vitest-browser-react';
import { LocaleIntlProvider } from './LocaleIntlProvider';

/** A catalogue's text with a number in it (`#` is formatted as a number). */
const messages = { steps: '{count, plural, one {# Schrëtt} other {# Schrëtt}}' };

function Figures() {
  const intl = useIntl();
  return (
    <p>
      {[
        intl.locale,
        intl.formatNumber(12345.6),
        intl.formatNumber(0.5, { style: 'percent' }),
        intl.formatMessage({ id: 'steps', defaultMessage: '{count, number}' }, { count: 4500 }),
        intl.formatList(['Stull', 'Staang', 'Dësch'], { type: 'conjunction' }),
      ].join(' | ')}
    </p>
  );
}

describe('LocaleIntlProvider', () => {
  // Chromium has no Luxembourgish data: without the provider, these come out in the browser's
  // language (French here: "12 345,6").
  it('writes Luxembourgish numbers with a decimal comma and a dot for thousands, and its lists', async () => {
    const screen = await render(
      <LocaleIntlProvider locale="lb" messages={messages}>
        <Figures />
      </LocaleIntlProvider>,
    );
    await expect
      .element(screen.getByText(/^lb \|/))
      .toHaveTextContent(/^lb \| 12\.345,6 \| 50\s%\s\| 4\.500 Schrëtt \| Stull, Staang an Dësch$/);
  });

  it('leaves the other locales to the browser', async () => {
    const screen = await render(
      <LocaleIntlProvider locale="fr" messages={messages}>
        <Figures />
      </LocaleIntlProvider>,
    );
    await expect
      .element(screen.getByText(/^fr \|/))
      .toHaveTextContent(/^fr \| 12\s345,6 \| 50\s%\s\| 4\s500 Schrëtt \| Stull, Staang et Dësch$/);
  });
});
