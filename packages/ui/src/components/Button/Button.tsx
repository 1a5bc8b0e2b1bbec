import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
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
  /** Content of the button. */
  children: ReactNode;
}

/** A button with a 44 px minimum target. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    fullWidth = false,
    type = 'button',
    className,
    children,
    ...rest
  },
  ref,
) {
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  return (
    <button ref={ref} type={type} className={classes} {...rest}>
      {children}
    </button>
  );
});
