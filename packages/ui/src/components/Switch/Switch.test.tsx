import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Switch } from './Switch';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

describe('Switch', () => {
  it('toggles with Space and Enter, exposing aria-checked', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Intl>
        <Switch label="Sons" onCheckedChange={onCheckedChange} />
      </Intl>,
    );
    const toggle = screen.getByRole('switch', { name: 'Sons' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{Tab}');
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked, with a target at least 44 px high', async () => {
    const screen = await render(
      <Intl>
        <Switch label="Vibrations" />
      </Intl>,
    );
    await screen.getByText('Vibrations').click();
    const toggle = screen.getByRole('switch', { name: 'Vibrations' });
    await expect.element(toggle).toBeChecked();
    const box = toggle.element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  });

  it('follows its controlling state and does not change on its own', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return (
        <>
          <Switch label="Rappels" checked={on} onCheckedChange={() => undefined} />
          <button type="button" onClick={() => setOn(false)}>
            Couper
          </button>
        </>
      );
    }
    const screen = await render(
      <Intl>
        <Controlled />
      </Intl>,
    );
    const toggle = screen.getByRole('switch', { name: 'Rappels' });
    await toggle.click();
    await expect.element(toggle).toBeChecked();
    await screen.getByRole('button', { name: 'Couper' }).click();
    await expect.element(toggle).not.toBeChecked();
  });

  it('submits its value with the form only when on', async () => {
    const screen = await render(
      <Intl>
        <form aria-label="Préférences">
          <Switch label="Lettre d’information" name="newsletter" value="oui" />
        </form>
      </Intl>,
    );
    const form = screen.getByRole('form', { name: 'Préférences' }).element() as HTMLFormElement;
    expect(new FormData(form).get('newsletter')).toBeNull();
    await screen.getByRole('switch', { name: 'Lettre d’information' }).click();
    expect(new FormData(form).get('newsletter')).toBe('oui');
  });

  it('is not toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Intl>
        <Switch label="Bloqué" disabled onCheckedChange={onCheckedChange} />
      </Intl>,
    );
    await screen.getByText('Bloqué').click({ force: true });
    await screen.getByRole('switch', { name: 'Bloqué' }).click({ force: true });
    await expect.element(screen.getByRole('switch', { name: 'Bloqué' })).not.toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
