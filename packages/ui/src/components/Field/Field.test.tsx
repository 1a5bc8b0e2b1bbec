import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Field } from './Field';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

describe('Field', () => {
  it('ties a label, hint and error to the control it renders', async () => {
    const screen = await render(
      <Intl>
        <Field label="Code postal" hint="5 chiffres" error="Code inconnu" required>
          {(control) => <input {...control} />}
        </Field>
      </Intl>,
    );
    const input = screen.getByRole('textbox', { name: 'Code postal', exact: true });
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('5 chiffres Erreur : Code inconnu');
  });

  it('keeps a hidden label as the accessible name', async () => {
    const screen = await render(
      <Intl>
        <Field label="Recherche" hideLabel>
          {(control) => <input {...control} />}
        </Field>
      </Intl>,
    );
    const label = screen.getByText('Recherche').element();
    expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect.element(screen.getByRole('textbox', { name: 'Recherche' })).toBeVisible();
  });

  it('names and describes a fieldset by its legend, hint and error', async () => {
    const screen = await render(
      <Intl>
        <Field as="fieldset" label="Adresse" hint="En France" error="Adresse incomplète">
          {() => <input aria-label="Rue" />}
        </Field>
      </Intl>,
    );
    const group = screen.getByRole('group', { name: 'Adresse' });
    await expect
      .element(group)
      .toHaveAccessibleDescription('En France Erreur : Adresse incomplète');
  });

  it('keeps a live error region in the page before the error appears', async () => {
    function Live() {
      const [error, setError] = useState<string | undefined>(undefined);
      return (
        <>
          <Field label="Date" liveError error={error}>
            {(control) => <input {...control} />}
          </Field>
          <button type="button" onClick={() => setError('Date impossible')}>
            Vérifier
          </button>
        </>
      );
    }
    const screen = await render(
      <Intl>
        <Live />
      </Intl>,
    );
    const region = screen.container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
    await screen.getByRole('button', { name: 'Vérifier' }).click();
    await expect.poll(() => region?.textContent).toBe('Erreur : Date impossible');
    await expect
      .element(screen.getByRole('textbox', { name: 'Date' }))
      .toHaveAccessibleDescription('Erreur : Date impossible');
  });
});
