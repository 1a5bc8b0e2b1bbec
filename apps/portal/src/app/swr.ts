import type { ApiResult } from '@oxilio/domain/client';
import type { SWRConfiguration } from 'swr';
import { api } from './api';

/** A failed call (status below 500) as an error SWR can hold; 5xx and network errors are thrown as is. */
export class ApiResultError extends Error {
  override readonly name = 'ApiResultError';
  constructor(readonly result: Extract<ApiResult<unknown>, { ok: false }>) {
    super(`${result.status} ${result.problem.code}`);
  }
}

/** SWR keys are API paths (with their query string): one resource, one key. */
export async function fetchApi<T>(path: string): Promise<T> {
  const result = await api.get<T>(path);
  if (!result.ok) {
    throw new ApiResultError(result);
  }
  return result.data;
}

export const swrConfig: SWRConfiguration = {
  fetcher: fetchApi,
  revalidateOnFocus: true,
  shouldRetryOnError: (error: unknown) => !(error instanceof ApiResultError),
  errorRetryCount: 2,
  keepPreviousData: true,
};
