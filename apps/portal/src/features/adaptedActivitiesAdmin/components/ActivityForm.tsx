import type { AdaptedActivity } from '@oxilio/domain/contract';
import { Button, Inline, Stack, TextField } from '@oxilio/ui';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { activitiesAdminMessages as messages } from './messages';
import * as styles from './activities.css';

export interface ActivityValues {
  name: string;
  description: string | null;
  schedule: string | null;
}

export interface ActivityFormProps {
  /** The activity edited; absent: a new one. */
  activity?: Pick<AdaptedActivity, 'name' | 'description' | 'schedule'>;
  submitLabel: string;
  /**
   * Resolves true when it went through (the form then empties, for a new activity). Says itself
   * why it did not: the form only keeps what was typed (a rejection counts as a failure).
   */
  onSubmit: (values: ActivityValues) => Promise<boolean>;
  onCancel?: () => void;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Name (required), description and when/where of an activity. */
export function ActivityForm({ activity, submitLabel, onSubmit, onCancel }: ActivityFormProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const [name, setName] = useState(activity?.name ?? '');
  const [description, setDescription] = useState(activity?.description ?? '');
  const [schedule, setSchedule] = useState(activity?.schedule ?? '');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const nameError = name.trim() === '' ? intl.formatMessage(messages.required) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (nameError) {
      return;
    }
    setBusy(true);
    const ok = await onSubmit({
      name: name.trim(),
      description: orNull(description),
      schedule: orNull(schedule),
    }).catch(() => false);
    setBusy(false);
    if (ok && !activity) {
      setName('');
      setDescription('');
      setSchedule('');
      setChecked(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextField
          label={intl.formatMessage(messages.name)}
          required
          maxLength={200}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={checked ? nameError : null}
        />
        <TextField
          label={intl.formatMessage(messages.schedule)}
          hint={intl.formatMessage(messages.scheduleHint)}
          maxLength={500}
          autoComplete="off"
          value={schedule}
          onChange={(event) => setSchedule(event.target.value)}
        />
        <div className={styles.field}>
          <label htmlFor={descriptionId} className={styles.label}>
            {intl.formatMessage(messages.description)}
          </label>
          <textarea
            id={descriptionId}
            className={styles.textarea}
            rows={3}
            maxLength={4000}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <Inline gap="sm" wrap>
          <Button type="submit" icon={Save} loading={busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={busy}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
