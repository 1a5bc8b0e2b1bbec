import { Skeleton, SkeletonBlock } from '@oxilio/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import { ApiResultError } from './swr';
import { problemMessage, thrownMessage } from './problems';
import { commonMessages } from './commonMessages';
import { RetryAlert } from './RetryAlert';

/** What a screen needs to know of an SWR query to tell whether it has its answer. */
export type QueryState = Pick<SWRResponse<unknown>, 'data' | 'error' | 'isLoading'>;

/** Whether a query has its answer: data or an error (a query not asked, without a key, counts). */
export function isSettled(query: QueryState): boolean {
  return query.data !== undefined || query.error !== undefined || !query.isLoading;
}

export interface SettledSectionsProps {
  /** Whether every query deciding the size of the sections (whether each shows, how long) has its answer. */
  settled: boolean;
  /** Skeleton of the sections, shown until then. */
  loading: ReactNode;
  /** The sections, rendered at once when settled. */
  children: () => ReactNode;
}

/**
 * One loading state for a page's sections: a skeleton until every query that decides their size
 * has its answer (`isSettled`), then all of them at once, so that no section appears above another
 * and pushes it down (a layout shift) while the user reads or aims at it. Each section still shows
 * its own error.
 */
export function SettledSections({ settled, loading, children }: SettledSectionsProps) {
  if (!settled) {
    return <SkeletonBlock>{loading}</SkeletonBlock>;
  }
  return <>{children()}</>;
}

export interface DataStateProps<T> {
  /** The SWR response of the resource. */
  query: Pick<SWRResponse<T>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  /** Whether loaded data counts as empty. */
  isEmpty?: (data: T) => boolean;
  /** What to show when the data is empty. */
  empty?: ReactNode;
  /** Skeleton shown while loading. @defaultValue three text lines */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A read's failure, said to its user, with a button that asks again. */
export function ReadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const intl = useIntl();
  const message =
    error instanceof ApiResultError ? problemMessage(error.result.problem) : thrownMessage(error);
  return (
    <RetryAlert retryLabel={intl.formatMessage(commonMessages.retry)} onRetry={retry}>
      {intl.formatMessage(message)}
    </RetryAlert>
  );
}

/** The one way screens show a resource: skeleton while loading, an error with a retry, empty state, data. */
export function DataState<T>({ query, isEmpty, empty, loading, children }: DataStateProps<T>) {
  if (query.error && query.data === undefined) {
    return <ReadFailure error={query.error} retry={() => void query.mutate()} />;
  }
  if (query.data === undefined) {
    return <SkeletonBlock>{loading ?? <Skeleton shape="text" lines={3} />}</SkeletonBlock>;
  }
  if (isEmpty?.(query.data)) {
    return <>{empty}</>;
  }
  return <>{children(query.data)}</>;
}
