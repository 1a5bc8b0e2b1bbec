import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { RadioGroup, type RadioOption } from './RadioGroup';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

const options: RadioOption[] = [
  { value: 'walk', label: 'Marche' },
  { value: 'stand', label: 'Verticalisation' },
  { value: 'rest', label: 'Repos', disabled: true },
  { value: 'stretch', label: 'Étirements', hint: 'Dix minutes' },
];

describe('RadioGroup', () => {
  it('moves and chooses with the arrow keys, skipping disabled options and wrapping', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Intl>
        <RadioGroup label="Activité" options={options} onValueChange={onValueChange} />
      </Intl>,
    );
    await userEvent.keyboard('{Tab}');
    const walk = screen.getByRole('radio', { name: 'Marche' });
    await expect.element(walk).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(walk).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: 'Verticalisation' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    const stretch = screen.getByRole('radio', { name: 'Étirements' });
    await expect.element(stretch).toBeChecked();
    await expect.element(stretch).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(walk).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(stretch).toBeChecked();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'walk',
      'stand',
      'stretch',
      'walk',
      'stretch',
    ]);
  });

  it('is one Tab stop: Tab leaves the group from the chosen option', async () => {
    const screen = await render(
      <Intl>
        <RadioGroup label="Activité" options={options} defaultValue="stand" />
        <button type="button">Suivant</button>
      </Intl>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('radio', { name: 'Verticalisation' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Suivant' })).toHaveFocus();
  });

  it('is a named group described by its hint and error, with option hints on their radio', async () => {
    const screen = await render(
      <Intl>
        <RadioGroup
          label="Activité"
          hint="Une seule"
          error="Choisissez une activité"
          required
          options={options}
        />
      </Intl>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Activité', exact: true });
    await expect
      .element(group)
      .toHaveAccessibleDescription(/^Une seule Erreur\s: Choisissez une activité$/);
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByRole('radio', { name: 'Marche' })).toBeRequired();
    await expect
      .element(screen.getByRole('radio', { name: 'Étirements' }))
      .toHaveAccessibleDescription('Dix minutes');
  });

  it('follows a controlled value, and each option has a 44 px target', async () => {
    function Controlled() {
      const [value, setValue] = useState('walk');
      return (
        <>
          <RadioGroup label="Activité" options={options} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            Effacer
          </button>
        </>
      );
    }
    const screen = await render(
      <Intl>
        <Controlled />
      </Intl>,
    );
    const stand = screen.getByRole('radio', { name: 'Verticalisation' });
    const box = stand.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await screen.getByText('Verticalisation').click();
    await expect.element(stand).toBeChecked();
    await screen.getByRole('button', { name: 'Effacer' }).click();
    await expect.element(stand).not.toBeChecked();
    await expect.element(screen.getByRole('radio', { name: 'Marche' })).not.toBeChecked();
  });
});
