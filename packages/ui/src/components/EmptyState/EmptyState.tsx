import type { LucideIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export const emptyStateSizes = ['compact', 'medium'] as const;
export const emptyStateHeadingLevels = [2, 3, 4, 5, 6] as const;

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Decorative icon above the title (from lucide-react). */
  icon?: LucideIcon;
  /** What is empty, e.g. "Aucun patient pour l'instant". */
  title: ReactNode;
  /** What to do about it, or why it is empty. */
  description?: ReactNode;
  /** A Button or link to fill the emptiness. */
  action?: ReactNode;
  /** Renders the title as a heading of this level; a paragraph otherwise. */
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
  /** Inner spacing. @defaultValue 'medium' */
  size?: (typeof emptyStateSizes)[number];
}

/** Says that a list, table or page has nothing to show yet, and what to do next. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon: Icon, title, description, action, headingLevel, size = 'medium', className, ...rest },
  ref,
) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div ref={ref} className={cx(styles.root({ size }), className)} {...rest}>
      {Icon ? (
        <span className={styles.icon}>
          <Icon aria-hidden="true" focusable="false" size={32} strokeWidth={2} />
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
