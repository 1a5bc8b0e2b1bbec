import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../../utils/cx';
import * as styles from './TextField.css';

export const textFieldTypes = [
  'text',
  'email',
  'tel',
  'url',
  'search',
  'number',
  'password',
  'date',
] as const;

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'prefix' | 'type' | 'size'
> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Help under the label (format, example). */
  hint?: ReactNode;
  /** Error message; marks the input invalid and describes it. */
  error?: ReactNode;
  /** Kind of text; sets the mobile keyboard. @defaultValue 'text' */
  type?: (typeof textFieldTypes)[number];
  /** Before the input: a short text (symbol, unit) read as part of the description, or an element. */
  prefix?: ReactNode;
  /** After the input: a short text (unit) read as part of the description, or an element (a button). */
  suffix?: ReactNode;
  /** Keeps the label for screen readers only. @defaultValue false */
  hideLabel?: boolean;
  /** Announces the error as soon as it appears. @defaultValue false */
  liveError?: boolean;
  /** Class name of the field's root element. */
  className?: string;
}

function isText(node: ReactNode): node is string | number {
  return typeof node === 'string' || typeof node === 'number';
}

/** A labelled single-line text input, 44 px high, with hint, error and optional prefix and suffix. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    type = 'text',
    prefix,
    suffix,
    hideLabel = false,
    liveError = false,
    required = false,
    id,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  // Text adornments describe the input ("kg"); their ids are known once the field id is.
  const slot = (node: ReactNode, slotId: string) =>
    node === undefined || node === null ? null : isText(node) ? (
      <span id={slotId} className={styles.adornment}>
        {node}
      </span>
    ) : (
      <span className={styles.slot}>{node}</span>
    );
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      hideLabel={hideLabel}
      liveError={liveError}
      className={className}
      describedBy={describedBy}
    >
      {(control) => {
        const prefixId = `${control.id}-prefix`;
        const suffixId = `${control.id}-suffix`;
        const adornmentIds = [isText(prefix) ? prefixId : null, isText(suffix) ? suffixId : null]
          .filter(Boolean)
          .join(' ');
        const hasSlots = prefix !== undefined || suffix !== undefined;
        const input = (
          <input
            ref={ref}
            type={type}
            {...rest}
            {...control}
            aria-describedby={
              [control['aria-describedby'], adornmentIds].filter(Boolean).join(' ') || undefined
            }
            className={cx(fieldStyles.control, hasSlots && styles.input)}
          />
        );
        if (!hasSlots) {
          return input;
        }
        return (
          <div className={styles.row}>
            {slot(prefix, prefixId)}
            {input}
            {slot(suffix, suffixId)}
          </div>
        );
      }}
    </Field>
  );
});
