import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Select } from './Select';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

const options = [
  { value: 'day', label: 'Jour' },
  { value: 'week', label: 'Semaine' },
  { value: 'month', label: 'Mois' },
];

describe('Select', () => {
  it('reports the chosen value', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Intl>
        <Select label="Échelle" options={options} onValueChange={onValueChange} />
      </Intl>,
    );
    const select = screen.getByRole('combobox', { name: 'Échelle' });
    await expect.element(select).toHaveValue('day');
    await userEvent.selectOptions(select, 'month');
    await expect.element(select).toHaveValue('month');
    expect(onValueChange).toHaveBeenCalledWith('month');
  });

  it('starts on its placeholder, which cannot be chosen again when required', async () => {
    const screen = await render(
      <Intl>
        <Select label="Échelle" options={options} placeholder="Choisir une échelle" required />
      </Intl>,
    );
    const select = screen.getByRole('combobox', { name: 'Échelle' });
    await expect.element(select).toHaveValue('');
    await expect.element(select).toBeRequired();
    await expect
      .element(screen.getByRole('option', { name: 'Choisir une échelle' }))
      .toBeDisabled();
    expect(select.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('follows a controlled value and ties its error', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <Select
          label="Échelle"
          options={options}
          placeholder="Choisir"
          value={value}
          onValueChange={setValue}
          error={value === '' ? 'Choisissez une échelle' : undefined}
        />
      );
    }
    const screen = await render(
      <Intl>
        <Controlled />
      </Intl>,
    );
    const select = screen.getByRole('combobox', { name: 'Échelle' });
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription(/^Erreur\s: Choisissez une échelle$/);
    await userEvent.selectOptions(select, 'week');
    await expect.element(select).toHaveValue('week');
    await expect.element(select).not.toHaveAttribute('aria-invalid');
  });
});
