import { VisuallyHidden, cx } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import type { JourneyStep } from '../model/journeys';
import { progressMessages, stepMessages } from '../messages';
import * as styles from './StepProgress.css';

export interface StepProgressProps {
  steps: readonly JourneyStep[];
  current: JourneyStep;
}

/**
 * Where the person stands in the journey: "Step 2 of 5: your address" in words, and a bar of one
 * segment per step; the list names each step and its state, the current one `aria-current="step"`.
 */
export function StepProgress({ steps, current }: StepProgressProps) {
  const intl = useIntl();
  const index = Math.max(steps.indexOf(current), 0);
  return (
    <nav className={styles.root} aria-label={intl.formatMessage(progressMessages.label)}>
      <p className={styles.caption}>
        {intl.formatMessage(progressMessages.caption, {
          current: index + 1,
          total: steps.length,
          name: intl.formatMessage(stepMessages[current]),
        })}
      </p>
      <ol className={styles.list}>
        {steps.map((step, position) => {
          const name = intl.formatMessage(stepMessages[step]);
          const state = position < index ? 'done' : position === index ? 'current' : 'todo';
          return (
            <li
              key={step}
              className={styles.item}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                aria-hidden
                className={cx(
                  styles.bar,
                  state === 'done' && styles.done,
                  state === 'current' && styles.current,
                )}
              />
              <VisuallyHidden>
                {intl.formatMessage(progressMessages[state], { name })}
              </VisuallyHidden>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
