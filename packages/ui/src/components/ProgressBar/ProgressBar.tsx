import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['primary', 'success', 'warning', 'danger'] as const;
export const progressBarSizes = ['medium', 'large'] as const;

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Current value; above max, the bar is full and the text still says the real value. */
  value: number;
  /** Value of a full bar. @defaultValue 100 */
  max?: number;
  /** Value of an empty bar. @defaultValue 0 */
  min?: number;
  /** What progresses, shown above the bar; it names the progress bar. */
  label: ReactNode;
  /** Keeps the label for screen readers only. @defaultValue false */
  hideLabel?: boolean;
  /** Text of the value, e.g. "3 séances sur 5". @defaultValue the percentage of the way from min to max */
  valueText?: string;
  /** Shows the value text after the label. @defaultValue true */
  showValue?: boolean;
  /** Colour of the bar. @defaultValue 'primary' */
  tone?: (typeof progressBarTones)[number];
  /** Thickness of the bar. @defaultValue 'medium' */
  size?: (typeof progressBarSizes)[number];
}

/** A horizontal progress bar with native progressbar semantics and a visible value. */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  {
    value,
    max = 100,
    min = 0,
    label,
    hideLabel = false,
    valueText,
    showValue = true,
    tone = 'primary',
    size = 'medium',
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const labelId = useId();
  const span = max - min;
  const ratio = span > 0 ? (value - min) / span : 0;
  const clamped = Math.min(Math.max(value, min), max);
  const text =
    valueText ?? intl.formatNumber(ratio, { style: 'percent', maximumFractionDigits: 0 });
  const fillWidth = `${Math.min(Math.max(ratio, 0), 1) * 100}%`;
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      {hideLabel ? <VisuallyHidden id={labelId}>{label}</VisuallyHidden> : null}
      {!hideLabel || showValue ? (
        <div className={styles.header}>
          {hideLabel ? null : (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {showValue ? (
            <span className={styles.value} aria-hidden="true">
              {text}
            </span>
          ) : null}
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className={styles.track({ size })}
      >
        <div className={styles.fill({ tone })} style={{ width: fillWidth }} />
      </div>
    </div>
  );
});
