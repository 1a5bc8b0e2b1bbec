import { formatPersonName, instantIn, todayIn } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { CreateCoachingSessionBody, EstablishmentPatient } from '@oxilio/domain/contract';
import { Button, Card, FormGrid, RadioGroup, Select, Stack, TextArea, TextField } from '@oxilio/ui';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { coachingMessages as messages } from './messages';
import { DateTimeField } from './DateTimeField';

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
  const [patientId, setPatientId] = useState('');
  const [day, setDay] = useState(() => todayIn(timeZone));
  const [time, setTime] = useState('10:00');
  const [minutes, setMinutes] = useState('');
  const [topic, setTopic] = useState('');
  const [coachName, setCoachName] = useState('');
  const [notes, setNotes] = useState('');
  const [status, setStatus] = useState<'planned' | 'done'>('planned');
  const [checked, setChecked] = useState(false);
  const save = useWrite({ call: onSave, failure: messages.failed });

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
    save.reset();
    if (Object.values(errors).some(Boolean) || scheduledAt === null) {
      return;
    }
    const result = await save.trigger({
      patientId,
      scheduledAt,
      topic: topic.trim(),
      durationMinutes: duration,
      coachName: orNull(coachName),
      notes: orNull(notes),
      status,
    });
    if (result?.ok) {
      const patient = patients.find((candidate) => candidate.patientId === patientId);
      onSaved(patient ? formatPersonName(patient) : '');
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
          <FormGrid>
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
          </FormGrid>
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
          <TextArea
            label={intl.formatMessage(messages.notes)}
            maxLength={4000}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
          <WriteNotice notice={save.notice} />
          <div>
            <Button type="submit" icon={Save} loading={save.isMutating}>
              {intl.formatMessage(messages.save)}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
