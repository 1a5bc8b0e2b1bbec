import type { LucideIcon } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { cx } from '../../utils/cx';
import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const buttonSizes = ['medium', 'large'] as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight of the button. @defaultValue 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** Height and text size. @defaultValue 'medium' */
  size?: (typeof buttonSizes)[number];
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
  /** Shows a spinner in place of the content and ignores clicks and submits; stays focusable and keeps its name (aria-busy). @defaultValue false */
  loading?: boolean;
  /** Decorative icon before the label (from lucide-react), hidden from screen readers. */
  icon?: LucideIcon;
  /** Content of the button. */
  children: ReactNode;
}

/** A button with a 44 px minimum target. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    loading = false,
    icon: Icon,
    type = 'button',
    className,
    children,
    onClick,
    'aria-busy': busy,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Cancelling the click also cancels the form submission of a submit button.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      className={cx(styles.button({ variant, size, fullWidth }), className)}
      // Not `disabled`: that would drop the focus the person is on and hide the button from Tab.
      aria-busy={loading || busy}
      aria-disabled={loading || ariaDisabled}
      data-loading={loading ? '' : undefined}
      onClick={handleClick}
      {...rest}
    >
      {Icon ? (
        <Icon
          aria-hidden="true"
          focusable="false"
          size={size === 'large' ? 24 : 20}
          strokeWidth={2.5}
          className={styles.icon}
        />
      ) : null}
      {children}
      {loading ? <Spinner aria-hidden="true" size="medium" className={styles.spinner} /> : null}
    </button>
  );
});
