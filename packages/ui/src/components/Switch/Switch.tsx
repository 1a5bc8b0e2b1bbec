import { Check } from 'lucide-react';
import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel } from '../Field/Field';
import { isPresent, useFieldIds } from '../Field/useFieldIds';
import { useControllableState } from '../../utils/useControllableState';
import { cx } from '../../utils/cx';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role'
> {
  /** Visible label beside the switch; clicking it toggles the switch. */
  label: ReactNode;
  /** Help under the label (what "on" means). */
  hint?: ReactNode;
  /** Error message; marks the switch invalid and describes it. */
  error?: ReactNode;
  /** On or off (controlled). */
  checked?: boolean;
  /** On or off at first (uncontrolled). @defaultValue false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Form field name: when on, the form submits `name=value`. */
  name?: string;
  /** Value submitted when on. @defaultValue 'on' */
  value?: string;
  /** Class name of the root element. */
  className?: string;
}

/** An on/off switch for a setting that applies at once: a `button` with `role="switch"`. */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    hint,
    error,
    checked: checkedProp,
    defaultChecked = false,
    onCheckedChange,
    name,
    value = 'on',
    id,
    disabled,
    className,
    onClick,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const [checked, setChecked] = useControllableState({
    prop: checkedProp,
    defaultProp: defaultChecked,
    onChange: onCheckedChange,
  });
  const ids = useFieldIds({
    id,
    hasHint: isPresent(hint),
    hasError: isPresent(error),
    describedBy,
  });
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) {
      return;
    }
    setChecked(!checked);
  };
  return (
    <div className={cx(styles.root, className)} data-disabled={disabled ? '' : undefined}>
      <button
        ref={ref}
        type="button"
        role="switch"
        id={ids.controlId}
        aria-checked={checked}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        disabled={disabled}
        className={styles.button}
        onClick={handleClick}
        {...rest}
      >
        <span className={styles.track}>
          <span className={styles.thumb}>
            <Check
              aria-hidden="true"
              focusable="false"
              size="1em"
              strokeWidth={3.5}
              className={styles.check}
            />
          </span>
        </span>
      </button>
      {name !== undefined && checked ? <input type="hidden" name={name} value={value} /> : null}
      <div className={styles.text}>
        <FieldLabel htmlFor={ids.controlId} className={styles.label}>
          {label}
        </FieldLabel>
        {isPresent(hint) ? <FieldHint id={ids.hintId}>{hint}</FieldHint> : null}
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
});
