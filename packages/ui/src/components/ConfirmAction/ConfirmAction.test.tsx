import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ConfirmAction } from './ConfirmAction';

/** Rows that each remove themselves, as a team list after a removal went through. */
function Rows({ initial, onConfirm }: { initial: string[]; onConfirm?: () => void }) {
  const [names, setNames] = useState(initial);
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <span id={`row-${name}`}>{name}</span>
          <ConfirmAction
            label="Retirer"
            aria-describedby={`row-${name}`}
            title={`Retirer ${name} ?`}
            cancelLabel="Annuler"
            onConfirm={() => {
              onConfirm?.();
              setNames((all) => all.filter((other) => other !== name));
            }}
          />
        </li>
      ))}
    </ul>
  );
}

async function setup(initial: string[], onConfirm?: () => void) {
  await render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <Rows initial={initial} onConfirm={onConfirm} />
    </IntlProvider>,
  );
}

const trigger = (name: string) =>
  page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Retirer' });

async function confirmFrom(name: string) {
  (trigger(name).element() as HTMLElement).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(page.getByRole('alertdialog', { name: `Retirer ${name} ?` })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Retirer' }).click();
}

describe('ConfirmAction', () => {
  it('runs the action once and closes', async () => {
    const onConfirm = vi.fn();
    await setup(['Jeanne'], onConfirm);
    await confirmFrom('Jeanne');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('moves the focus to the previous row when the last row removes itself', async () => {
    await setup(['Jeanne', 'Paul']);
    await confirmFrom('Paul');
    await expect.element(page.getByText('Paul')).not.toBeInTheDocument();
    await expect.element(trigger('Jeanne')).toHaveFocus();
  });
});
