import { ApiNetworkError } from '@oxilio/domain/client';
import { Alert, Button, Skeleton, SkeletonBlock } from '@oxilio/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SWRResponse } from 'swr';
import { ApiResultError } from './swr';
import { problemMessage, problemMessages } from './problems';
import { commonMessages } from './commonMessages';

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

/** The one way screens show a resource: skeleton while loading, an error with a retry, empty state, data. */
export function DataState<T>({ query, isEmpty, empty, loading, children }: DataStateProps<T>) {
  const intl = useIntl();
  if (query.error && query.data === undefined) {
    const error: unknown = query.error;
    const message =
      error instanceof ApiResultError
        ? problemMessage(error.result.problem)
        : error instanceof ApiNetworkError
          ? problemMessages.network
          : problemMessages.unexpected;
    return (
      <Alert
        tone="danger"
        action={
          <Button variant="secondary" onClick={() => void query.mutate()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        }
      >
        {intl.formatMessage(message)}
      </Alert>
    );
  }
  if (query.data === undefined) {
    return <SkeletonBlock>{loading ?? <Skeleton shape="text" lines={3} />}</SkeletonBlock>;
  }
  if (isEmpty?.(query.data)) {
    return <>{empty}</>;
  }
  return <>{children(query.data)}</>;
}
