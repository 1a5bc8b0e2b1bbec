import {
  forwardRef,
  useState,
  type ChangeEvent,
  type TextareaHTMLAttributes,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { cx } from '../../utils/cx';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label, tied to the text area. */
  label: ReactNode;
  /** Help under the label (what to write, who reads it). */
  hint?: ReactNode;
  /** Error message; marks the text area invalid and describes it. */
  error?: ReactNode;
  /** Maximum number of characters; shows a counter under the text area. */
  maxLength?: number;
  /** Visible lines before it scrolls; the person can make it taller. @defaultValue 3 */
  rows?: number;
  /** Keeps the label for screen readers only. @defaultValue false */
  hideLabel?: boolean;
  /** Announces the error as soon as it appears. @defaultValue false */
  liveError?: boolean;
  /** Class name of the field's root element. */
  className?: string;
}

/**
 * A labelled multi-line text input (notes, descriptions), the same box as TextField with hint and
 * error, at least 44 px high, and a character counter when a maximum is given.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    maxLength,
    rows = 3,
    hideLabel = false,
    liveError = false,
    required = false,
    id,
    className,
    'aria-describedby': describedBy,
    value,
    defaultValue,
    onChange,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  // The counter follows the value given, or what the person typed when uncontrolled.
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const length = value === undefined ? typed.length : String(value).length;
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTyped(event.target.value);
    onChange?.(event);
  };
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
        const counterId = `${control.id}-counter`;
        return (
          <>
            <textarea
              ref={ref}
              rows={rows}
              maxLength={maxLength}
              value={value}
              defaultValue={defaultValue}
              onChange={handleChange}
              {...rest}
              {...control}
              aria-describedby={
                [control['aria-describedby'], maxLength === undefined ? null : counterId]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              className={cx(fieldStyles.control, styles.textArea)}
            />
            {maxLength === undefined ? null : (
              <div id={counterId} className={styles.counter}>
                {intl.formatMessage(
                  {
                    id: 'ui.textArea.counter',
                    defaultMessage: '{count, number} / {max, number} caractères',
                  },
                  { count: length, max: maxLength },
                )}
              </div>
            )}
          </>
        );
      }}
    </Field>
  );
});
