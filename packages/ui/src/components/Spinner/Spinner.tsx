import { forwardRef, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** What is loading, for screen readers (and shown with showLabel). @defaultValue "Chargement…" */
  label?: string;
  /** Shows the label next to the spinner. @defaultValue false */
  showLabel?: boolean;
  /** Diameter: 16, 24 or 48 px. @defaultValue 'medium' */
  size?: (typeof spinnerSizes)[number];
}

/** A loading indicator announced as a status; it stops turning under reduced motion. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, showLabel = false, size = 'medium', className, ...rest },
  ref,
) {
  const intl = useIntl();
  const text =
    label ?? intl.formatMessage({ id: 'ui.spinner.label', defaultMessage: 'Chargement…' });
  return (
    <span ref={ref} role="status" className={cx(styles.root, className)} {...rest}>
      <svg
        className={styles.svg({ size })}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        focusable="false"
      >
        <circle className={styles.track} cx="12" cy="12" r="9.5" strokeWidth="3" />
        <path
          className={styles.arc}
          d="M12 2.5a9.5 9.5 0 0 1 9.5 9.5"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {showLabel ? (
        <span className={styles.label({ size })}>{text}</span>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </span>
  );
});
