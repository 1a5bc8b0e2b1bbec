import { createContext, useContext, type ElementType, type ReactNode } from 'react';
import { boxSpaces } from '../Box/Box';
import type { PolymorphicProps } from '../Box/polymorphic';
import { cx } from '../../utils/cx';
import * as styles from './Columns.css';

export const columnsGaps = boxSpaces;
export const columnsCollapseBelow = ['tablet', 'desktop', 'none'] as const;
export const columnsAlignsY = ['top', 'center', 'bottom', 'stretch'] as const;
export const columnWidths = [
  'fill',
  'content',
  '1/2',
  '1/3',
  '2/3',
  '1/4',
  '3/4',
  '1/5',
  '2/5',
  '3/5',
  '4/5',
] as const;

type CollapseBelow = (typeof columnsCollapseBelow)[number];
const CollapseContext = createContext<CollapseBelow>('tablet');

export interface ColumnsOwnProps {
  /** Space between the columns, and between them once stacked. @defaultValue 'lg' */
  gap?: (typeof columnsGaps)[number];
  /** Below this breakpoint the columns stack, first on top; 'none' never stacks. @defaultValue 'tablet' */
  collapseBelow?: CollapseBelow;
  /** Vertical alignment of the columns when side by side. @defaultValue 'stretch' */
  alignY?: (typeof columnsAlignsY)[number];
  /** `Column` elements. */
  children?: ReactNode;
}

export type ColumnsProps<E extends ElementType = 'div'> = PolymorphicProps<E, ColumnsOwnProps>;

/** A row of `Column`s that stacks into one column on narrow screens. */
export function Columns<E extends ElementType = 'div'>({
  as,
  gap = 'lg',
  collapseBelow = 'tablet',
  alignY = 'stretch',
  className,
  children,
  ...rest
}: ColumnsProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={cx(
        styles.columns,
        styles.gaps[gap],
        styles.rowFrom[collapseBelow],
        styles.alignY[collapseBelow][alignY],
        className as string | undefined,
      )}
      {...rest}
    >
      <CollapseContext.Provider value={collapseBelow}>{children}</CollapseContext.Provider>
    </Component>
  );
}

export interface ColumnOwnProps {
  /** Share of the row: a fraction, 'content' (as narrow as its content) or 'fill' (the rest). @defaultValue 'fill' */
  width?: (typeof columnWidths)[number];
  /** Content of the column. */
  children?: ReactNode;
}

export type ColumnProps<E extends ElementType = 'div'> = PolymorphicProps<E, ColumnOwnProps>;

/** One column of a `Columns` row; full width once the row is stacked. */
export function Column<E extends ElementType = 'div'>({
  as,
  width = 'fill',
  className,
  ...rest
}: ColumnProps<E>) {
  const collapseBelow = useContext(CollapseContext);
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={cx(
        styles.column,
        styles.width[collapseBelow][width],
        className as string | undefined,
      )}
      {...rest}
    />
  );
}
