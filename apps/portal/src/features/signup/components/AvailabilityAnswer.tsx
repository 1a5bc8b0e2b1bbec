import type { ApplicationView } from '@oxilio/domain/contract';
import { Alert, Button, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { confirmApplication, joinWaitList } from '../api/answerAvailability';
import { answerMessages } from '../messages';
import { availabilityMoveOf } from '../model/availability';
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
  const { type, applicationId } = application;
  const answering = useWrite({
    call: (call: typeof confirmApplication) => call(type, applicationId, link.token),
  });

  async function answer(call: typeof confirmApplication) {
    const result = await answering.trigger(call);
    if (result?.ok) {
      onAnswered(result.data);
    }
  }

  const move = availabilityMoveOf(application.status);
  if (move === 'onWaitList') {
    return (
      <Alert tone="success" title={intl.formatMessage(answerMessages.waitListedTitle)}>
        <Text>
          {intl.formatMessage(answerMessages.waitListedBody, { email: application.email ?? '' })}
        </Text>
      </Alert>
    );
  }
  const available = move === 'confirm';
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
      {answering.error ? <Alert tone="danger">{answering.error}</Alert> : null}
      <Button
        size="large"
        loading={answering.isMutating}
        onClick={() => void answer(available ? confirmApplication : joinWaitList)}
      >
        {intl.formatMessage(available ? answerMessages.confirm : answerMessages.waitList)}
      </Button>
    </Stack>
  );
}
