import { outcomeMeasureByKey, outcomeValueProblem, type OutcomeMeasureKey } from '@oxilio/domain';
import { Button, Heading, Stack, Text, TextField } from '@oxilio/ui';
import { ArrowRight, Save } from 'lucide-react';
import { useState, type FormEvent, type Ref } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { outcomeMessages, parseOutcomeValue, useOutcomeText } from '../../outcomeMeasures';
import { recordSessionTestResult } from '../api/recordSessionTestResult';
import { testResultMessages as m } from '../messages';
import * as styles from './SessionPlayer.css';

/** What the patient measures, in plain words, for the tests an exercise may be. */
const hints: Partial<Record<OutcomeMeasureKey, MessageDescriptor>> = {
  timedUpAndGo: m.hintTimedUpAndGo,
  tenMetreWalkComfortable: m.hintTenMetreWalkComfortable,
  sixMinuteWalk: m.hintSixMinuteWalk,
};

export interface TestResultQuestionProps {
  /** Takes the focus when the question opens. */
  headingRef: Ref<HTMLHeadingElement>;
  sessionId: string;
  patientId: string;
  /** The clinical-test exercise just played. */
  exerciseId: number;
  exerciseName: string;
  /** The catalogued test it is (`outcomeMeasureOfExercise`). */
  measureKey: OutcomeMeasureKey;
  /** Noted or skipped: on with the session. */
  onDone: () => void;
}

/**
 * After a clinical test played in the session, the patient may note their own result (optional,
 * docs/decisions/outcome-measures.md): the value in the test's unit with a plain-language hint,
 * checked as the API checks it; skipping never holds the session back, nor does a failure.
 */
export function TestResultQuestion({
  headingRef,
  sessionId,
  patientId,
  exerciseId,
  exerciseName,
  measureKey,
  onDone,
}: TestResultQuestionProps) {
  const intl = useIntl();
  const text = useOutcomeText();
  const measure = outcomeMeasureByKey(measureKey);
  const unit = text.unit(measureKey);
  const range = { min: text.plain(measure.min), max: text.plain(measure.max), unit };
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const write = useWrite({
    ...recordSessionTestResult(sessionId, patientId),
    success: (_arg, result) => ({
      message: m.saved,
      values: { value: text.value(measureKey, result.value) },
    }),
    problems: { 409: m.conflict },
  });

  /** The field's message for a value, or null when it may be sent. */
  function problemOf(number: number | null): string | null {
    if (value.trim() === '') {
      return intl.formatMessage(outcomeMessages.valueRequired);
    }
    const problem = number === null ? 'outOfRange' : outcomeValueProblem(measure, number);
    if (problem === 'outOfRange') {
      return intl.formatMessage(outcomeMessages.outOfRange, range);
    }
    if (problem === 'tooPrecise') {
      return intl.formatMessage(outcomeMessages.tooPrecise, { decimals: measure.decimals });
    }
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const number = parseOutcomeValue(value);
    const problem = problemOf(number);
    setError(problem);
    if (problem !== null || number === null) {
      return;
    }
    const result = await write.trigger({ exerciseId, value: number });
    if (result?.ok) {
      setSaved(result.data.value);
    } else if (result && !result.ok && result.problem.code === 'outcome_value_out_of_range') {
      setError(intl.formatMessage(outcomeMessages.outOfRange, range));
    } else if (result && !result.ok && result.problem.code === 'outcome_value_too_precise') {
      setError(intl.formatMessage(outcomeMessages.tooPrecise, { decimals: measure.decimals }));
    }
  }

  const hint = hints[measureKey];
  return (
    <form className={styles.question} onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} ref={headingRef} tabIndex={-1}>
            {intl.formatMessage(m.title)}
          </Heading>
          <Text tone="muted">{exerciseName}</Text>
          <Text>{intl.formatMessage(m.intro)}</Text>
        </Stack>
        {saved === null ? (
          <TextField
            label={intl.formatMessage(m.label, { unit })}
            hint={hint ? intl.formatMessage(hint) : intl.formatMessage(m.hintOther, { unit })}
            inputMode={measure.decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            suffix={unit}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(null);
            }}
            error={error}
          />
        ) : null}
        <WriteNotice notice={write.notice} />
        <div className={styles.controls}>
          {saved === null ? (
            <>
              <Button type="submit" size="large" icon={Save} loading={write.isMutating}>
                {intl.formatMessage(m.save)}
              </Button>
              <Button size="large" variant="secondary" onClick={onDone}>
                {intl.formatMessage(m.skip)}
              </Button>
            </>
          ) : (
            <Button size="large" icon={ArrowRight} onClick={onDone}>
              {intl.formatMessage(m.next)}
            </Button>
          )}
        </div>
      </Stack>
    </form>
  );
}
