import type { ComponentPropsWithRef, ElementType } from 'react';

/**
 * Props of a component that renders `as` any element or component: its own props, plus those of
 * the rendered element (ref included: React 19 passes `ref` as a prop), minus name clashes.
 */
export type PolymorphicProps<E extends ElementType, OwnProps extends object> = OwnProps & {
  /** Element or component to render. */
  as?: E;
} & Omit<ComponentPropsWithRef<E>, keyof OwnProps | 'as'>;
