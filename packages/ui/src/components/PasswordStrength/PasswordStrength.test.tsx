import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { PasswordStrength } from './PasswordStrength';

function Typed() {
  const [value, setValue] = useState('');
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <label>
        Mot de passe
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <PasswordStrength level={value === '' ? null : value.length < 8 ? 'tooShort' : 'strong'} />
    </IntlProvider>
  );
}

describe('PasswordStrength', () => {
  it('says the level in a polite live region that exists, empty, before the first key', async () => {
    const screen = await render(<Typed />);
    const region = screen.container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region?.textContent).toBe('');
    await userEvent.click(screen.getByLabelText('Mot de passe'));
    await userEvent.keyboard('abc');
    await expect.element(screen.getByText('Solidité du mot de passe : trop court')).toBeVisible();
    await userEvent.keyboard('defghijk');
    await expect.element(screen.getByText('Solidité du mot de passe : fort')).toBeVisible();
    expect(region?.textContent).toBe('Solidité du mot de passe : fort');
  });

  it('hides the bars from screen readers: the words say it all', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <PasswordStrength level="tooCommon" />
      </IntlProvider>,
    );
    expect(screen.container.querySelector('[data-level="tooCommon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect.element(screen.getByText('Solidité du mot de passe : trop courant')).toBeVisible();
  });
});
