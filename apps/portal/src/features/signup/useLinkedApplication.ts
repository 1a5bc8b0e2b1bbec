import { ApiNetworkError, type ApiResult } from '@oxilio/domain/client';
import type { ApplicationView } from '@oxilio/domain/contract';
import { useCallback, useEffect, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { problemMessage, problemMessages } from '../../app/problems';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenPattern = /^[A-Za-z0-9_-]{16,512}$/;

export interface ApplicationLinkParams {
  applicationId: string;
  token: string;
}

/** The emailed link's `applicationId` and `token`, if both look right (checked before any call). */
export function useApplicationLinkParams(): ApplicationLinkParams | null {
  const [params] = useSearchParams();
  const applicationId = params.get('applicationId');
  const token = params.get('token');
  return applicationId && token && uuidPattern.test(applicationId) && tokenPattern.test(token)
    ? { applicationId, token }
    : null;
}

export type LinkedApplication =
  | { status: 'checking' }
  /** The API refused the link (wrong, expired, used), or the link is damaged. */
  | { status: 'invalid' }
  /** The link could not be checked (network, rate limit, server): worth retrying. */
  | { status: 'unchecked'; message: MessageDescriptor }
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
    load({ applicationId, token })
      .then((result) => {
        if (cancelled) {
          return;
        }
        if (result.ok) {
          setState({ status: 'ready', application: result.data });
        } else if (
          result.problem.code === 'invalid_verification_token' ||
          result.problem.code === 'invalid_information'
        ) {
          setState({ status: 'invalid' });
        } else {
          setState({ status: 'unchecked', message: problemMessage(result.problem) });
        }
      })
      .catch((caught: unknown) => {
        if (!cancelled) {
          setState({
            status: 'unchecked',
            message:
              caught instanceof ApiNetworkError
                ? problemMessages.network
                : problemMessages.unexpected,
          });
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
