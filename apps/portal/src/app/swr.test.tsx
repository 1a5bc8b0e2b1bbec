import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { everyAnswer, swrConfig } from './swr';

/** What one render of a screen saw of its query, and whether the answer had come by then. */
interface Seen {
  answered: boolean;
  data: string | undefined;
  error: unknown;
  isLoading: boolean;
}

/** A read whose answer the test gives when it wants. */
function pendingRead() {
  let settle: { resolve: (value: string) => void; reject: (error: Error) => void } | undefined;
  const answer = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const state = { answered: false };
  const seen: Seen[] = [];
  function Reader({ config }: { config?: SWRConfiguration }) {
    const query = useSWR('/read', () => answer, config);
    seen.push({
      answered: state.answered,
      data: query.data,
      error: query.error,
      isLoading: query.isLoading,
    });
    return <p>{query.data ?? (query.error ? 'failed' : 'waiting')}</p>;
  }
  return {
    seen,
    show: (config?: SWRConfiguration) =>
      render(
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <Reader config={config} />
        </SWRConfig>,
      ),
    resolve(value: string) {
      state.answered = true;
      settle?.resolve(value);
    },
    reject(error: Error) {
      state.answered = true;
      settle?.reject(error);
    },
  };
}

/** Every render saw a consistent query: data or an error once loaded, neither while loading. */
const consistent = (seen: Seen) =>
  seen.isLoading
    ? seen.data === undefined && seen.error === undefined
    : seen.data !== undefined || seen.error !== undefined;

describe('the portal’s reads (swrConfig)', () => {
  it('draw an answer in a later, deferred render: the render its arrival causes still shows the query loading', async () => {
    const read = pendingRead();
    await read.show();
    await expect.element(page.getByText('waiting')).toBeInTheDocument();

    read.resolve('the answer');
    await expect.element(page.getByText('the answer')).toBeInTheDocument();

    const afterAnswer = read.seen.filter((seen) => seen.answered);
    expect(afterAnswer[0]).toMatchObject({ data: undefined, isLoading: true });
    expect(afterAnswer.at(-1)).toMatchObject({ data: 'the answer', isLoading: false });
    expect(read.seen.filter((seen) => !consistent(seen))).toEqual([]);
  });

  it('draw a failure the same way, with its state', async () => {
    const read = pendingRead();
    await read.show();
    await expect.element(page.getByText('waiting')).toBeInTheDocument();

    read.reject(new Error('unreachable'));
    await expect.element(page.getByText('failed')).toBeInTheDocument();

    const afterAnswer = read.seen.filter((seen) => seen.answered);
    expect(afterAnswer[0]).toMatchObject({ error: undefined, isLoading: true });
    expect(afterAnswer.at(-1)).toMatchObject({ isLoading: false });
    expect(afterAnswer.at(-1)?.error).toBeInstanceOf(Error);
    expect(read.seen.filter((seen) => !consistent(seen))).toEqual([]);
  });

  it('render each answer at once for a read that asks for every answer (everyAnswer)', async () => {
    const read = pendingRead();
    await read.show(everyAnswer);
    await expect.element(page.getByText('waiting')).toBeInTheDocument();

    read.resolve('the answer');
    await expect.element(page.getByText('the answer')).toBeInTheDocument();

    const afterAnswer = read.seen.filter((seen) => seen.answered);
    expect(afterAnswer[0]).toMatchObject({ data: 'the answer', isLoading: false });
  });
});
