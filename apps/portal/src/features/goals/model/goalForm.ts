/**
 * The goal form's pure logic (docs/decisions/goals.md): what the target is typed in for each
 * metric or test, the review dates offered, the checks before sending and the body sent.
 */
import {
  addDays,
  goalMetricKeys,
  goalTextMaxLength,
  metricDefinitions,
  outcomeMeasureByKey,
  outcomeMeasureKeys,
  type GoalKind,
  type GoalMetricKey,
  type OutcomeMeasureKey,
} from '@oxilio/domain';
import type { Goal, NewGoal } from '@oxilio/domain/contract';

/** What a target is typed in: times of the device in minutes, the rest in their own unit. */
export type TargetUnit =
  'count' | 'minutes' | 'metres' | 'metresPerSecond' | 'seconds' | 'points' | 'category';

export interface TargetSpec {
  unit: TargetUnit;
  min: number;
  max: number;
  /** The input's step (and the decimals allowed). */
  step: number;
  /** The stored value of a typed one (minutes → seconds). */
  factor: number;
}

/** How a metric's target is typed. */
export function metricTargetSpec(key: GoalMetricKey): TargetSpec {
  switch (metricDefinitions[key].unit) {
    case 'seconds':
      return { unit: 'minutes', min: 1, max: 24 * 60, step: 1, factor: 60 };
    case 'metres':
      return { unit: 'metres', min: 1, max: 100_000, step: 1, factor: 1 };
    case 'metresPerSecond':
      return { unit: 'metresPerSecond', min: 0.05, max: 3, step: 0.01, factor: 1 };
    default:
      return { unit: 'count', min: 1, max: 100_000, step: 1, factor: 1 };
  }
}

/** How a test's target is typed: its valid range and precision (outcomeMeasures.ts). */
export function measureTargetSpec(key: OutcomeMeasureKey): TargetSpec {
  const measure = outcomeMeasureByKey(key);
  return {
    unit: measure.unit,
    min: measure.min,
    max: measure.max,
    step: measure.step,
    factor: 1,
  };
}

/** The review delays offered, in days from the establishment's today. */
export const reviewDelays = {
  none: 0,
  twoWeeks: 14,
  oneMonth: 30,
  sixWeeks: 42,
  threeMonths: 91,
} as const;
export type ReviewDelay = keyof typeof reviewDelays;
export const reviewDelayChoices = Object.keys(reviewDelays) as ReviewDelay[];

export interface GoalFormState {
  kind: GoalKind;
  metricKey: GoalMetricKey;
  measureKey: OutcomeMeasureKey;
  /** As typed. */
  target: string;
  review: ReviewDelay;
  text: string;
}

export const emptyGoalForm: GoalFormState = {
  kind: 'metric',
  metricKey: goalMetricKeys[0],
  measureKey: outcomeMeasureKeys[0],
  target: '',
  review: 'oneMonth',
  text: '',
};

/** The spec of the form's target, for its kind (null in words). */
export function targetSpecOf(state: GoalFormState): TargetSpec | null {
  if (state.kind === 'metric') {
    return metricTargetSpec(state.metricKey);
  }
  if (state.kind === 'test') {
    return measureTargetSpec(state.measureKey);
  }
  return null;
}

const decimalsOf = (step: number) => (step >= 1 ? 0 : Math.round(-Math.log10(step)));

/** A typed number ("1,5" or "1.5"); null when it is not one. */
export function parseTyped(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) {
    return null;
  }
  return Number(normalised);
}

export type GoalFormError = 'required' | 'targetInvalid' | 'textTooLong' | 'reviewRequired';

export interface GoalFormErrors {
  target: GoalFormError | null;
  review: GoalFormError | null;
  text: GoalFormError | null;
}

/** What is wrong with the form, field by field (the API checks the same again). */
export function goalFormErrors(state: GoalFormState): GoalFormErrors {
  const spec = targetSpecOf(state);
  let target: GoalFormError | null = null;
  if (spec) {
    const typed = parseTyped(state.target);
    if (state.target.trim() === '') {
      target = 'required';
    } else if (
      typed === null ||
      typed < spec.min ||
      typed > spec.max ||
      Math.abs(Math.round(typed / spec.step) * spec.step - typed) > 1e-9
    ) {
      target = 'targetInvalid';
    }
  }
  const text = state.text.trim();
  return {
    target,
    review: state.kind === 'words' && state.review === 'none' ? 'reviewRequired' : null,
    text: text === '' ? 'required' : text.length > goalTextMaxLength ? 'textTooLong' : null,
  };
}

export const hasErrors = (errors: GoalFormErrors) => Object.values(errors).some(Boolean);

/** The body sent for a valid form; `today` is the establishment's day (the list's answer). */
export function goalBody(state: GoalFormState, today: string): NewGoal {
  const spec = targetSpecOf(state);
  const typed = parseTyped(state.target);
  const reviewOn = state.review === 'none' ? undefined : addDays(today, reviewDelays[state.review]);
  const common = { text: state.text.trim(), ...(reviewOn ? { reviewOn } : {}) };
  if (state.kind === 'words') {
    return { kind: 'words', ...common };
  }
  const target =
    spec && typed !== null ? Number((typed * spec.factor).toFixed(decimalsOf(spec.step))) : 0;
  return state.kind === 'metric'
    ? { kind: 'metric', metricKey: state.metricKey, target, ...common }
    : { kind: 'test', measureKey: state.measureKey, target, ...common };
}

/** The form filled from a goal, to revise it (a review delay from today starts again). */
export function formOfGoal(goal: Goal): GoalFormState {
  const state: GoalFormState = {
    ...emptyGoalForm,
    kind: goal.kind,
    metricKey: goal.metricKey ?? emptyGoalForm.metricKey,
    measureKey: goal.measureKey ?? emptyGoalForm.measureKey,
    review: goal.reviewOn ? 'oneMonth' : 'none',
    text: goal.text,
  };
  const spec = targetSpecOf(state);
  return {
    ...state,
    target:
      spec && goal.target !== null
        ? String(Number((goal.target / spec.factor).toFixed(decimalsOf(spec.step))))
        : '',
  };
}
