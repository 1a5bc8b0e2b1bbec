import { Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button } from './Button';

// The loading spinner is a design-system Spinner, which needs react-intl.
function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

describe('Button', () => {
  it('is at least 44 by 44 CSS pixels even with a one-letter label', async () => {
    const screen = await render(<Button>A</Button>);
    const box = screen.getByRole('button', { name: 'A' }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  it('is activated with the keyboard and not when disabled', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <>
        <Button onClick={onClick}>Valider</Button>
        <Button onClick={onClick} disabled>
          Annuler
        </Button>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Valider' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Annuler' })).not.toHaveFocus();
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Aide</Button>
        <Button type="submit">Envoyer</Button>
      </form>,
    );
    await screen.getByRole('button', { name: 'Aide' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Envoyer' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks, Enter and form submission while loading, yet keeps the focus and its name', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <Intl>
        <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
          <label>
            Nom
            <input name="nom" />
          </label>
          <Button type="submit" loading onClick={onClick}>
            Envoyer
          </Button>
        </form>
      </Intl>,
    );
    const button = screen.getByRole('button', { name: 'Envoyer' });
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    // Forced: Playwright itself refuses to click an aria-disabled button, a person can.
    await button.click({ force: true });
    await userEvent.keyboard('{Enter}');
    await expect.element(button).toHaveFocus();
    // Enter in a field submits through the form's submit button: not while it is loading.
    await screen.getByRole('textbox', { name: 'Nom' }).click();
    await userEvent.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps its width when it starts loading and works again when it stops', async () => {
    const onClick = vi.fn();
    function Toggle() {
      const [loading, setLoading] = useState(false);
      return (
        <>
          <Button loading={loading} onClick={onClick}>
            Enregistrer les réglages
          </Button>
          <button type="button" onClick={() => setLoading((value) => !value)}>
            Basculer
          </button>
        </>
      );
    }
    const screen = await render(
      <Intl>
        <Toggle />
      </Intl>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrer les réglages' });
    const before = button.element().getBoundingClientRect();
    await screen.getByRole('button', { name: 'Basculer' }).click();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    const during = button.element().getBoundingClientRect();
    expect(during.width).toBe(before.width);
    expect(during.height).toBe(before.height);
    await screen.getByRole('button', { name: 'Basculer' }).click();
    await expect.element(button).not.toHaveAttribute('aria-busy');
    await button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows its icon before the label, hidden from the accessibility tree', async () => {
    const screen = await render(<Button icon={Save}>Enregistrer</Button>);
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    const icon = button.element().querySelector('svg');
    expect(icon).not.toBeNull();
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
    expect(button.element().firstElementChild).toBe(icon);
    await expect.element(button).toHaveAccessibleName('Enregistrer');
  });
});
