import { Pause, Play, RotateCcw } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useEffectEvent,
  useReducer,
  useState,
  type HTMLAttributes,
} from 'react';
import { defineMessage, defineMessages, useIntl, type IntlShape } from 'react-intl';
import { Button } from '../Button/Button';
import {
  clockReducer,
  elapsedMs,
  halfwaySeconds,
  initialClock,
  milestoneAt,
  remainingSeconds,
  type CountdownStatus,
} from './countdownClock';
import { CountdownDisplay, countdownMessages, type CountdownPhase } from './CountdownDisplay';

export type { CountdownStatus } from './countdownClock';
export { countdownPhases, type CountdownPhase } from './CountdownDisplay';

/** How often the display refreshes; the time itself comes from timestamps and never drifts. */
const TICK_MS = 200;

const messages = defineMessages({
  start: { id: 'ui.countdown.start', defaultMessage: 'Démarrer' },
  pause: { id: 'ui.countdown.pause', defaultMessage: 'Pause' },
  resume: { id: 'ui.countdown.resume', defaultMessage: 'Reprendre' },
  reset: { id: 'ui.countdown.reset', defaultMessage: 'Recommencer' },
  paused: { id: 'ui.countdown.paused', defaultMessage: 'En pause' },
  resumed: { id: 'ui.countdown.resumed', defaultMessage: 'Reprise' },
});

const startedMessage = defineMessage<{ phase: string; duration: string }>({
  id: 'ui.countdown.announce.start',
  defaultMessage: '{phase} : {duration}',
});
const halfwayMessage = defineMessage<{ duration: string }>({
  id: 'ui.countdown.announce.halfway',
  defaultMessage: 'Mi-parcours, encore {duration}',
});
const lastSecondsMessage = defineMessage<{ duration: string }>({
  id: 'ui.countdown.announce.lastSeconds',
  defaultMessage: 'Encore {duration}',
});
const minutesMessage = defineMessage<{ count: number }>({
  id: 'ui.countdown.duration.minutes',
  defaultMessage: '{count, plural, one {# minute} other {# minutes}}',
});
const secondsMessage = defineMessage<{ count: number }>({
  id: 'ui.countdown.duration.seconds',
  defaultMessage: '{count, plural, one {# seconde} other {# secondes}}',
});

/** A duration in words, for screen readers ("1 minute 30 secondes"). */
function spokenDuration(intl: IntlShape, totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  if (minutes > 0) {
    parts.push(intl.formatMessage(minutesMessage, { count: minutes }));
  }
  if (seconds > 0 || minutes === 0) {
    parts.push(intl.formatMessage(secondsMessage, { count: seconds }));
  }
  return parts.join(' ');
}

export interface CountdownProps extends HTMLAttributes<HTMLDivElement> {
  /** Length of the countdown in seconds; changing it resets the countdown. */
  durationSeconds: number;
  /** Series (effort) or rest; changing it resets the countdown. @defaultValue 'series' */
  phase?: CountdownPhase;
  /** Replaces the phase name shown and announced (e.g. "Série 2 sur 3"). */
  phaseLabel?: string;
  /** Starts as soon as it mounts or the phase changes. @defaultValue false */
  autoStart?: boolean;
  /** Called once when the countdown reaches zero. */
  onComplete?: () => void;
  /** Called when the user starts, pauses, resumes or resets, and on completion. */
  onStatusChange?: (status: CountdownStatus) => void;
  /** Clock in milliseconds, injectable for tests. @defaultValue () => performance.now() */
  now?: () => number;
}

const defaultNow = () => performance.now();

/**
 * The session player's countdown: a large mm:ss display, start/pause/resume/reset, and calm
 * announcements (start, halfway, ten seconds left, done) in a polite live region.
 */
