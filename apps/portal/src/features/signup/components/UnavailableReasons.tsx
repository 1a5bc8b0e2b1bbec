import type { ApplicationUnavailableReason } from '@oxilio/domain/contract';
import { Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { availabilityMessages } from '../messages';

/** Why the service cannot be offered yet, one reason a line. */
export function UnavailableReasons({
  reasons,
}: {
  reasons: readonly ApplicationUnavailableReason[];
}) {
  const intl = useIntl();
  if (reasons.length === 0) {
    return null;
  }
  return (
    <>
      <Text>{intl.formatMessage(availabilityMessages.reasons)}</Text>
      <ul style={{ margin: 0, paddingInlineStart: '1.5em' }}>
        {reasons.map((reason) => (
          <li key={reason}>{intl.formatMessage(availabilityMessages[reason])}</li>
        ))}
      </ul>
    </>
  );
}
