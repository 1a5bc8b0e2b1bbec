import type { ElementType, ReactNode } from 'react';
import { boxSpaces } from '../Box/Box';
import { listChildren } from '../Box/listChildren';
import type { PolymorphicProps } from '../Box/polymorphic';
import { cx } from '../../utils/cx';
import * as styles from './Stack.css';

export const stackGaps = boxSpaces;
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;

export interface StackOwnProps {
  /** Space between the children, from the space scale. @defaultValue 'md' */
  gap?: (typeof stackGaps)[number];
  /** Horizontal alignment of the children. @defaultValue 'stretch' */
  align?: (typeof stackAligns)[number];
  /** The children, one under the other; each is wrapped in an `li` when `as` is `ul` or `ol`. */
  children?: ReactNode;
}

export type StackProps<E extends ElementType = 'div'> = PolymorphicProps<E, StackOwnProps>;

/** Puts its children one under the other with an even gap; `as="ul"` makes it a list. */
export function Stack<E extends ElementType = 'div'>({
  as,
  gap = 'md',
  align = 'stretch',
  className,
  children,
  ...rest
}: StackProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={cx(styles.stack({ gap, align }), className as string | undefined)}
      {...rest}
    >
      {listChildren(Component, children, styles.item)}
    </Component>
  );
}
