import {
  Children,
  createContext,
  forwardRef,
  useContext,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Card, type CardProps } from '../Card/Card';
import { Stack } from '../Stack/Stack';
import { cx } from '../../utils/cx';
import * as styles from './ListCard.css';

export const listRowsVariants = ['boxed', 'muted', 'divided'] as const;
export const listRowsElements = ['ul', 'ol'] as const;
type ListRowsVariant = (typeof listRowsVariants)[number];

const VariantContext = createContext<ListRowsVariant>('boxed');

export interface ListRowsProps extends HTMLAttributes<HTMLElement> {
  /** 'boxed' draws each row as a bordered box, 'muted' on a grey surface (rows read, not acted on), 'divided' separates rows by a line (inside a busy card). @defaultValue 'boxed' */
  variant?: ListRowsVariant;
  /** 'ol' when the order means something (a log, newest first). @defaultValue 'ul' */
  as?: (typeof listRowsElements)[number];
  /** The rows, `ListRow` elements. */
  children: ReactNode;
}

/** A list of rows, one under the other: people, invitations, requests. */
export function ListRows({
  variant = 'boxed',
  as: List = 'ul',
  className,
  children,
  ...rest
}: ListRowsProps) {
  return (
    <VariantContext.Provider value={variant}>
      <List {...rest} className={cx(styles.list({ variant }), className)}>
        {children}
      </List>
    </VariantContext.Provider>
  );
}

export interface ListRowProps extends Omit<HTMLAttributes<HTMLLIElement>, 'children'> {
  /** The row's text: a name (with an id the actions' `aria-describedby` points at), then details. */
  children: ReactNode;
  /** Buttons or a badge at the end of the row; they wrap under the text on a phone. */
  actions?: ReactNode;
}

/** One row of a `ListRows`: its text, then its actions aligned at the end. */
export const ListRow = forwardRef<HTMLLIElement, ListRowProps>(function ListRow(
  { actions, className, children, ...rest },
  ref,
) {
  const variant = useContext(VariantContext);
  return (
    <li ref={ref} {...rest} className={cx(styles.row({ variant }), className)}>
      <div className={styles.main}>{children}</div>
      {actions === undefined || actions === null ? null : (
        <div className={styles.actions}>{actions}</div>
      )}
    </li>
  );
});

export interface ListCardProps extends Pick<CardProps, 'headingLevel' | 'actions' | 'footer'> {
  /** Title of the card, which names the section. */
  title: ReactNode;
  /** Above the list: an introduction, the live region announcing a write's outcome. */
  before?: ReactNode;
  /** Shown instead of the list when there is no row (an EmptyState or a short text). */
  empty?: ReactNode;
  /** Below the list: a second list under its own heading, a form to add a row. */
  after?: ReactNode;
  /** Look of the rows. @defaultValue 'boxed' */
  variant?: ListRowsVariant;
  /** The rows, `ListRow` elements. */
  children?: ReactNode;
}

/**
 * A titled section holding a list of rows, each with its text and its actions: the pattern of the
 * team, invitations and requests cards. The section is named by its title.
 */
export function ListCard({
  title,
  headingLevel = 2,
  actions,
  footer,
  before,
  empty,
  after,
  variant = 'boxed',
  children,
}: ListCardProps) {
  const hasRows = Children.toArray(children).length > 0;
  return (
    <Card as="section" title={title} headingLevel={headingLevel} actions={actions} footer={footer}>
      <Stack gap="md">
        {before}
        {hasRows ? <ListRows variant={variant}>{children}</ListRows> : empty}
        {after}
      </Stack>
    </Card>
  );
}
