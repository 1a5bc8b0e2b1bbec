import type { ReactNode } from 'react';
import * as styles from './FormGrid.css';

export const formGridAlignsY = ['start', 'end'] as const;

export interface FormGridProps {
  /** Vertical alignment of fields of different heights in one row: 'end' lines up the boxes when one field has a hint or an error above its box; 'start' lines up the labels. @defaultValue 'end' */
  alignY?: (typeof formGridAlignsY)[number];
  /** The fields (TextField, Select, TextArea…), and `FormGridFull` for one that takes the row. */
  children: ReactNode;
}

/**
 * The fields of a form: one column on a phone, two side by side once the form is wide enough
 * (32rem), in the order they are read and tabbed through.
 */
export function FormGrid({ alignY = 'end', children }: FormGridProps) {
  return (
    <div className={styles.container}>
      <div className={styles.grid({ alignY })}>{children}</div>
    </div>
  );
}

export interface FormGridFullProps {
  /** A field or the buttons, over the whole row. */
  children: ReactNode;
}

/** A child of FormGrid that takes the whole row: a text area, the submit button. */
export function FormGridFull({ children }: FormGridFullProps) {
  return <div className={styles.full}>{children}</div>;
}
