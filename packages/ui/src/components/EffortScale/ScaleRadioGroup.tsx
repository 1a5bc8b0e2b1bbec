import { Check } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useControllableState } from '../../utils/useControllableState';
import { cx } from '../../utils/cx';
import * as styles from './ScaleRadioGroup.css';

export type ScaleTone = Exclude<keyof typeof styles.tones, 'disabled'>;

export interface ScaleOption {
  /** The level, shown as its number. */
  value: number;
  /** The level's name. */
  label: string;
  /** Colour grade of the number. */
  tone: ScaleTone;
}

/** Props shared by EffortScale and PainScale. */
export interface ScaleProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** Question or label of the scale. @defaultValue a translated label of the scale */
  label?: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message (e.g. "Choisissez un niveau"); marks the group invalid. */
  error?: ReactNode;
  /** Selected level (controlled). `null` means none chosen. */
  value?: number | null;
  /** Initially selected level (uncontrolled). @defaultValue null */
  defaultValue?: number | null;
  /** Called with the level the user picks. */
  onValueChange?: (value: number) => void;
  /** Name of the radio inputs, for native forms. @defaultValue a generated name */
  name?: string;
  /** Disables every option. @defaultValue false */
  disabled?: boolean;
  /** Marks the choice as required. @defaultValue false */
  required?: boolean;
}

interface ScaleRadioGroupProps extends ScaleProps {
  /** Label of the group (the scale's default when the caller gives none). */
  label: ReactNode;
  /** The levels, in order. */
  scaleOptions: readonly ScaleOption[];
  /** Grid for ten levels, four or three. */
  layout: keyof typeof styles.options;
}

/** A radio group of numbered levels (native radios: arrow keys move and select). */
export const ScaleRadioGroup = forwardRef<HTMLDivElement, ScaleRadioGroupProps>(
  function ScaleRadioGroup(
    {
      label,
      hint,
      error,
      value,
      defaultValue = null,
      onValueChange,
      name,
      disabled = false,
      required = false,
      scaleOptions,
      layout,
      className,
      ...rest
    },
    ref,
  ) {
    const id = useId();
    const labelId = `${id}-label`;
    const hintId = `${id}-hint`;
    const errorId = `${id}-error`;
    const [selected, setSelected] = useControllableState<number | null>({
      prop: value,
      defaultProp: defaultValue,
      // Only a level, never null, is ever set.
      onChange: (next) => {
        if (next !== null) {
          onValueChange?.(next);
        }
      },
    });
    const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

    return (
      <div ref={ref} className={cx(styles.root, className)} {...rest}>
        <div id={labelId} className={styles.label}>
          {label}
        </div>
        {hint ? (
          <div id={hintId} className={styles.hint}>
            {hint}
          </div>
        ) : null}
        <div
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          className={styles.options[layout]}
        >
          {scaleOptions.map((option) => (
            <label key={option.value} className={styles.option}>
              <input
                type="radio"
                className={styles.input}
                name={name ?? id}
                value={option.value}
                checked={selected === option.value}
                disabled={disabled}
                required={required}
                onChange={() => setSelected(option.value)}
              />
              <span className={styles.card}>
                <span
                  className={cx(styles.number, styles.tones[disabled ? 'disabled' : option.tone])}
                >
                  {option.value}
                </span>
                <span className={styles.text}>{option.label}</span>
                <Check
                  aria-hidden="true"
                  focusable="false"
                  size={22}
                  strokeWidth={3}
                  className={styles.check}
                />
              </span>
            </label>
          ))}
        </div>
        {error ? (
          <div id={errorId} className={styles.error}>
            {error}
          </div>
        ) : null}
      </div>
    );
  },
);
