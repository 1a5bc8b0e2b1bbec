import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { StarCount } from './StarCount';

describe('StarCount', () => {
  it.each([
    [0, '0 étoile'],
    [1, '1 étoile'],
    [2, '2 étoiles'],
  ])('reads %i stars as "%s", and hides the drawn number', async (count, text) => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <StarCount count={count} label="Aujourd’hui" />
      </IntlProvider>,
    );
    await expect.element(screen.getByText(text, { exact: true })).toBeInTheDocument();
    await expect.element(screen.getByText('Aujourd’hui')).toBeVisible();
    expect(screen.container.querySelector('[aria-hidden="true"]')?.textContent).toBe(String(count));
  });
});
