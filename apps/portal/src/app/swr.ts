import type { ApiResult } from '@oxilio/domain/client';
import { useDeferredValue } from 'react';
import type { Middleware, SWRConfiguration } from 'swr';
import { takeEarlyReads } from '../boot/earlyReadStore';

/** A failed call (status below 500) as an error SWR can hold; 5xx and network errors are thrown as is. */
export class ApiResultError extends Error {
  override readonly name = 'ApiResultError';
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(`${result.status} ${result.problem.code}`);
  }
}

/** A call's data, or its problem thrown as an ApiResultError: what an SWR fetcher returns. */
export async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) {
    throw new ApiResultError(result);
  }
  return result.data;
}

const everyAnswerFlag = Symbol('everyAnswer');

/**
 * The configuration of a read whose screen must render every answer it gets, each at once: one
 * that acts on an answer the API gives only once (none does now: the recap's new rank and tags,
 * which it once gave only once, are listed until acknowledged, so StartupModals reads it plainly).
 * Other reads draw their first answer in a deferred render (below), which shows the newest answer
 * by the time it is drawn: one that a newer answer replaced before would be skipped.
 */
export const everyAnswer = { [everyAnswerFlag]: true } as SWRConfiguration;

/**
 * A read's first answer is drawn in a render React can interrupt. SWR hands an answer to React as a
 * store update, which React always renders at once and in one piece: on a first load, the whole
 * part of the page that answer fills (on a slow phone, hundreds of milliseconds during which a tap
 * or a key waits). Here the render that the first answer (data or error) causes still shows the
 * query loading, and React draws the answer in a deferred render that gives the main thread back
 * every few milliseconds. Once a read has shown an answer, every later one (a reload, a change the
 * user made) is shown at once, as SWR gives it. `data`, `error` and `isLoading` move together
 * (docs/decisions/portal-start.md, "Answers drawn in a deferred render").
 */
const drawFirstAnswerDeferred: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const response = useSWRNext(key, fetcher, config);
  const atOnce = (config as Record<symbol, unknown>)[everyAnswerFlag] === true;
  const answered =
    atOnce || response.data !== undefined || response.error !== undefined || !response.isLoading;
  const answerShown = useDeferredValue(answered);
  if (answered && !answerShown) {
    // The render the first answer causes: the query as it was, until the deferred render.
    return {
      data: undefined,
      error: undefined,
      isLoading: true,
      isValidating: true,
      mutate: response.mutate,
    };
  }
  return response;
};

/**
 * Every read declares its own key and fetcher (features/<resource>/api/): keys are the calls'
 * paths (`pathOf`), so one resource has one key and a mutation revalidates exactly what it changes.
 *
 * A read whose key changes (another period, another search) shows its own loading state, then its
 * own answer or error: never the previous question's answer under the new question's label (a
 * report's dates above the previous period's figures, a refused period's error hidden behind them).
 * A read that adds to what is shown (the access log's "show more") keeps it with
 * `keepPreviousData` and shows its own failure.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: true,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiResultError),
  errorRetryCount: 2,
  use: [takeEarlyReads, drawFirstAnswerDeferred],
};
