import type { ApplicationView } from '@oxilio/domain/contract';
import { Alert, Button, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { useSubmit } from '../../../forms/useSubmit';
import { confirmApplication, joinWaitList } from '../api/answerAvailability';
import { answerMessages } from '../messages';
import type { ApplicationLinkParams } from '../useLinkedApplication';

/**
 * From the emailed link: the availability answer, and the one move it allows (confirm an
 * available application, or join the waiting list); a waitlisted application says so.
 */
export function AvailabilityAnswer({
  application,
  link,
  onAnswered,
}: {
  application: ApplicationView;
  link: ApplicationLinkParams;
  onAnswered: (application: ApplicationView) => void;
}) {
  const intl = useIntl();
  const { submit, pending, error } = useSubmit<ApplicationView>();
  const { type, applicationId } = application;

  async function answer(call: typeof confirmApplication) {
    const result = await submit(() => call(type, applicationId, link.token));
    if (result?.ok) {
      onAnswered(result.data);
    }
  }

  if (application.status === 'waitlisted') {
    return (
      <Alert tone="success" title={intl.formatMessage(answerMessages.waitListedTitle)}>
        <Text>
          {intl.formatMessage(answerMessages.waitListedBody, { email: application.email ?? '' })}
        </Text>
      </Alert>
    );
  }
  const available = application.status !== 'unavailable';
  return (
    <Stack gap="lg">
      <Alert
        tone={available ? 'success' : 'info'}
        title={intl.formatMessage(
          available ? answerMessages.availableTitle : answerMessages.unavailableTitle,
        )}
      >
        <Text>
          {intl.formatMessage(
            available ? answerMessages.availableBody : answerMessages.unavailableBody,
          )}
        </Text>
      </Alert>
      {error ? <Alert tone="danger">{intl.formatMessage(error)}</Alert> : null}
      <Button
        size="large"
        loading={pending}
        onClick={() => void answer(available ? confirmApplication : joinWaitList)}
      >
        {intl.formatMessage(available ? answerMessages.confirm : answerMessages.waitList)}
      </Button>
    </Stack>
  );
}
