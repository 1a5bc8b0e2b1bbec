import { forwardRef, useId, type ReactNode } from 'react';
import { Field, FieldHint, FieldLabel } from '../Field/Field';
import { isPresent } from '../Field/useFieldIds';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './RadioGroup.css';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

export interface RadioOption {
  /** Value submitted and reported when this option is chosen. */
  value: string;
  /** Visible label of the option. */
  label: ReactNode;
  /** Help under the option's label. */
  hint?: ReactNode;
  /** Makes the option unavailable. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Question the group answers, shown as the fieldset's legend. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** Help under the legend. */
  hint?: ReactNode;
  /** Error message; marks the group invalid and describes it. */
  error?: ReactNode;
  /** Chosen value (controlled); '' for none. */
  value?: string;
  /** Value chosen at first (uncontrolled). @defaultValue '' */
  defaultValue?: string;
  /** Called with the value of the newly chosen option. */
  onValueChange?: (value: string) => void;
  /** Form field name of the radios; generated when missing. */
  name?: string;
  /** Options one under the other, or side by side (wrapping). @defaultValue 'vertical' */
  orientation?: (typeof radioGroupOrientations)[number];
  /** An answer is needed (marker on the legend, `required` on the radios). @defaultValue false */
  required?: boolean;
  /** Disables the whole group. @defaultValue false */
  disabled?: boolean;
  /** Id of the fieldset; generated when missing. */
  id?: string;
  /** Class name of the fieldset. */
  className?: string;
}

/**
 * One choice among a few, as native radio buttons in a fieldset: the browser gives the arrow keys
 * (move and choose, wrapping, skipping disabled options) and one Tab stop for the group.
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    label,
    options,
    hint,
    error,
    value: valueProp,
    defaultValue = '',
    onValueChange,
    name,
    orientation = 'vertical',
    required = false,
    disabled = false,
    id,
    className,
  },
  ref,
) {
  const generated = useId();
  const groupName = name ?? `radio${generated}`;
  const [value, choose] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
  });
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
      rootProps={{
        id,
        // A radiogroup (a fieldset may take this role) can carry the invalid and required states.
        role: 'radiogroup',
        'aria-invalid': isPresent(error) || undefined,
        'aria-required': required || undefined,
      }}
    >
      {(control) => (
        <div className={styles.options({ orientation })}>
          {options.map((option, index) => {
            const radioId = `${control.id}-${index}`;
            const hintId = `${radioId}-hint`;
            return (
              <div
                key={option.value}
                className={styles.option}
                data-disabled={disabled || option.disabled ? '' : undefined}
              >
                <span className={styles.control}>
                  <input
                    type="radio"
                    id={radioId}
                    name={groupName}
                    value={option.value}
                    checked={value === option.value}
                    onChange={() => choose(option.value)}
                    disabled={option.disabled}
                    required={required || undefined}
                    data-invalid={isPresent(error) ? '' : undefined}
                    aria-describedby={isPresent(option.hint) ? hintId : undefined}
                    className={styles.input}
                  />
                  <span className={styles.circle} aria-hidden="true">
                    <span className={styles.dot} />
                  </span>
                </span>
                <div className={styles.text}>
                  <FieldLabel htmlFor={radioId} className={styles.label}>
                    {option.label}
                  </FieldLabel>
                  {isPresent(option.hint) ? <FieldHint id={hintId}>{option.hint}</FieldHint> : null}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
});
