import {
  formatNumber,
  goalMetricKeys,
  goalTextMaxLength,
  metricLabel,
  outcomeMeasureKeys,
} from '@oxilio/domain';
import type { Goal, NewGoal } from '@oxilio/domain/contract';
import {
  Button,
  Card,
  FormGrid,
  Heading,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@oxilio/ui';
import { Save } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  emptyGoalForm,
  formOfGoal,
  goalBody,
  goalFormErrors,
  hasErrors,
  reviewDelayChoices,
  targetSpecOf,
  type GoalFormError,
  type GoalFormState,
  type ReviewDelay,
} from '../model/goalForm';
import { goalsMessages as messages } from './messages';
import { measureMessages, unitMessages, useGoalText } from './useGoalText';

export interface GoalFormProps {
  /** The goal being revised; none for a new goal. */
  revising?: Goal | null;
  /** The establishment's today (the list's answer): review dates count from it. */
  today: string;
  /** Sends the body; resolves true once saved. */
  onSubmit: (body: NewGoal) => Promise<boolean>;
  onCancel: () => void;
  pending?: boolean;
  /** A failure to show above the button (already translated). */
  error?: string | null;
  /** The form's heading level. @defaultValue 3 */
  headingLevel?: 3 | 4;
  /** Shows the field errors from the start (stories). */
  initiallyChecked?: boolean;
  initial?: Partial<GoalFormState>;
}

const reviewMessages: Record<ReviewDelay, (typeof messages)[keyof typeof messages]> = {
  none: messages.reviewNone,
  twoWeeks: messages.reviewTwoWeeks,
  oneMonth: messages.reviewOneMonth,
  sixWeeks: messages.reviewSixWeeks,
  threeMonths: messages.reviewThreeMonths,
};

/**
 * Sets a goal with the patient, or the one that replaces a goal (a revision): its kind, the metric
 * or test and the target in the figure's unit, the review delay, the goal in the patient's words.
 */
export function GoalForm({
  revising = null,
  today,
  onSubmit,
  onCancel,
  pending = false,
  error = null,
  headingLevel = 3,
  initiallyChecked = false,
  initial,
}: GoalFormProps) {
  const { intl, locale } = useGoalText();
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 2 });
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [state, setState] = useState<GoalFormState>(() => ({
    ...(revising ? formOfGoal(revising) : emptyGoalForm),
    ...initial,
  }));
  const [checked, setChecked] = useState(initiallyChecked);
  const errors = goalFormErrors(state);
  const spec = targetSpecOf(state);
  const set = (change: Partial<GoalFormState>) =>
    setState((current) => ({ ...current, ...change }));

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const say = (problem: GoalFormError | null) => {
    if (!checked || problem === null) {
      return null;
    }
    switch (problem) {
      case 'targetInvalid':
        return intl.formatMessage(messages.targetInvalid, {
          min: number(spec?.min ?? 0),
          max: number(spec?.max ?? 0),
          step: number(spec?.step ?? 1),
        });
      case 'textTooLong':
        return intl.formatMessage(messages.textTooLong, { max: goalTextMaxLength });
      case 'reviewRequired':
        return intl.formatMessage(messages.reviewRequired);
      default:
        return intl.formatMessage(messages.required);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (hasErrors(errors)) {
      return;
    }
    await onSubmit(goalBody(state, today));
  }

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <Stack gap="lg">
          <Heading level={headingLevel} id={headingId} ref={heading} tabIndex={-1}>
            {intl.formatMessage(revising ? messages.formTitleRevise : messages.formTitleNew)}
          </Heading>
          {revising ? (
            <Text tone="muted">{intl.formatMessage(messages.formReviseIntro)}</Text>
          ) : null}
          <RadioGroup
            label={intl.formatMessage(messages.kind)}
            options={[
              {
                value: 'metric',
                label: intl.formatMessage(messages.kindMetric),
                hint: intl.formatMessage(messages.kindMetricHint),
              },
              {
                value: 'test',
                label: intl.formatMessage(messages.kindTest),
                hint: intl.formatMessage(messages.kindTestHint),
              },
              {
                value: 'words',
                label: intl.formatMessage(messages.kindWords),
                hint: intl.formatMessage(messages.kindWordsHint),
              },
            ]}
            value={state.kind}
            onValueChange={(value) =>
              set({
                kind: value === 'test' ? 'test' : value === 'words' ? 'words' : 'metric',
                target: '',
              })
            }
          />
          <FormGrid>
            {state.kind === 'metric' ? (
              <Select
                label={intl.formatMessage(messages.metric)}
                options={goalMetricKeys.map((key) => ({
                  value: key,
                  label: intl.formatMessage(metricLabel[key]),
                }))}
                value={state.metricKey}
                onValueChange={(value) =>
                  set({
                    metricKey: goalMetricKeys.find((key) => key === value) ?? state.metricKey,
                    target: '',
                  })
                }
              />
            ) : null}
            {state.kind === 'test' ? (
              <Select
                label={intl.formatMessage(messages.measure)}
                options={outcomeMeasureKeys.map((key) => ({
                  value: key,
                  label: intl.formatMessage(measureMessages[key]),
                }))}
                value={state.measureKey}
                onValueChange={(value) =>
                  set({
                    measureKey: outcomeMeasureKeys.find((key) => key === value) ?? state.measureKey,
                    target: '',
                  })
                }
              />
            ) : null}
            {spec ? (
              <TextField
                label={intl.formatMessage(messages.target)}
                hint={intl.formatMessage(messages.targetHint, {
                  unit: intl.formatMessage(unitMessages[spec.unit]),
                  min: number(spec.min),
                  max: number(spec.max),
                })}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                value={state.target}
                onChange={(event) => set({ target: event.target.value })}
                error={say(errors.target)}
              />
            ) : null}
            <Select
              label={intl.formatMessage(messages.review)}
              hint={intl.formatMessage(messages.reviewHint)}
              options={reviewDelayChoices
                .filter((choice) => state.kind !== 'words' || choice !== 'none')
                .map((choice) => ({
                  value: choice,
                  label: intl.formatMessage(reviewMessages[choice]),
                }))}
              value={state.review}
              onValueChange={(value) =>
                set({ review: reviewDelayChoices.find((choice) => choice === value) ?? 'oneMonth' })
              }
              error={say(errors.review)}
            />
          </FormGrid>
          <TextArea
            label={intl.formatMessage(messages.text)}
            hint={intl.formatMessage(messages.textHint)}
            required
            maxLength={goalTextMaxLength}
            rows={2}
            value={state.text}
            onChange={(event) => set({ text: event.target.value })}
            error={say(errors.text)}
          />
          {error ? (
            <Text tone="danger" weight="bold" role="alert">
              {error}
            </Text>
          ) : null}
          <FormGrid>
            <Button type="submit" icon={Save} loading={pending}>
              {intl.formatMessage(revising ? messages.saveRevision : messages.save)}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {intl.formatMessage(messages.cancel)}
            </Button>
          </FormGrid>
        </Stack>
      </form>
    </Card>
  );
}
