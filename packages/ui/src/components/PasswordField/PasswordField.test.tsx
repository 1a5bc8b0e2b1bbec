import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { PasswordField } from './PasswordField';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

describe('PasswordField', () => {
  it('shows and hides the password with the keyboard, renaming the button and announcing it', async () => {
    const onVisibleChange = vi.fn();
    const screen = await render(
      <Intl>
        <PasswordField
          label="Mot de passe"
          defaultValue="Soleil-2024"
          onVisibleChange={onVisibleChange}
        />
      </Intl>,
    );
    const input = screen.getByLabelText('Mot de passe', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard('{Tab}');
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect
      .element(screen.getByRole('button', { name: 'Afficher le mot de passe' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(input).toHaveValue('Soleil-2024');
    await expect
      .element(screen.getByRole('button', { name: 'Masquer le mot de passe' }))
      .toHaveFocus();
    await expect.element(screen.getByText('Le mot de passe est affiché.')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect.element(input).toHaveAttribute('type', 'password');
    await expect.element(screen.getByText('Le mot de passe est masqué.')).toBeInTheDocument();
    expect(onVisibleChange.mock.calls).toEqual([[true], [false]]);
  });

  it('passes the autocomplete hint through and controls the input it toggles', async () => {
    const screen = await render(
      <Intl>
        <PasswordField label="Nouveau mot de passe" autoComplete="new-password" />
      </Intl>,
    );
    const input = screen.getByLabelText('Nouveau mot de passe', { exact: true });
    await expect.element(input).toHaveAttribute('autocomplete', 'new-password');
    const button = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect.element(button).toHaveAttribute('aria-controls', input.element().id);
  });

  it('keeps the error tied to the input', async () => {
    const screen = await render(
      <Intl>
        <PasswordField label="Mot de passe" error="Mot de passe incorrect" />
      </Intl>,
    );
    const input = screen.getByLabelText('Mot de passe', { exact: true });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(/^Erreur\s: Mot de passe incorrect$/);
  });
});
