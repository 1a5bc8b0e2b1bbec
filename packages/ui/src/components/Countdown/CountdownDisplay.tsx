import { Check, Pause } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { formatClock, type CountdownStatus } from './countdownClock';
import { cx } from '../../utils/cx';
import * as styles from './Countdown.css';

export const countdownPhases = ['series', 'rest'] as const;
export type CountdownPhase = (typeof countdownPhases)[number];

/** Shared with Countdown, which names the phase in its announcements. */
export const countdownMessages = defineMessages({
  series: { id: 'ui.countdown.phase.series', defaultMessage: 'Série' },
  rest: { id: 'ui.countdown.phase.rest', defaultMessage: 'Repos' },
  remaining: { id: 'ui.countdown.remaining', defaultMessage: 'Temps restant' },
  paused: { id: 'ui.countdown.paused', defaultMessage: 'En pause' },
  done: { id: 'ui.countdown.done', defaultMessage: 'Terminé' },
});

export interface CountdownDisplayProps extends HTMLAttributes<HTMLDivElement> {
  /** Whole seconds left. */
  remainingSeconds: number;
  /** How much of the countdown has run, 0 to 1 (the bar shows what is left). */
  progress: number;
  /** Series (effort) or rest. @defaultValue 'series' */
  phase?: CountdownPhase;
  /** Replaces the phase name shown (e.g. "Série 2 sur 3"). */
  phaseLabel?: string;
  /** Shows "paused" or "done" under the time. @defaultValue 'running' */
  status?: CountdownStatus;
  /** Text of a polite live region; leave it out when the page announces on its own. */
  announcement?: string;
  /** The controls, under the time. */
  children?: ReactNode;
}

/**
 * What a countdown looks like, without its clock: the phase, a large mm:ss, a bar, paused or done,
 * and the controls given. `Countdown` runs its own clock around it; the session player drives it
 * from its state machine.
 */
export const CountdownDisplay = forwardRef<HTMLDivElement, CountdownDisplayProps>(
  function CountdownDisplay(
    {
      remainingSeconds,
      progress,
      phase = 'series',
      phaseLabel,
      status = 'running',
      announcement,
      className,
      children,
      ...rest
    },
    ref,
  ) {
    const intl = useIntl();
    const iconProps = { 'aria-hidden': true, focusable: false, size: 24 } as const;
    const left = Math.min(1, Math.max(0, 1 - progress));
    return (
      <div ref={ref} className={cx(styles.root, className)} {...rest}>
        <span className={styles.phase[phase]}>
          {phaseLabel ?? intl.formatMessage(countdownMessages[phase])}
        </span>
        <div
          role="timer"
          aria-label={intl.formatMessage(countdownMessages.remaining)}
          className={styles.time}
        >
          {formatClock(remainingSeconds)}
        </div>
        <div className={styles.track} aria-hidden="true">
          <div className={styles.bar} style={{ inlineSize: `${left * 100}%` }} />
        </div>
        <div className={cx(styles.status, status === 'done' ? styles.done : null)}>
          {status === 'paused' ? (
            <>
              <Pause {...iconProps} />
              {intl.formatMessage(countdownMessages.paused)}
            </>
          ) : null}
          {status === 'done' ? (
            <>
              <Check {...iconProps} />
              {intl.formatMessage(countdownMessages.done)}
            </>
          ) : null}
        </div>
        {children ? <div className={styles.controls}>{children}</div> : null}
        {announcement === undefined ? null : (
          <VisuallyHidden>
            <span role="status">{announcement}</span>
          </VisuallyHidden>
        )}
      </div>
    );
  },
);
