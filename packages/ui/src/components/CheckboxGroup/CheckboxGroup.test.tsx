import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

describe('CheckboxGroup', () => {
  it('names the group by its legend and describes it by its hint and error', async () => {
    const screen = await render(
      <Intl>
        <CheckboxGroup label="Jours" hint="Tous ceux qui conviennent." error="Cochez un jour.">
          <Checkbox label="Lundi" />
        </CheckboxGroup>
      </Intl>,
    );
    const group = screen.getByRole('group', { name: 'Jours' });
    await expect
      .element(group)
      .toHaveAccessibleDescription(/^Tous ceux qui conviennent\. Erreur\s: Cochez un jour\.$/);
  });

  it('lets the keyboard tick each box, one Tab stop per box', async () => {
    const screen = await render(
      <Intl>
        <CheckboxGroup label="Jours">
          <Checkbox label="Lundi" />
          <Checkbox label="Mardi" />
        </CheckboxGroup>
      </Intl>,
    );
    await userEvent.keyboard('{Tab}{Tab} ');
    await expect.element(screen.getByRole('checkbox', { name: 'Mardi' })).toBeChecked();
    await expect.element(screen.getByRole('checkbox', { name: 'Lundi' })).not.toBeChecked();
  });

  it('disables every box of a disabled group', async () => {
    const screen = await render(
      <Intl>
        <CheckboxGroup label="Jours" disabled>
          <Checkbox label="Lundi" />
        </CheckboxGroup>
      </Intl>,
    );
    await expect.element(screen.getByRole('checkbox', { name: 'Lundi' })).toBeDisabled();
  });
});
