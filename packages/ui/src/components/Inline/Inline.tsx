import type { ElementType, ReactNode } from 'react';
import { boxSpaces } from '../Box/Box';
import { listChildren } from '../Box/listChildren';
import type { PolymorphicProps } from '../Box/polymorphic';
import { cx } from '../../utils/cx';
import * as styles from './Inline.css';

export const inlineGaps = boxSpaces;
export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline', 'stretch'] as const;

export interface InlineOwnProps {
  /** Space between the children, across and between rows. @defaultValue 'sm' */
  gap?: (typeof inlineGaps)[number];
  /** Horizontal distribution of the children. @defaultValue 'start' */
  align?: (typeof inlineAligns)[number];
  /** Vertical alignment of the children within a row. @defaultValue 'center' */
  alignY?: (typeof inlineAlignsY)[number];
  /** Lets the children wrap onto new rows when space runs out. @defaultValue true */
  wrap?: boolean;
  /** The children, side by side; each is wrapped in an `li` when `as` is `ul` or `ol`. */
  children?: ReactNode;
}

export type InlineProps<E extends ElementType = 'div'> = PolymorphicProps<E, InlineOwnProps>;

/** Puts its children side by side with an even gap, wrapping onto new rows when needed. */
export function Inline<E extends ElementType = 'div'>({
  as,
  gap = 'sm',
  align = 'start',
  alignY = 'center',
  wrap = true,
  className,
  children,
  ...rest
}: InlineProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={cx(styles.inline({ gap, align, alignY, wrap }), className as string | undefined)}
      {...rest}
    >
      {listChildren(Component, children, styles.item)}
    </Component>
  );
}
