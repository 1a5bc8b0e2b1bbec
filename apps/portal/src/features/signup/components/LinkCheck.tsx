import { Alert, Spinner } from '@oxilio/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { linkCheckMessages } from '../../../app/linkCheck';
import { problemMessages } from '../../../app/problems';
import { RetryAlert } from '../../../app/RetryAlert';
import type { LinkedApplication } from '../useLinkedApplication';
import { linkMessages } from '../messages';

/** What the page says while an emailed link is checked, or when it cannot be used. */
export function LinkCheck({
  state,
  onRetry,
  signIn,
}: {
  state: Exclude<LinkedApplication, { status: 'ready' }>;
  onRetry: () => void;
  /** The way to the sign-in page, offered when the link's account exists already. */
  signIn: ReactNode;
}) {
  const intl = useIntl();
  if (state.status === 'checking') {
    return <Spinner label={intl.formatMessage(linkMessages.checking)} showLabel />;
  }
  if (state.status === 'used') {
    return (
      <>
        <Alert tone="info">{intl.formatMessage(linkCheckMessages.used)}</Alert>
        {signIn}
      </>
    );
  }
  if (state.status === 'invalid') {
    return (
      <Alert tone="danger">{intl.formatMessage(problemMessages.invalid_verification_token)}</Alert>
    );
  }
  return (
    <RetryAlert retryLabel={intl.formatMessage(linkMessages.retry)} onRetry={onRetry}>
      {intl.formatMessage(state.message)}
    </RetryAlert>
  );
}
