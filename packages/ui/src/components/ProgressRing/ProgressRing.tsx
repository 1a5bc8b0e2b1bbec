import { forwardRef, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/cx';
import * as styles from './ProgressRing.css';

export const progressRingSizes = ['small', 'medium', 'large'] as const;

const radius = 42;
const circumference = 2 * Math.PI * radius;

export interface ProgressRingProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'role'
> {
  /** Completion of the objective in percent; may exceed 100 (the ring is then full, the text says the real value). */
  value: number;
  /** What the objective is about, shown under the ring, e.g. "Pas". */
  label?: string;
  /** Diameter: 80, 96 or 128 px. @defaultValue 'medium' */
  size?: (typeof progressRingSizes)[number];
}

/** Objective completion as a ring with the percentage in the middle; one image for screen readers. */
export const ProgressRing = forwardRef<HTMLDivElement, ProgressRingProps>(function ProgressRing(
  { value, label, size = 'medium', className, ...rest },
  ref,
) {
  const intl = useIntl();
  const safeValue = Number.isFinite(value) ? Math.max(value, 0) : 0;
  const percent = safeValue / 100;
  const shown = Math.min(percent, 1);
  const reached = percent >= 1;
  const accessibleText = label
    ? intl.formatMessage(
        {
          id: 'ui.progressRing.labelledCompletion',
          defaultMessage: '{label} : objectif atteint à {percent, number, percent}',
        },
        { label, percent },
      )
    : intl.formatMessage(
        {
          id: 'ui.progressRing.completion',
          defaultMessage: 'Objectif atteint à {percent, number, percent}',
        },
        { percent },
      );
  return (
    <div
      ref={ref}
      role="img"
      aria-label={accessibleText}
      className={cx(styles.root, className)}
      {...rest}
    >
      <div className={styles.ring({ size })}>
        <svg className={styles.svg} viewBox="0 0 100 100" aria-hidden="true" focusable="false">
          <circle
            className={styles.track}
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth="10"
          />
          {shown > 0 ? (
            <circle
              className={styles.arc({ reached })}
              cx="50"
              cy="50"
              r={radius}
              fill="none"
              strokeWidth="10"
              strokeLinecap={reached ? 'butt' : 'round'}
              strokeDasharray={circumference}
              strokeDashoffset={circumference * (1 - shown)}
            />
          ) : null}
        </svg>
        <span className={styles.value}>
          {intl.formatNumber(percent, { style: 'percent', maximumFractionDigits: 0 })}
        </span>
      </div>
      {label ? <span className={styles.label}>{label}</span> : null}
    </div>
  );
});
