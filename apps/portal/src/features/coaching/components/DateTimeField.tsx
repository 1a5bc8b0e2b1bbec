import { Text } from '@oxilio/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { coachingMessages as messages } from './messages';
import * as styles from './coaching.css';

export interface DateTimeFieldProps {
  label: string;
  hint?: string;
  type: 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/** A required native date or time input (the platform's own picker), with hint and error. */
export function DateTimeField({ label, hint, type, value, onChange, error }: DateTimeFieldProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span aria-hidden="true" className={styles.requiredMark}>
          {intl.formatMessage(messages.requiredMark)}
        </span>
      </label>
      {hint ? (
        <Text id={hintId} size="small" tone="muted">
          {hint}
        </Text>
      ) : null}
      <input
        id={id}
        type={type}
        required
        className={styles.input}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Text id={errorId} size="small" tone="danger" weight="bold">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
