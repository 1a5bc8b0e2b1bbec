import { forwardRef, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps {
  /** Question the boxes answer, shown as the fieldset's legend. */
  label: ReactNode;
  /** The boxes, `Checkbox` elements (each with its own label). */
  children: ReactNode;
  /** Help under the legend. */
  hint?: ReactNode;
  /** Error message for the group ("tick at least one"); joins the fieldset's description. */
  error?: ReactNode;
  /** At least one box is needed (marker on the legend). @defaultValue false */
  required?: boolean;
  /** Disables every box. @defaultValue false */
  disabled?: boolean;
  /** Id of the fieldset; generated when missing. */
  id?: string;
  /** Class name of the fieldset. */
  className?: string;
}

/**
 * Several boxes that answer one question, in a fieldset: the legend names the group, and its hint
 * and error describe it, read as the focus enters it (the checkbox twin of RadioGroup).
 */
export const CheckboxGroup = forwardRef<HTMLFieldSetElement, CheckboxGroupProps>(
  function CheckboxGroup(
    { label, children, hint, error, required = false, disabled = false, id, className },
    ref,
  ) {
    return (
      <Field
        as="fieldset"
        label={label}
        hint={hint}
        error={error}
        required={required}
        disabled={disabled}
        id={id}
        className={className}
        fieldsetRef={ref}
        rootProps={{ id }}
      >
        {() => <div className={styles.boxes}>{children}</div>}
      </Field>
    );
  },
);
