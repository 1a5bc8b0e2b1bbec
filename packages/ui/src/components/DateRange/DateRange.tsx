import { Check } from 'lucide-react';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Field, FieldLabel } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { isPresent } from '../Field/useFieldIds';
import { useControllableState } from '../../utils/useControllableState';
import { cx } from '../../utils/cx';
import * as styles from './DateRange.css';

/** A period as two ISO dates (YYYY-MM-DD); '' for a date not chosen yet. */
export interface DateRangeValue {
  from: string;
  to: string;
}

export interface DateRangePreset {
  /** Text of the button ("7 derniers jours"). */
  label: string;
  /** The period it selects (computed by the app, which knows today's date and time zone). */
  value: DateRangeValue;
}

export interface DateRangeProps {
  /** Legend of the group ("Période"). */
  label: ReactNode;
  /** Help under the legend. */
  hint?: ReactNode;
  /** Error from the caller (e.g. a required period); the order check is built in. */
  error?: ReactNode;
  /** The period (controlled). */
  value?: DateRangeValue;
  /** The period at first (uncontrolled). @defaultValue { from: '', to: '' } */
  defaultValue?: DateRangeValue;
  /** Called on every change, with whether the end is on or after the start. */
  onValueChange?: (value: DateRangeValue, state: { valid: boolean }) => void;
  /** Shortcut buttons that fill both dates. */
  presets?: readonly DateRangePreset[];
  /** Earliest date that can be chosen (YYYY-MM-DD). */
  min?: string;
  /** Latest date that can be chosen (YYYY-MM-DD). */
  max?: string;
  /** Both dates are needed (marker on the legend, `required` on the inputs). @defaultValue false */
  required?: boolean;
  /** Disables the inputs and presets. @defaultValue false */
  disabled?: boolean;
  /** Form field names of the two inputs. */
  names?: { from: string; to: string };
  /** Id of the group; the inputs' ids derive from it. Generated when missing. */
  id?: string;
  /** Class name of the fieldset. */
  className?: string;
}

const empty: DateRangeValue = { from: '', to: '' };

/** True when both dates are set and the end comes before the start (ISO dates sort as text). */
export function isReversed({ from, to }: DateRangeValue): boolean {
  return from !== '' && to !== '' && to < from;
}

function same(a: DateRangeValue, b: DateRangeValue) {
  return a.from === b.from && a.to === b.to;
}

/**
 * A period picked with two native date inputs in a fieldset, with optional preset buttons.
 * An end before the start shows a translated error once the person leaves a date (or picks a preset).
 */
export const DateRange = forwardRef<HTMLFieldSetElement, DateRangeProps>(function DateRange(
  {
    label,
    hint,
    error,
    value: valueProp,
    defaultValue = empty,
    onValueChange,
    presets,
    min,
    max,
    required = false,
    disabled = false,
    names,
    id,
    className,
  },
  ref,
) {
  const intl = useIntl();
  const presetsLabelId = useId();
  const [value, change] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: (next) => onValueChange?.(next, { valid: !isReversed(next) }),
  });
  const reversed = isReversed(value);
  // While a date is typed its value passes through odd years (0002, 0020...): the order is judged
  // when the person leaves a date, not at each keystroke.
  const [checked, setChecked] = useState(reversed);
  const orderError =
    reversed && checked
      ? intl.formatMessage({
          id: 'ui.dateRange.orderError',
          defaultMessage: 'La date de fin doit être identique ou postérieure à la date de début.',
        })
      : undefined;
  const shownError = orderError ?? (isPresent(error) ? error : undefined);

  return (
    <Field
      as="fieldset"
      label={label}
      hint={hint}
      error={shownError}
      liveError
      required={required}
      disabled={disabled}
      id={id}
      className={className}
      fieldsetRef={ref}
      rootProps={{ id }}
    >
      {(control, ids) => {
        const part = (key: 'from' | 'to') => {
          const inputId = `${control.id}-${key}`;
          // The order error concerns the end date; an error from the caller concerns both.
          const concerned = orderError ? key === 'to' : isPresent(shownError);
          return (
            <div className={styles.part}>
              <FieldLabel htmlFor={inputId} className={styles.partLabel}>
                {key === 'from'
                  ? intl.formatMessage({ id: 'ui.dateRange.from', defaultMessage: 'Date de début' })
                  : intl.formatMessage({ id: 'ui.dateRange.to', defaultMessage: 'Date de fin' })}
              </FieldLabel>
              <input
                type="date"
                id={inputId}
                name={names?.[key]}
                value={value[key]}
                min={key === 'to' ? value.from || min : min}
                max={key === 'from' ? value.to || max : max}
                required={required || undefined}
                aria-invalid={concerned || undefined}
                aria-describedby={concerned ? ids.errorId : undefined}
                onChange={(event) => {
                  setChecked(false);
                  change({ ...value, [key]: event.target.value });
                }}
                onBlur={() => setChecked(true)}
                className={cx(fieldStyles.control, styles.input)}
              />
            </div>
          );
        };
        return (
          <>
            <div className={styles.inputs}>
              {part('from')}
              {part('to')}
            </div>
            {presets && presets.length > 0 ? (
              <div className={styles.presets} role="group" aria-labelledby={presetsLabelId}>
                <span id={presetsLabelId} className={styles.presetsLabel}>
                  {intl.formatMessage({
                    id: 'ui.dateRange.presets',
                    defaultMessage: 'Périodes suggérées',
                  })}
                </span>
                <ul className={styles.presetList}>
                  {presets.map((preset) => {
                    const pressed = same(preset.value, value);
                    return (
                      <li key={preset.label}>
                        <Button
                          variant="secondary"
                          aria-pressed={pressed}
                          className={styles.presetPressed}
                          onClick={() => {
                            setChecked(true);
                            change(preset.value);
                          }}
                        >
                          {pressed ? (
                            <Check aria-hidden="true" focusable="false" size="1em" />
                          ) : null}
                          {preset.label}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </>
        );
      }}
    </Field>
  );
});
