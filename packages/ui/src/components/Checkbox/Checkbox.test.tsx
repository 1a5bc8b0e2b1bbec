import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Checkbox } from './Checkbox';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

describe('Checkbox', () => {
  it('toggles with the space key and reports the new state', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Intl>
        <Checkbox label="Rappel par SMS" onCheckedChange={onCheckedChange} />
      </Intl>,
    );
    await userEvent.keyboard('{Tab}');
    const checkbox = screen.getByRole('checkbox', { name: 'Rappel par SMS' });
    await expect.element(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('has a 44 px target and toggles when its label is clicked', async () => {
    const screen = await render(
      <Intl>
        <Checkbox label="Rappel" />
      </Intl>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Rappel' });
    const box = checkbox.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await screen.getByText('Rappel').click();
    await expect.element(checkbox).toBeChecked();
  });

  it('ties its hint and error to the box and marks it invalid', async () => {
    const screen = await render(
      <Intl>
        <Checkbox label="Conditions" hint="À lire avant" error="Cochez pour continuer" required />
      </Intl>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Conditions', exact: true });
    await expect.element(checkbox).toBeRequired();
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(checkbox)
      .toHaveAccessibleDescription(/^À lire avant Erreur\s: Cochez pour continuer$/);
  });

  it('works controlled, and leaves the mixed state when the caller clears it', async () => {
    function SelectAll() {
      const [state, setState] = useState<'some' | 'all' | 'none'>('some');
      return (
        <Checkbox
          label="Tout sélectionner"
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onCheckedChange={(checked) => setState(checked ? 'all' : 'none')}
        />
      );
    }
    const screen = await render(
      <Intl>
        <SelectAll />
      </Intl>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Tout sélectionner' });
    await expect.element(checkbox).toBePartiallyChecked();
    await checkbox.click();
    await expect.element(checkbox).toBeChecked();
    await expect.element(checkbox).not.toBePartiallyChecked();
    await checkbox.click();
    await expect.element(checkbox).not.toBeChecked();
  });
});
