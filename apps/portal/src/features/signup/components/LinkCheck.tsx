import { Alert, Spinner } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { problemMessages } from '../../../app/problems';
import { RetryAlert } from '../../../app/RetryAlert';
import type { LinkedApplication } from '../useLinkedApplication';
import { linkMessages } from '../messages';

/** What the page says while an emailed link is checked, or when it cannot be used. */
export function LinkCheck({
  state,
  onRetry,
}: {
  state: Exclude<LinkedApplication, { status: 'ready' }>;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (state.status === 'checking') {
    return <Spinner label={intl.formatMessage(linkMessages.checking)} showLabel />;
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
