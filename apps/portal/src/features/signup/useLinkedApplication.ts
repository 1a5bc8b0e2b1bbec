import type { ApiResult } from '@oxilio/domain/client';
import type { ApplicationView } from '@oxilio/domain/contract';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { checkLink, type LinkCheck } from '../../app/linkCheck';
import { linkParamsOf, type ApplicationLinkParams } from './model/link';

export type { ApplicationLinkParams };

/** The emailed link's `applicationId` and `token`, if both look right (checked before any call). */
export function useApplicationLinkParams(): ApplicationLinkParams | null {
  const [params] = useSearchParams();
  return linkParamsOf(params);
}

export type LinkedApplication =
  | { status: 'checking' }
  | Exclude<LinkCheck<unknown>, { status: 'ok' }>
  | { status: 'ready'; application: ApplicationView };

/**
 * The application an emailed link opens, read from the API (the source of truth of where the
 * journey stands), with a retry for a failed check and a setter for the answers of later calls.
 */
export function useLinkedApplication(
  link: ApplicationLinkParams | null,
  load: (link: ApplicationLinkParams) => Promise<ApiResult<ApplicationView>>,
) {
  const [state, setState] = useState<LinkedApplication>(
    link ? { status: 'checking' } : { status: 'invalid' },
  );
  const [attempt, setAttempt] = useState(0);
  const applicationId = link?.applicationId;
  const token = link?.token;

  useEffect(() => {
    if (!applicationId || !token) {
      setState({ status: 'invalid' });
      return;
    }
    let cancelled = false;
    setState({ status: 'checking' });
    void checkLink(() => load({ applicationId, token })).then((outcome) => {
      if (!cancelled) {
        setState(
          outcome.status === 'ok' ? { status: 'ready', application: outcome.data } : outcome,
        );
      }
    });
    return () => {
      cancelled = true;
    };
    // `load` is a new function each render; the link and the attempt decide a new check.
  }, [applicationId, token, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (application: ApplicationView) => setState({ status: 'ready', application }),
    [],
  );
  return { state, retry, update };
}
