import { Alert, Button, Spinner } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { problemMessages } from '../../../app/problems';
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
    <Alert
      tone="danger"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage(linkMessages.retry)}
        </Button>
      }
    >
      {intl.formatMessage(state.message)}
    </Alert>
  );
}
