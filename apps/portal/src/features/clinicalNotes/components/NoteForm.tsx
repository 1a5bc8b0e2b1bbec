import { clinicalNoteMaxLength } from '@oxilio/domain';
import { Button, Stack, TextArea } from '@oxilio/ui';
import { Save, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './clinicalNotes.css';
import { clinicalNotesMessages as messages } from './messages';

export interface NoteFormProps {
  /** The text area's label. */
  label: MessageDescriptor;
  /** What happens to the text (dated, signed; the earlier version kept). */
  hint: MessageDescriptor;
  /** The submit button's text. */
  submitLabel: MessageDescriptor;
  /** The text at first (an amendment starts from the current text). @defaultValue '' */
  initialText?: string;
  /** The longest text. @defaultValue clinicalNoteMaxLength */
  maxLength?: number;
  /** The message when the text is blank. @defaultValue messages.textRequired */
  requiredMessage?: MessageDescriptor;
  /** A text the API would refuse as is (the same as the current one), with its message. */
  refuse?: (text: string) => MessageDescriptor | null;
  /** The write; resolves true when it went through (the form then empties or closes). */
  onSubmit: (text: string) => Promise<boolean>;
  /** Closes the form (an amendment or a withdrawal); none for the new note's form. */
  onCancel?: () => void;
  /** The write is running. */
  pending: boolean;
  /** Put the focus in the text area when the form appears (opened by a button). @defaultValue false */
  focusOnOpen?: boolean;
  /** The submit button's look. @defaultValue 'primary' */
  variant?: 'primary' | 'danger';
  /** Visible lines. @defaultValue 4 */
  rows?: number;
}

/**
 * A note's text (new, amended) or a withdrawal's reason: checked before sending (not blank, not too
 * long), the error under the text area with the focus on it; the text stays when the write fails.
 */
export function NoteForm({
  label,
  hint,
  submitLabel,
  initialText = '',
  maxLength = clinicalNoteMaxLength,
  requiredMessage = messages.textRequired,
  refuse,
  onSubmit,
  onCancel,
  pending,
  focusOnOpen = false,
  variant = 'primary',
  rows = 4,
}: NoteFormProps) {
  const intl = useIntl();
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (focusOnOpen) {
      area.current?.focus();
    }
  }, [focusOnOpen]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const problem =
      trimmed === ''
        ? intl.formatMessage(requiredMessage)
        : trimmed.length > maxLength
          ? intl.formatMessage(messages.textTooLong, { max: maxLength })
          : refuse?.(trimmed)
            ? intl.formatMessage(refuse(trimmed)!)
            : null;
    setError(problem);
    if (problem) {
      area.current?.focus();
      return;
    }
    if (await onSubmit(trimmed)) {
      setText('');
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextArea
          ref={area}
          label={intl.formatMessage(label)}
          hint={intl.formatMessage(hint)}
          error={error}
          rows={rows}
          maxLength={maxLength}
          required
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) {
              setError(null);
            }
          }}
        />
        <div className={styles.buttons}>
          <Button type="submit" icon={Save} variant={variant} loading={pending}>
            {intl.formatMessage(submitLabel)}
          </Button>
          {onCancel ? (
            <Button type="button" variant="secondary" icon={X} onClick={onCancel}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
