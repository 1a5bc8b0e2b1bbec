import type { ApplicationAvailability } from '@oxilio/domain/contract';
import { Alert, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { availabilityMessages } from '../messages';
import { UnavailableReasons } from './UnavailableReasons';

/**
 * The availability answer right after the form is sent: the emailed link continues. The same for
 * an address that has an account (the API does not say): its email says to sign in instead, and
 * the hint tells the person so.
 */
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
    <Stack gap="md">
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
      <Text tone="muted">{intl.formatMessage(availabilityMessages.sentAccountHint)}</Text>
    </Stack>
  );
}
