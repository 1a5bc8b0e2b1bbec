import type { ElementType, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  /** Text read by screen readers only. */
  children: ReactNode;
  /** Element to render. @defaultValue 'span' */
  as?: ElementType;
  /** Element id, to point aria-describedby at it. */
  id?: string;
}

/** Content for screen readers only (visually hidden, still in the accessibility tree). */
export function VisuallyHidden({ children, as: Component = 'span', id }: VisuallyHiddenProps) {
  return (
    <Component id={id} className={styles.visuallyHidden}>
      {children}
    </Component>
  );
}
