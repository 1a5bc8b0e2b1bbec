import type { ApiResult } from '@oxilio/domain/client';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { useWrite } from './useWrite';
import { WriteNotice } from './WriteNotice';

const removed = { id: 'test.removed', defaultMessage: '{name} est retiré.' };
const back = { id: 'test.back', defaultMessage: '{name} est de retour.' };

/** Removing a name, whose success notice offers to put it back (the reverse write, held). */
function setup() {
  let settle: ((result: ApiResult<string>) => void) | undefined;
  const putBack: string[] = [];
  function Screen() {
    const undo = useWrite<string, string>({
      call: (name) => {
        putBack.push(name);
        return new Promise((resolve) => {
          settle = resolve;
        });
      },
      success: (name) => ({ message: back, values: { name } }),
    });
    const remove = useWrite<string, string>({
      call: (name) => Promise.resolve({ ok: true, status: 200, data: name }),
      success: (name) => ({
        message: removed,
        values: { name },
        action: { label: 'Annuler', run: () => undo.trigger(name) },
      }),
    });
    return (
      <div>
        <button type="button" onClick={() => void remove.trigger('Jeanne')}>
          Retirer
        </button>
        <WriteNotice notice={undo.notice ?? remove.notice} />
      </div>
    );
  }
  render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <Screen />
      </SWRConfig>
    </IntlProvider>,
  );
  return { putBack, answer: (result: ApiResult<string>) => settle?.(result) };
}

describe('WriteNotice', () => {
  // Its 44 px target is checked with the design system's styles: TeamPage.stories.tsx, Withdrawn.
  it('offers the notice’s action as a button in its alert, busy while it runs, then keeps the focus on the notice', async () => {
    const { putBack, answer } = setup();
    await userEvent.click(page.getByRole('button', { name: 'Retirer' }));
    await expect.element(page.getByText('Jeanne est retiré.')).toBeVisible();
    const undo = page.getByRole('button', { name: 'Annuler' });
    await userEvent.tab();
    await expect.element(undo).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect.element(undo).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    expect(putBack).toEqual(['Jeanne']);

    answer({ ok: true, status: 200, data: 'Jeanne' });
    await expect.element(page.getByText('Jeanne est de retour.')).toBeVisible();
    await expect.element(undo).not.toBeInTheDocument();
    expect(document.activeElement?.getAttribute('aria-live')).toBe('polite');
  });
});
