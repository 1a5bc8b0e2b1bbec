import type { LucideIcon } from 'lucide-react';
import type { ElementType, ReactNode } from 'react';
import type { PolymorphicProps } from '../Box/polymorphic';
import { cx } from '../../utils/cx';
import type { buttonSizes, buttonVariants } from './Button';
import * as styles from './Button.css';

export interface ButtonLinkOwnProps {
  /** Visual weight, as the button's. @defaultValue 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** Height and text size, as the button's. @defaultValue 'medium' */
  size?: (typeof buttonSizes)[number];
  /** Stretches the link to the width of its container. */
  fullWidth?: boolean;
  /** Decorative icon before the label (from lucide-react), hidden from screen readers. */
  icon?: LucideIcon;
  /** Text of the link. */
  children: ReactNode;
}

export type ButtonLinkProps<E extends ElementType = 'a'> = PolymorphicProps<E, ButtonLinkOwnProps>;

/**
 * A link that looks like a button, for an action that opens another page ("start the session").
 * `as` takes the app's router link (`as={RouterLink} to="/session"`); 44 px minimum, as buttons.
 */
export function ButtonLink<E extends ElementType = 'a'>({
  as,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  icon: Icon,
  className,
  children,
  ...rest
}: ButtonLinkProps<E>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component
      className={cx(styles.button({ variant, size, fullWidth }), className as string | undefined)}
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
    </Component>
  );
}
