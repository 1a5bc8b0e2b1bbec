import { useState } from 'react';
import useSWR, { SWRConfig, type SWRConfiguration } from 'swr';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { everyAnswer, swrConfig } from './swr';

/** What one render of a screen saw of its query, and what the test had done by then. */
interface Seen {
  answered: boolean;
  updated: boolean;
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
  const state = { answered: false, updated: false };
  const seen: Seen[] = [];
  let mutate: ((data: string) => unknown) | undefined;
  function Reader({ config }: { config?: SWRConfiguration }) {
    const query = useSWR('/read', () => answer, config);
    mutate = (data) => query.mutate(data, { revalidate: false });
    seen.push({
      answered: state.answered,
      updated: state.updated,
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
    /** A change of the data already shown, as a screen makes after an action of the user. */
    update(value: string) {
      state.updated = true;
      void mutate?.(value);
    },
  };
}

/** Every render saw a consistent query: data or an error once loaded, neither while loading. */
const consistent = (seen: Seen) =>
  seen.isLoading
    ? seen.data === undefined && seen.error === undefined
    : seen.data !== undefined || seen.error !== undefined;

/** A read whose question changes: a first period answered, then another one the API refuses. */
function changingRead() {
  const seen: { period: string; data: string | undefined; error: unknown }[] = [];
  let choose: ((period: string) => void) | undefined;
  function Reader() {
    const [period, setPeriod] = useState('march');
    choose = setPeriod;
    const query = useSWR(`/report?period=${period}`, () =>
      period === 'march'
        ? Promise.resolve('figures of march')
        : Promise.reject(new Error('period refused')),
    );
    seen.push({ period, data: query.data, error: query.error });
    return (
      <p>
        {period}: {query.data ?? (query.error ? 'failed' : 'waiting')}
      </p>
    );
  }
  return {
    seen,
    show: () =>
      render(
        <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
          <Reader />
        </SWRConfig>,
      ),
    choose: (period: string) => choose?.(period),
  };
}

describe('the portal’s reads (swrConfig)', () => {
  it('never show the answer of a previous question under a new one: its own loading state, then its error', async () => {
    const read = changingRead();
    await read.show();
    await expect.element(page.getByText('march: figures of march')).toBeInTheDocument();

    read.choose('three years');
    await expect.element(page.getByText('three years: failed')).toBeInTheDocument();

    const afterChange = read.seen.filter((seen) => seen.period === 'three years');
    expect(afterChange.map((seen) => seen.data)).toEqual(afterChange.map(() => undefined));
    expect(afterChange.at(-1)?.error).toBeInstanceOf(Error);
  });

  it('draw a first answer in a later, deferred render: the render its arrival causes still shows the query loading', async () => {
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

  it('show a later change of an answer already shown at once', async () => {
    const read = pendingRead();
    await read.show();
    read.resolve('the answer');
    await expect.element(page.getByText('the answer')).toBeInTheDocument();

    read.update('the changed answer');
    await expect.element(page.getByText('the changed answer')).toBeInTheDocument();

    const afterUpdate = read.seen.filter((seen) => seen.updated);
    expect(afterUpdate[0]).toMatchObject({ data: 'the changed answer', isLoading: false });
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
