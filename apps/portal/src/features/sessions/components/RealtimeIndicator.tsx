import { Badge, Stack, Text, VisuallyHidden, type BadgeProps } from '@oxilio/ui';
import { UserRound, Wifi, WifiOff, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { sessionMessages } from '../messages';

/**
 * What the indicator can say (docs/decisions/portal-realtime-and-player-hours.md): whether a
 * rehabilitator follows the patient (known or not yet) crossed with whether the results reach the
 * service now. Only `followedOnline` says "real time".
 */
export const realtimeStates = [
  'followedOnline',
  'followedOffline',
  'notFollowedOnline',
  'notFollowedOffline',
  'unknownOnline',
  'unknownOffline',
] as const;
export type RealtimeState = (typeof realtimeStates)[number];

/** The state for a connection and a follow-up (null: not known yet). */
export function realtimeStateOf(realtime: boolean, followed: boolean | null): RealtimeState {
  const who = followed === null ? 'unknown' : followed ? 'followed' : 'notFollowed';
  return `${who}${realtime ? 'Online' : 'Offline'}`;
}

interface StateView {
  tone: NonNullable<BadgeProps['tone']>;
  icon: LucideIcon;
  badge: MessageDescriptor;
  body: MessageDescriptor;
}

const views: Record<RealtimeState, StateView> = {
  followedOnline: {
    tone: 'success',
    icon: Wifi,
    badge: sessionMessages.realtimeOn,
    body: sessionMessages.realtimeOnBody,
  },
  followedOffline: {
    tone: 'warning',
    icon: WifiOff,
    badge: sessionMessages.realtimeOffline,
    body: sessionMessages.realtimeOfflineFollowedBody,
  },
  notFollowedOnline: {
    tone: 'info',
    icon: UserRound,
    badge: sessionMessages.realtimeNotFollowed,
    body: sessionMessages.realtimeNotFollowedBody,
  },
  notFollowedOffline: {
    tone: 'warning',
    icon: WifiOff,
    badge: sessionMessages.realtimeOffline,
    body: sessionMessages.realtimeOfflineNotFollowedBody,
  },
  unknownOnline: {
    tone: 'neutral',
    icon: Wifi,
    badge: sessionMessages.realtimeConnected,
    body: sessionMessages.realtimeConnectedBody,
  },
  unknownOffline: {
    tone: 'warning',
    icon: WifiOff,
    badge: sessionMessages.realtimeOffline,
    body: sessionMessages.realtimeOffBody,
  },
};

/**
 * Whether a change of state is news to say aloud: not the first render, and not the first answer
 * about the rehabilitator while the connection stays the same (that is the page loading).
 */
function isNews(previous: RealtimeState, next: RealtimeState): boolean {
  if (previous === next) {
    return false;
  }
  const sameConnection = previous.endsWith('Online') === next.endsWith('Online');
  return !(previous.startsWith('unknown') && sameConnection);
}

export interface RealtimeIndicatorProps {
  /** Whether the patient's results reach the service as they go (see useRealtime). */
  realtime: boolean;
  /** Whether a rehabilitator follows the patient now; null while not known. */
  followed: boolean | null;
  /** The badge alone, without the sentence that explains it. @defaultValue false */
  compact?: boolean;
}

/**
 * Where the patient's results go, said truthfully (docs/decisions/portal-realtime-and-player-hours.md):
 * "real time on" only when a rehabilitator follows the patient and the connection is up; otherwise
 * what will happen (kept on this device and sent once connected; saved in the patient's file until
 * a rehabilitator follows them). In words and with an icon, never by colour alone; a change after
 * the page has loaded is read out politely, the sentence included even when compact.
 */
export function RealtimeIndicator({ realtime, followed, compact = false }: RealtimeIndicatorProps) {
  const intl = useIntl();
  const state = realtimeStateOf(realtime, followed);
  const [seen, setSeen] = useState<{ state: RealtimeState; announced: RealtimeState | null }>({
    state,
    announced: null,
  });
  if (seen.state !== state) {
    setSeen({ state, announced: isNews(seen.state, state) ? state : seen.announced });
  }
  const view = views[state];
  const badgeText = intl.formatMessage(view.badge);
  const bodyText = intl.formatMessage(view.body);
  const announced = seen.announced === null ? null : views[seen.announced];
  const announcement = announced
    ? [intl.formatMessage(announced.badge), intl.formatMessage(announced.body)].join('. ')
    : null;
  const liveRegion = (
    <VisuallyHidden>
      <span aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </VisuallyHidden>
  );
  const badge = (
    <Badge size="large" tone={view.tone} icon={view.icon}>
      {badgeText}
    </Badge>
  );
  if (compact) {
    return (
      <div data-realtime={state}>
        {badge}
        {liveRegion}
      </div>
    );
  }
  return (
    <Stack gap="xs" data-realtime={state}>
      <div>{badge}</div>
      <Text size="small" tone="muted">
        {bodyText}
      </Text>
      {liveRegion}
    </Stack>
  );
}
