import type { ApiResult } from '@oxilio/domain/client';
import type { SWRConfiguration } from 'swr';

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

/**
 * Every read declares its own key and fetcher (features/<resource>/api/): keys are the calls'
 * paths (`pathOf`), so one resource has one key and a mutation revalidates exactly what it changes.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: true,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiResultError),
  errorRetryCount: 2,
  keepPreviousData: true,
};
