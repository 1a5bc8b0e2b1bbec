import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export const headingAligns = ['start', 'center', 'end'] as const;

type Level = (typeof headingLevels)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Place in the document outline: renders `h1` to `h4`. */
  level: Level;
  /** Size on screen, when it must differ from the outline level. @defaultValue level */
  visualLevel?: Level;
  /** Text alignment. @defaultValue 'start' */
  align?: (typeof headingAligns)[number];
  /** Text of the heading. */
  children: ReactNode;
}

/** A section heading: `level` sets the semantics, `visualLevel` the size on the type scale. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, visualLevel = level, align = 'start', className, children, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  return (
    <Tag ref={ref} className={cx(styles.heading({ visualLevel, align }), className)} {...rest}>
      {children}
    </Tag>
  );
});
