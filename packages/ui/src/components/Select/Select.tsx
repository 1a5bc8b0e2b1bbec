import { ChevronDown } from 'lucide-react';
import { forwardRef, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { useControllableState } from '../../utils/useControllableState';
import { cx } from '../../utils/cx';
import * as styles from './Select.css';

export interface SelectOption {
  /** Value submitted and reported. */
  value: string;
  /** Text shown in the list. */
  label: string;
  /** Makes the option unavailable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'multiple' | 'size' | 'value' | 'defaultValue'
> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  /** The choices; `children` (`option`/`optgroup` elements) may be given instead. */
  options?: readonly SelectOption[];
  /** Help under the label. */
  hint?: ReactNode;
  /** Error message; marks the select invalid and describes it. */
  error?: ReactNode;
  /** First option, with the value '', shown while nothing is chosen ("Choisir…"); not choosable again when required. */
  placeholder?: string;
  /** Chosen value (controlled); '' for the placeholder. */
  value?: string;
  /** Value chosen at first (uncontrolled). @defaultValue '' with a placeholder, else the first option */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** Keeps the label for screen readers only. @defaultValue false */
  hideLabel?: boolean;
  /** Class name of the field's root element. */
  className?: string;
}

/** A native `select` (the platform's own accessible list), 44 px high, with label, hint and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    hint,
    error,
    placeholder,
    value: valueProp,
    defaultValue,
    onValueChange,
    onChange,
    hideLabel = false,
    required = false,
    id,
    className,
    children,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  // Uncontrolled, the select keeps its own value; it is followed here only to style the placeholder.
  const initial = defaultValue ?? (placeholder !== undefined ? '' : undefined);
  const [shown, setShown] = useControllableState<string | undefined>({
    prop: valueProp,
    defaultProp: initial,
    // Only a chosen value, never undefined, is ever set.
    onChange: (next) => {
      if (next !== undefined) {
        onValueChange?.(next);
      }
    },
  });
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    setShown(event.target.value);
  };
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      hideLabel={hideLabel}
      className={className}
      describedBy={describedBy}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select
            ref={ref}
            {...rest}
            {...control}
            value={valueProp}
            defaultValue={valueProp === undefined ? initial : undefined}
            onChange={handleChange}
            data-placeholder={placeholder !== undefined && shown === '' ? '' : undefined}
            className={cx(fieldStyles.control, styles.select)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled={required} className={styles.option}>
                {placeholder}
              </option>
            ) : null}
            {options?.map((option) => (
              <option
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.option}
              >
                {option.label}
              </option>
            ))}
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            focusable="false"
            size="1.25em"
            strokeWidth={2.5}
            className={styles.chevron}
          />
        </div>
      )}
    </Field>
  );
});
