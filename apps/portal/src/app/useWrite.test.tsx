import { ApiNetworkError, type ApiResult } from '@oxilio/domain/client';
import { IntlProvider } from 'react-intl';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ToastProvider, useToast } from '@oxilio/ui';
import { successToast, useWrite, type WriteOptions } from './useWrite';
import { WriteNotice } from './WriteNotice';

const saved = { id: 'test.saved', defaultMessage: 'Enregistré : {name}.' };
const taken = { id: 'test.taken', defaultMessage: 'Ce nom est déjà pris.' };

/** A call the test settles when it wants, to see the pending state in between. */
function heldCall() {
  let settle: ((result: ApiResult<string>) => void) | undefined;
  const calls: string[] = [];
  return {
    calls,
    call: (name: string) => {
      calls.push(name);
      return new Promise<ApiResult<string>>((resolve) => {
        settle = resolve;
      });
    },
    answer: (result: ApiResult<string>) => settle?.(result),
  };
}

/** A read of `/items` that counts its fetches, and two buttons writing through `useWrite`. */
function setup(
  options: Partial<WriteOptions<string, string>> & Pick<WriteOptions<string, string>, 'call'>,
) {
  const fetches = { items: 0, other: 0 };
  const results: (ApiResult<string> | null)[] = [];
  function Screen() {
    const items = useSWR('/items', () => ++fetches.items);
    const other = useSWR('/other', () => ++fetches.other);
    const write = useWrite<string, string>({
      success: (name) => ({ message: saved, values: { name } }),
      problems: { 409: taken },
      ...options,
    });
    return (
      <div>
        <p>
          items {items.data} other {other.data}
        </p>
        {['Jeanne', 'Paul'].map((name) => (
          <button
            key={name}
            type="button"
            aria-busy={write.writing === name}
            disabled={write.isMutating}
            onClick={() => void write.trigger(name).then((result) => results.push(result))}
          >
            {name}
          </button>
        ))}
        <button type="button" onClick={write.reset}>
          reset
        </button>
        <WriteNotice notice={write.notice} />
      </div>
    );
  }
  render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Screen />
      </SWRConfig>
    </IntlProvider>,
  );
  return { fetches, results };
}

const ok = (data: string): ApiResult<string> => ({ ok: true, status: 200, data });
const refused = (status: number, code: string): ApiResult<string> => ({
  ok: false,
  status,
  problem: { type: 'about:blank', title: code, status, code },
});

describe('useWrite', () => {
  it('shows which row is being written, disables the others, then announces the success', async () => {
    const held = heldCall();
    const { results } = setup({ call: held.call });
    await userEvent.click(page.getByRole('button', { name: 'Paul' }));
    await expect
      .element(page.getByRole('button', { name: 'Paul' }))
      .toHaveAttribute('aria-busy', 'true');
    await expect
      .element(page.getByRole('button', { name: 'Jeanne' }))
      .toHaveAttribute('aria-busy', 'false');
    await expect.element(page.getByRole('button', { name: 'Jeanne' })).toBeDisabled();
    held.answer(ok('done'));
    await expect.element(page.getByRole('status').first()).toHaveTextContent('Enregistré : Paul.');
    await expect.element(page.getByRole('button', { name: 'Jeanne' })).toBeEnabled();
    expect(held.calls).toEqual(['Paul']);
    expect(results).toEqual([ok('done')]);
  });

  it('announces the message of a known problem status, and resolves to the refusal', async () => {
    const { results } = setup({ call: () => Promise.resolve(refused(409, 'conflict')) });
    await userEvent.click(page.getByRole('button', { name: 'Jeanne' }));
    await expect
      .element(page.getByRole('status').first())
      .toHaveTextContent('Ce nom est déjà pris.');
    expect(results).toEqual([refused(409, 'conflict')]);
  });

  it('announces the problem’s own message for an unexpected status, or the given failure', async () => {
    setup({ call: () => Promise.resolve(refused(403, 'forbidden')) });
    await userEvent.click(page.getByRole('button', { name: 'Jeanne' }));
    await expect
      .element(page.getByRole('status').first())
      .toHaveTextContent('Vous n’avez pas accès à ces informations.');
  });

  it('announces the lost connection when the call throws, and resolves to null without throwing', async () => {
    const { results } = setup({
      call: () => Promise.reject(new ApiNetworkError('PATCH', '/items')),
    });
    await userEvent.click(page.getByRole('button', { name: 'Jeanne' }));
    await expect
      .element(page.getByRole('status').first())
      .toHaveTextContent('Le serveur ne répond pas. Vérifiez votre connexion puis réessayez.');
    expect(results).toEqual([null]);
    await userEvent.click(page.getByRole('button', { name: 'reset' }));
    await expect.element(page.getByRole('status').first()).toBeEmptyDOMElement();
  });

  it('uses the failure message given for any failure it does not name', async () => {
    setup({
      call: () => Promise.reject(new Error('boom')),
      failure: { id: 'test.failed', defaultMessage: 'L’action n’a pas abouti.' },
    });
    await userEvent.click(page.getByRole('button', { name: 'Jeanne' }));
    await expect
      .element(page.getByRole('status').first())
      .toHaveTextContent('L’action n’a pas abouti.');
  });

  it('revalidates its key and the keys it declares once the write went through, not after a refusal', async () => {
    let answer = refused(409, 'conflict');
    const { fetches } = setup({
      key: '/items',
      revalidates: () => ['/other'],
      call: () => Promise.resolve(answer),
    });
    await expect.element(page.getByText('items 1 other 1')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Jeanne' }));
    await expect
      .element(page.getByRole('status').first())
      .toHaveTextContent('Ce nom est déjà pris.');
    expect(fetches).toEqual({ items: 1, other: 1 });
    answer = ok('done');
    await userEvent.click(page.getByRole('button', { name: 'Jeanne' }));
    await expect.element(page.getByText('items 2 other 2')).toBeInTheDocument();
  });
});

describe('a success shown as a toast', () => {
  /** Two cards of a screen, each with its own write whose success is a toast. */
  function Card({ name }: { name: string }) {
    const toast = useToast();
    const write = useWrite<string, string>({
      call: async (arg) => ok(arg),
      success: (arg) => ({ message: saved, values: { name: arg } }),
      onNotice: successToast(toast),
    });
    return (
      <button type="button" onClick={() => void write.trigger(name)}>
        {`Ajouter ${name}`}
      </button>
    );
  }

  it('replaces the previous one: one toast, the last write’s', async () => {
    render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <ToastProvider>
            <Card name="Équilibre" />
            <Card name="Marche" />
            <Card name="Souplesse" />
          </ToastProvider>
        </SWRConfig>
      </IntlProvider>,
    );
    const region = page.getByRole('region', { name: 'Notifications' });
    await page.getByRole('button', { name: 'Ajouter Équilibre' }).click();
    await expect.element(region.getByText('Enregistré : Équilibre.')).toBeVisible();
    await page.getByRole('button', { name: 'Ajouter Marche' }).click();
    await page.getByRole('button', { name: 'Ajouter Souplesse' }).click();
    await expect.element(region.getByText('Enregistré : Souplesse.')).toBeVisible();
    await expect.element(region.getByText('Enregistré : Équilibre.')).not.toBeInTheDocument();
    await expect.element(region.getByText('Enregistré : Marche.')).not.toBeInTheDocument();
    expect(region.element().querySelectorAll('[data-toast-id]')).toHaveLength(1);
  });
});
