import { Check, Minus } from 'lucide-react';
import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { FieldError, FieldHint, FieldLabel } from '../Field/Field';
import { isPresent, useFieldIds } from '../Field/useFieldIds';
import { cx } from '../../utils/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Visible label beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help under the label. */
  hint?: ReactNode;
  /** Error message; marks the box invalid and describes it. */
  error?: ReactNode;
  /** Shows a dash for "some of them" (e.g. a select-all box); the input reports a mixed state. @defaultValue false */
  indeterminate?: boolean;
  /** Called with the new checked state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Class name of the root element. */
  className?: string;
}

/** A native checkbox with a drawn box, a 44 px target and a label, hint and error. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    hint,
    error,
    indeterminate = false,
    onCheckedChange,
    onChange,
    id,
    required,
    disabled,
    className,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  // `indeterminate` exists only as a DOM property.
  useEffect(() => {
    if (inputRef.current) {
      inputRef.current.indeterminate = indeterminate;
    }
  }, [indeterminate]);
  const ids = useFieldIds({
    id,
    hasHint: isPresent(hint),
    hasError: isPresent(error),
    describedBy,
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onCheckedChange?.(event.target.checked);
  };
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled ? '' : undefined}>
      <span className={styles.control}>
        <input
          ref={inputRef}
          type="checkbox"
          id={ids.controlId}
          className={styles.input}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          required={required}
          disabled={disabled}
          onChange={handleChange}
          {...rest}
        />
        <span className={styles.box} aria-hidden="true">
          <Check className={styles.mark} data-mark="check" size="1em" strokeWidth={3.5} />
          <Minus className={styles.mark} data-mark="mixed" size="1em" strokeWidth={3.5} />
        </span>
      </span>
      <div className={styles.text}>
        <FieldLabel htmlFor={ids.controlId} required={required} className={styles.label}>
          {label}
        </FieldLabel>
        {isPresent(hint) ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
});
