import type { AdaptedActivity } from '@oxilio/domain/contract';
import { Button, Inline, Stack, TextArea, TextField } from '@oxilio/ui';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { asResult, useWrite } from '../../../app/useWrite';
import { activitiesAdminMessages as messages } from './messages';

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
  const [name, setName] = useState(activity?.name ?? '');
  const [description, setDescription] = useState(activity?.description ?? '');
  const [schedule, setSchedule] = useState(activity?.schedule ?? '');
  const [checked, setChecked] = useState(false);
  // The caller announces the outcome; the form only waits for it.
  const save = useWrite({ call: (values: ActivityValues) => asResult(onSubmit(values)) });
  const nameError = name.trim() === '' ? intl.formatMessage(messages.required) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (nameError) {
      return;
    }
    const result = await save.trigger({
      name: name.trim(),
      description: orNull(description),
      schedule: orNull(schedule),
    });
    if (result?.ok && !activity) {
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
        <TextArea
          label={intl.formatMessage(messages.description)}
          maxLength={4000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Inline gap="sm" wrap>
          <Button type="submit" icon={Save} loading={save.isMutating}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={save.isMutating}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          ) : null}
        </Inline>
      </Stack>
    </form>
  );
}
