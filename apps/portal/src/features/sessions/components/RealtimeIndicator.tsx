import { Badge, Stack, Text } from '@oxilio/ui';
import { Wifi, WifiOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { sessionMessages } from '../messages';

export interface RealtimeIndicatorProps {
  /** Whether the patient's results reach the service as they go (see useRealtime). */
  realtime: boolean;
  /** The badge alone, without the sentence that explains it. @defaultValue false */
  compact?: boolean;
}

/**
 * "Real time activated / not activated" (docs/decisions/portal-session-player.md): whether what the
 * patient does reaches their rehabilitator as they go, or waits on this device for the network.
 * Said in words and with an icon, never by colour alone.
 */
export function RealtimeIndicator({ realtime, compact = false }: RealtimeIndicatorProps) {
  const intl = useIntl();
  const badge = (
    <Badge size="large" tone={realtime ? 'success' : 'warning'} icon={realtime ? Wifi : WifiOff}>
      {intl.formatMessage(realtime ? sessionMessages.realtimeOn : sessionMessages.realtimeOff)}
    </Badge>
  );
  if (compact) {
    return <div data-realtime={realtime}>{badge}</div>;
  }
  return (
    <Stack gap="xs" data-realtime={realtime}>
      <div>{badge}</div>
      <Text size="small" tone="muted">
        {intl.formatMessage(
          realtime ? sessionMessages.realtimeOnBody : sessionMessages.realtimeOffBody,
        )}
      </Text>
    </Stack>
  );
}