export const Countdown = forwardRef<HTMLDivElement, CountdownProps>(function Countdown(
  {
    durationSeconds,
    phase = 'series',
    phaseLabel,
    autoStart = false,
    onComplete,
    onStatusChange,
    now = defaultNow,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const totalMs = durationSeconds * 1000;
  const [clock, dispatch] = useReducer(clockReducer, null, () =>
    initialClock(autoStart ? 'running' : 'idle', now()),
  );

  // A new phase or duration is a new countdown (React's "adjust state on prop change" pattern).
  const resetKey = `${phase}:${durationSeconds}`;
  const [currentKey, setCurrentKey] = useState(resetKey);
  if (currentKey !== resetKey) {
    setCurrentKey(resetKey);
    dispatch(autoStart ? { type: 'start', at: now() } : { type: 'reset' });
  }

  const remaining = remainingSeconds(clock, durationSeconds);
  const milestone = milestoneAt(remaining, durationSeconds);

  const tick = useEffectEvent((finished: { current: boolean }) => {
    if (finished.current) {
      return;
    }
    const at = now();
    if (elapsedMs(clock, at) >= totalMs) {
      finished.current = true;
      dispatch({ type: 'complete', totalMs });
      onStatusChange?.('done');
      onComplete?.();
    } else {
      dispatch({ type: 'tick', at });
    }
  });

  useEffect(() => {
    if (clock.status !== 'running') {
      return undefined;
    }
    const finished = { current: false };
    const id = window.setInterval(() => tick(finished), TICK_MS);
    return () => window.clearInterval(id);
  }, [clock.status, clock.startedAt]);

  function act(status: CountdownStatus, action: Parameters<typeof dispatch>[0]) {
    dispatch(action);
    onStatusChange?.(status);
  }

  const phaseName = phaseLabel ?? intl.formatMessage(countdownMessages[phase]);
  const announcement = (() => {
    switch (clock.status) {
      case 'idle':
        return '';
      case 'paused':
        return intl.formatMessage(countdownMessages.paused);
      case 'done':
        return intl.formatMessage(countdownMessages.done);
      case 'running':
        if (clock.resumedAtMilestone !== null && clock.resumedAtMilestone === milestone) {
          return intl.formatMessage(messages.resumed);
        }
        if (milestone === 2) {
          return intl.formatMessage(lastSecondsMessage, {
            duration: spokenDuration(intl, 10),
          });
        }
        if (milestone === 1) {
          return intl.formatMessage(halfwayMessage, {
            duration: spokenDuration(intl, halfwaySeconds(durationSeconds)),
          });
        }
        return intl.formatMessage(startedMessage, {
          phase: phaseName,
          duration: spokenDuration(intl, durationSeconds),
        });
    }
  })();

  const progress = totalMs > 0 ? Math.min(1, elapsedMs(clock) / totalMs) : 1;
  const iconProps = { 'aria-hidden': true, focusable: false, size: 24 } as const;

  return (
    <CountdownDisplay
      ref={ref}
      className={className}
      phase={phase}
      phaseLabel={phaseName}
      remainingSeconds={remaining}
      progress={progress}
      status={clock.status}
      announcement={announcement}
      {...rest}
    >
      {clock.status === 'idle' ? (
        <Button
          key="main"
          size="large"
          onClick={() => act('running', { type: 'start', at: now() })}
        >
          <Play {...iconProps} />
          {intl.formatMessage(messages.start)}
        </Button>
      ) : null}
      {clock.status === 'running' ? (
        <Button key="main" size="large" onClick={() => act('paused', { type: 'pause', at: now() })}>
          <Pause {...iconProps} />
          {intl.formatMessage(messages.pause)}
        </Button>
      ) : null}
      {clock.status === 'paused' ? (
        <Button
          key="main"
          size="large"
          onClick={() => act('running', { type: 'resume', at: now(), milestone })}
        >
          <Play {...iconProps} />
          {intl.formatMessage(messages.resume)}
        </Button>
      ) : null}
      {clock.status !== 'idle' ? (
        <Button
          key="reset"
          size="large"
          variant={clock.status === 'done' ? 'primary' : 'secondary'}
          onClick={() => act('idle', { type: 'reset' })}
        >
          <RotateCcw {...iconProps} />
          {intl.formatMessage(messages.reset)}
        </Button>
      ) : null}
    </CountdownDisplay>
  );
});
