import type { ApiResult } from '@oxilio/domain/client';
import type { CreateCoachingSessionBody, EstablishmentPatient } from '@oxilio/domain/contract';
import { Alert, Button, Card, RadioGroup, Select, Stack, TextField } from '@oxilio/ui';
import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { instantIn, todayIn } from '../zonedTime';
import { coachingMessages as messages } from './messages';
import { DateTimeField } from './DateTimeField';
import * as styles from './coaching.css';

export interface CoachingFormProps {
  /** The establishment's current patients. */
  patients: readonly EstablishmentPatient[];
  /** The establishment's time zone: the date and time typed are its clocks'. */
  timeZone: string;
  onSave: (body: CreateCoachingSessionBody) => Promise<ApiResult<unknown>>;
  /** Called with the patient's name once saved. */
  onSaved: (name: string) => void;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Plans a coaching session for a patient, or records one that took place. */
export function CoachingForm({ patients, timeZone, onSave, onSaved }: CoachingFormProps) {
  const intl = useIntl();
  const notesId = useId();
  const [patientId, setPatientId] = useState('');
  const [day, setDay] = useState(() => todayIn(timeZone));
  const [time, setTime] = useState('10:00');
  const [minutes, setMinutes] = useState('');
  const [topic, setTopic] = useState('');
  const [coachName, setCoachName] = useState('');
  const [notes, setNotes] = useState('');
  const [status, setStatus] = useState<'planned' | 'done'>('planned');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const required = intl.formatMessage(messages.required);
  const duration = minutes.trim() === '' ? null : Number(minutes);
  const scheduledAt = instantIn(day, time, timeZone);
  const errors = {
    patient: patientId === '' ? required : null,
    day: /^\d{4}-\d{2}-\d{2}$/.test(day) ? null : required,
    time: /^\d{2}:\d{2}$/.test(time) ? null : required,
    minutes:
      duration !== null && !(Number.isInteger(duration) && duration >= 1 && duration <= 600)
        ? intl.formatMessage(messages.minutesInvalid)
        : null,
    topic: topic.trim() === '' ? required : null,
  };
  const show = (error: string | null) => (checked ? error : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setFailed(false);
    if (Object.values(errors).some(Boolean) || scheduledAt === null) {
      return;
    }
    setBusy(true);
    const result = await onSave({
      patientId,
      scheduledAt,
      topic: topic.trim(),
      durationMinutes: duration,
      coachName: orNull(coachName),
      notes: orNull(notes),
      status,
    }).catch(() => null);
    setBusy(false);
    if (result?.ok) {
      const patient = patients.find((candidate) => candidate.patientId === patientId);
      onSaved(patient ? `${patient.firstName} ${patient.lastName}` : '');
    } else {
      setFailed(true);
    }
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="lg">
          <Select
            label={intl.formatMessage(messages.patient)}
            placeholder={intl.formatMessage(messages.choosePatient)}
            required
            options={patients.map((patient) => ({
              value: patient.patientId,
              label: `${patient.lastName} ${patient.firstName}`,
            }))}
            value={patientId}
            onValueChange={setPatientId}
            error={show(errors.patient)}
          />
          <RadioGroup
            label={intl.formatMessage(messages.kind)}
            orientation="horizontal"
            options={[
              { value: 'planned', label: intl.formatMessage(messages.kindPlanned) },
              { value: 'done', label: intl.formatMessage(messages.kindDone) },
            ]}
            value={status}
            onValueChange={(value) => setStatus(value === 'done' ? 'done' : 'planned')}
          />
          <div className={styles.fields}>
            <DateTimeField
              label={intl.formatMessage(messages.date)}
              type="date"
              value={day}
              onChange={setDay}
              error={show(errors.day)}
            />
            <DateTimeField
              label={intl.formatMessage(messages.time)}
              hint={intl.formatMessage(messages.timeHint, { timeZone })}
              type="time"
              value={time}
              onChange={setTime}
              error={show(errors.time)}
            />
            <TextField
              label={intl.formatMessage(messages.minutes)}
              type="number"
              inputMode="numeric"
              min={1}
              max={600}
              value={minutes}
              onChange={(event) => setMinutes(event.target.value)}
              error={show(errors.minutes)}
            />
          </div>
          <TextField
            label={intl.formatMessage(messages.topic)}
            hint={intl.formatMessage(messages.topicHint)}
            required
            maxLength={200}
            autoComplete="off"
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            error={show(errors.topic)}
          />
          <TextField
            label={intl.formatMessage(messages.coachName)}
            maxLength={200}
            autoComplete="off"
            value={coachName}
            onChange={(event) => setCoachName(event.target.value)}
          />
          <div className={styles.field}>
            <label htmlFor={notesId} className={styles.label}>
              {intl.formatMessage(messages.notes)}
            </label>
            <textarea
              id={notesId}
              className={styles.textarea}
              rows={3}
              maxLength={4000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </div>
          <div role="status" aria-live="polite">
            {failed ? <Alert tone="danger">{intl.formatMessage(messages.failed)}</Alert> : null}
          </div>
          <div>
            <Button type="submit" icon={Save} loading={busy}>
              {intl.formatMessage(messages.save)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
