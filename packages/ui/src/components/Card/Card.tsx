import {
  forwardRef,
  useId,
  type ElementType,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export const cardElements = ['div', 'section', 'article'] as const;
export const cardVariants = ['outlined', 'elevated', 'muted'] as const;
export const cardPaddings = ['medium', 'large'] as const;
export const cardHeadingLevels = [2, 3, 4, 5, 6] as const;

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick'> {
  /** Element of the card; a `section` or `article` with a title is named by it. @defaultValue 'div' */
  as?: (typeof cardElements)[number];
  /** Title, rendered as a heading; it becomes the link or button of an interactive card. */
  title?: ReactNode;
  /** Level of the title heading. @defaultValue 3 */
  headingLevel?: (typeof cardHeadingLevels)[number];
  /** Secondary line under the title. */
  subtitle?: ReactNode;
  /** Controls at the top right (buttons, menus); they stay usable in an interactive card. */
  actions?: ReactNode;
  /** Content under a separator at the bottom. */
  footer?: ReactNode;
  /** Surface style. @defaultValue 'outlined' */
  variant?: (typeof cardVariants)[number];
  /** Inner spacing. @defaultValue 'medium' */
  padding?: (typeof cardPaddings)[number];
  /** Makes the whole card a link to this address (needs a `title`, which is the link text). */
  href?: string;
  /** Makes the whole card a button (needs a `title`), or runs on the link's click with `href`. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Component rendering the link of an interactive card, e.g. a router link taking `href`. @defaultValue 'a' */
  linkComponent?: ElementType;
  /** Body of the card. */
  children?: ReactNode;
}

/**
 * A surface grouping related content. With `href` or `onClick` (and a `title`) the whole card is
 * clickable, yet keyboard and screen reader users meet one focus target: the title's link or button.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card(
  {
    as: Component = 'div',
    title,
    headingLevel = 3,
    subtitle,
    actions,
    footer,
    variant = 'outlined',
    padding = 'medium',
    href,
    onClick,
    linkComponent: Link = 'a',
    className,
    children,
    ...rest
  },
  ref,
) {
  const titleId = useId();
  // div, section and article all take an HTMLElement ref.
  const Root = Component as 'section';
  const interactive = title !== undefined && title !== null && (href !== undefined || !!onClick);
  const Heading = `h${headingLevel}` as const;
  const named = Component !== 'div' && title !== undefined && title !== null;

  let titleContent: ReactNode = title;
  if (interactive && href !== undefined) {
    titleContent = (
      <Link href={href} onClick={onClick} className={styles.action} data-card-action="">
        {title}
      </Link>
    );
  } else if (interactive) {
    titleContent = (
      <button type="button" onClick={onClick} className={styles.action} data-card-action="">
        {title}
      </button>
    );
  }

  const hasHeader = (title !== undefined && title !== null) || subtitle || actions;
  return (
    <Root
      ref={ref}
      aria-labelledby={named ? titleId : undefined}
      className={cx(styles.card({ variant, padding, interactive }), className)}
      {...rest}
    >
      {hasHeader ? (
        <div className={styles.header}>
          <div className={styles.headings}>
            {title !== undefined && title !== null ? (
              <Heading id={titleId} className={styles.title}>
                {titleContent}
              </Heading>
            ) : null}
            {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {children !== undefined && children !== null ? (
        <div className={styles.body}>{children}</div>
      ) : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </Root>
  );
});
