import type { LucideIcon } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'primary', 'outline'] as const;
export const iconButtonSizes = ['medium', 'large'] as const;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** Accessible name, required: the button shows only an icon. Also shown as a tooltip. */
  label: string;
  /** Icon component (from lucide-react). */
  icon: LucideIcon;
  /** Visual weight. @defaultValue 'ghost' */
  variant?: (typeof iconButtonVariants)[number];
  /** Target size: 44 or 56 px. @defaultValue 'medium' */
  size?: (typeof iconButtonSizes)[number];
}

/** A square button holding one icon, named for screen readers by `label`. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon: Icon, variant = 'ghost', size = 'medium', type = 'button', className, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cx(styles.iconButton({ variant, size }), className)}
      {...rest}
    >
      <Icon
        aria-hidden="true"
        focusable="false"
        size={size === 'large' ? 28 : 22}
        strokeWidth={2.25}
      />
    </button>
  );
});
