import type { LucideIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { ExerciseThemeName } from '@oxilio/tokens';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger', 'primary'] as const;
export const badgeSizes = ['medium', 'large'] as const;
export const badgeExerciseThemes = [
  'endurance',
  'balance',
  'strength',
  'flexibility',
  'functional',
  'clinicalTest',
] as const satisfies readonly ExerciseThemeName[];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour of the status; the text must say the status too, colour is never the only cue. @defaultValue 'neutral' */
  tone?: (typeof badgeTones)[number];
  /** Colours of an exercise theme; takes precedence over `tone`. */
  exerciseTheme?: (typeof badgeExerciseThemes)[number];
  /** Text size. @defaultValue 'medium' */
  size?: (typeof badgeSizes)[number];
  /** Decorative icon shown before the text (from lucide-react). */
  icon?: LucideIcon;
  /** Text of the badge. */
  children: ReactNode;
}

/** A small, non-interactive status label. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', exerciseTheme, size = 'medium', icon: Icon, className, children, ...rest },
  ref,
) {
  const classes = cx(
    styles.badge({ tone, size }),
    exerciseTheme ? styles.exerciseTheme[exerciseTheme] : undefined,
    className,
  );
  return (
    <span ref={ref} className={classes} {...rest}>
      {Icon ? (
        <Icon
          aria-hidden="true"
          focusable="false"
          className={styles.icon}
          size={size === 'large' ? 18 : 16}
          strokeWidth={2.5}
        />
      ) : null}
      {children}
    </span>
  );
});
