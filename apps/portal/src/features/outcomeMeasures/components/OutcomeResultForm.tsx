import {
  outcomeAssistances,
  outcomeCommentMaxLength,
  outcomeMeasureByKey,
  outcomeMeasureKeys,
  outcomeValueProblem,
  outcomeWalkingAids,
  type OutcomeAssistance,
  type OutcomeMeasureKey,
  type OutcomeWalkingAid,
} from '@oxilio/domain';
import type { RecordOutcomeResultBody } from '@oxilio/domain/contract';
import {
  Button,
  Card,
  Checkbox,
  FormGrid,
  FormGridFull,
  Select,
  TextArea,
  TextField,
} from '@oxilio/ui';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { recordOutcomeResult } from '../api/outcomeResults';
import { outcomeMessages as m } from './messages';
import { useOutcomeText } from './useOutcomeText';

export interface OutcomeResultFormProps {
  patientId: string;
  /** The establishment's today: the latest day a test may have. */
  today: string;
  /** The test first proposed. @defaultValue 'timedUpAndGo' */
  initialMeasure?: OutcomeMeasureKey;
}

type Field = 'value' | 'measuredOn';

/** A number typed with a comma or a point; null when it is not one. */
export function parseOutcomeValue(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) {
    return null;
  }
  return Number(normalised);
}

/**
 * Recording a standardised test's result: the test, its value in the test's unit (range and
 * precision checked here and by the API), the day, and the conditions that change its meaning.
 */
export function OutcomeResultForm({
  patientId,
  today,
  initialMeasure = 'timedUpAndGo',
}: OutcomeResultFormProps) {
  const intl = useIntl();
  const text = useOutcomeText();
  const [measureKey, setMeasureKey] = useState<OutcomeMeasureKey>(initialMeasure);
  const [value, setValue] = useState('');
  const [measuredOn, setMeasuredOn] = useState(today);
  const [walkingAid, setWalkingAid] = useState<OutcomeWalkingAid>('none');
  const [assistance, setAssistance] = useState<OutcomeAssistance>('none');
  const [withDevice, setWithDevice] = useState(false);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const measure = outcomeMeasureByKey(measureKey);
  const unit = text.unit(measureKey);
  const range = {
    min: text.plain(measure.min),
    max: text.plain(measure.max),
    unit,
  };
  const write = useWrite({
    ...recordOutcomeResult(patientId),
    success: m.recorded,
  });

  function check(): { body: RecordOutcomeResultBody } | { errors: Partial<Record<Field, string>> } {
    const found: Partial<Record<Field, string>> = {};
    const number = parseOutcomeValue(value);
    if (value.trim() === '') {
      found.value = intl.formatMessage(m.valueRequired);
    } else {
      const problem = number === null ? 'outOfRange' : outcomeValueProblem(measure, number);
      if (problem === 'outOfRange') {
        found.value = intl.formatMessage(m.outOfRange, range);
      } else if (problem === 'tooPrecise') {
        found.value = intl.formatMessage(m.tooPrecise, { decimals: measure.decimals });
      }
    }
    if (measuredOn === '') {
      found.measuredOn = intl.formatMessage(m.dateRequired);
    } else if (measuredOn > today) {
      found.measuredOn = intl.formatMessage(m.dateInFuture);
    }
    if (Object.keys(found).length > 0 || number === null) {
      return { errors: found };
    }
    return {
      body: {
        measureKey,
        value: number,
        measuredOn,
        walkingAid,
        assistance,
        withDevice,
        comment: comment.trim() === '' ? null : comment.trim(),
      },
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = await write.trigger(checked.body);
    if (result?.ok) {
      setValue('');
      setComment('');
    } else if (result && !result.ok) {
      // The API's own checks, said where the field is.
      const code = result.problem.code;
      if (code === 'outcome_value_out_of_range') {
        setErrors({ value: intl.formatMessage(m.outOfRange, range) });
      } else if (code === 'outcome_value_too_precise') {
        setErrors({ value: intl.formatMessage(m.tooPrecise, { decimals: measure.decimals }) });
      } else if (code === 'outcome_date_in_future') {
        setErrors({ measuredOn: intl.formatMessage(m.dateInFuture) });
      }
    }
  }

  return (
    <Card as="section" title={intl.formatMessage(m.recordTitle)} headingLevel={3}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormGrid alignY="start">
          <FormGridFull>
            <Select
              label={intl.formatMessage(m.measure)}
              value={measureKey}
              onValueChange={(next) => {
                setMeasureKey(next as OutcomeMeasureKey);
                setErrors({});
              }}
              options={outcomeMeasureKeys.map((key) => ({ value: key, label: text.name(key) }))}
            />
          </FormGridFull>
          <TextField
            label={intl.formatMessage(m.value, { unit })}
            hint={intl.formatMessage(m.valueHint, range)}
            required
            inputMode={measure.decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            suffix={unit}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={errors.value ?? null}
          />
          <TextField
            type="date"
            label={intl.formatMessage(m.measuredOn)}
            required
            max={today}
            value={measuredOn}
            onChange={(event) => setMeasuredOn(event.target.value)}
            error={errors.measuredOn ?? null}
          />
          <Select
            label={intl.formatMessage(m.walkingAid)}
            value={walkingAid}
            onValueChange={(next) => setWalkingAid(next as OutcomeWalkingAid)}
            options={outcomeWalkingAids.map((aid) => ({ value: aid, label: text.aid(aid) }))}
          />
          <Select
            label={intl.formatMessage(m.assistance)}
            value={assistance}
            onValueChange={(next) => setAssistance(next as OutcomeAssistance)}
            options={outcomeAssistances.map((option) => ({
              value: option,
              label: text.assistance(option),
            }))}
          />
          <FormGridFull>
            <Checkbox
              label={intl.formatMessage(m.withDevice)}
              checked={withDevice}
              onCheckedChange={setWithDevice}
            />
          </FormGridFull>
          <FormGridFull>
            <TextArea
              label={intl.formatMessage(m.comment)}
              maxLength={outcomeCommentMaxLength}
              rows={2}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </FormGridFull>
          <FormGridFull>
            <Button type="submit" icon={Save} loading={write.isMutating}>
              {intl.formatMessage(m.submit)}
            </Button>
          </FormGridFull>
          <FormGridFull>
            <WriteNotice notice={write.notice} />
          </FormGridFull>
        </FormGrid>
      </form>
    </Card>
  );
}
