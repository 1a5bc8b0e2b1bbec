import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { TextField } from './TextField';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

describe('TextField', () => {
  it('is named by its label and described by its hint, then its error', async () => {
    const screen = await render(
      <Intl>
        <TextField label="Téléphone" type="tel" hint="10 chiffres" error="Numéro incomplet" />
      </Intl>,
    );
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    await expect
      .element(input)
      .toHaveAccessibleDescription(/^10 chiffres Erreur\s: Numéro incomplet$/);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('becomes valid again, and no longer described by the error, once the error is removed', async () => {
    function Form() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Nom"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={value === '' ? 'Saisissez votre nom' : undefined}
        />
      );
    }
    const screen = await render(
      <Intl>
        <Form />
      </Intl>,
    );
    const input = screen.getByRole('textbox', { name: 'Nom' });
    await expect.element(input).toHaveAccessibleDescription(/^Erreur\s: Saisissez votre nom$/);
    await userEvent.type(input, 'Martin');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-describedby');
    await expect.element(screen.getByText('Saisissez votre nom')).not.toBeInTheDocument();
  });

  it('shows the required marker without adding it to the name, and marks the input required', async () => {
    const screen = await render(
      <Intl>
        <TextField label="E-mail" type="email" required />
      </Intl>,
    );
    await expect.element(screen.getByText('(obligatoire)')).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'E-mail', exact: true });
    await expect.element(input).toBeRequired();
  });

  it('focuses the input when its label is clicked, and keeps a 44 px target', async () => {
    const screen = await render(
      <Intl>
        <TextField label="Ville" suffix="km" />
      </Intl>,
    );
    await screen.getByText('Ville').click();
    const input = screen.getByRole('textbox', { name: 'Ville' });
    await expect.element(input).toHaveFocus();
    await expect.element(input).toHaveAccessibleDescription('km');
    expect(input.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('keeps the description the caller adds with aria-describedby', async () => {
    const screen = await render(
      <Intl>
        <p id="extra">Visible par votre rééducateur</p>
        <TextField label="Remarque" hint="Facultatif" aria-describedby="extra" />
      </Intl>,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Remarque' }))
      .toHaveAccessibleDescription('Facultatif Visible par votre rééducateur');
  });
});
