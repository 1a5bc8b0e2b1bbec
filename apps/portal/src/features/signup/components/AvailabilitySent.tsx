import type { ApplicationAvailability } from '@oxilio/domain/contract';
import { Alert, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { availabilityMessages } from '../messages';
import { UnavailableReasons } from './UnavailableReasons';

/** The availability answer right after the form is sent: the emailed link continues. */
export function AvailabilitySent({
  availability,
  email,
}: {
  availability: ApplicationAvailability;
  email: string;
}) {
  const intl = useIntl();
  const available = availability.outcome === 'available';
  return (
    <Alert
      tone={available ? 'success' : 'info'}
      title={intl.formatMessage(
        available
          ? availabilityMessages.sentAvailableTitle
          : availabilityMessages.sentWaitlistTitle,
      )}
    >
      {available ? null : <UnavailableReasons reasons={availability.reasons} />}
      <Text>
        {intl.formatMessage(
          available
            ? availabilityMessages.sentAvailableBody
            : availabilityMessages.sentWaitlistBody,
          { email },
        )}
      </Text>
    </Alert>
  );
}
