import { Children, isValidElement, type ReactNode } from 'react';

/**
 * For layouts rendered as `ul`/`ol`: wraps each child in an `li` (children that already are
 * `li` elements are kept as they are). Other elements get their children untouched.
 */
export function listChildren(as: unknown, children: ReactNode, itemClassName?: string): ReactNode {
  if (as !== 'ul' && as !== 'ol') {
    return children;
  }
  return Children.toArray(children).map((child, index) =>
    isValidElement(child) && child.type === 'li' ? (
      child
    ) : (
      <li
        key={isValidElement(child) && child.key !== null ? child.key : index}
        className={itemClassName}
      >
        {child}
      </li>
    ),
  );
}
