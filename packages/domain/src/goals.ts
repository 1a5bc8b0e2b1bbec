/**
 * Rehabilitation goals (docs/product.md#objectifs-de-reeducation, docs/decisions/goals.md): what a
 * rehabilitator sets with the patient, in the patient's words, and how far the data says they are.
 *
 * - A goal is on a device metric (a daily figure: 1,500 steps a day), on a standardised test (a
 *   Timed Up and Go under 13.5 s) or in words only (with a review date).
 * - Progress is computed from the data, never entered: a metric goal compares the average of the
 *   7 completed days with the target; a test goal compares the latest result with the baseline
 *   (the result the goal started from) and the target; a goal in words has no figure.
 * - Reaching the target gives a progress of 1 and *suggests* "achieved": the rehabilitator confirms
 *   it (a good week or one good test is not yet a goal met), the API never closes a goal by itself.
 * - States: active, achieved, revised (replaced by a new goal, linked), dropped (with a reason); no
 *   goal is deleted, closed ones stay in the history.
 */
import { windowAverage } from './completedDays';
import { dayOfInstant } from './days';
import { metricDefinitions, type BaseMetricKey } from './metrics';

/** How a goal is measured. */
export const goalKinds = ['metric', 'test', 'words'] as const;
export type GoalKind = (typeof goalKinds)[number];

/** Where a goal stands. Only `active` moves; the three others are closed and kept. */
export const goalStatuses = ['active', 'achieved', 'revised', 'dropped'] as const;
export type GoalStatus = (typeof goalStatuses)[number];

/** Why a goal was dropped (the free reason is the rehabilitator's, these are the usual ones). */
export const goalDropReasons = [
  'notRelevant',
  'healthChange',
  'patientChoice',
  'unrealistic',
  'other',
] as const;
export type GoalDropReason = (typeof goalDropReasons)[number];

/**
 * The device metrics a goal may be set on: daily figures a patient understands ("steps a day",
 * "time standing"), each with the way its 7 days are averaged (`goalMetricAverage`).
 */
export const goalMetricKeys = [
  'StepCount',
  'StandCount',
  'StandTime',
  'WalkTime',
  'WalkDistance',
  'WalkPerimeter',
  'WalkSpeed',
  'ActiveTime',
  'sittingTime',
  'sittingDistance',
  'SelfRehabilitation',
] as const satisfies readonly BaseMetricKey[];
export type GoalMetricKey = (typeof goalMetricKeys)[number];

export function isGoalMetricKey(key: string): key is GoalMetricKey {
  return (goalMetricKeys as readonly string[]).includes(key);
}

/** Which way is better for a goal's figure. */
export type GoalDirection = 'higher' | 'lower';

/** The direction of a metric goal: the metric's own (`metrics.ts`). */
export function goalMetricDirection(key: GoalMetricKey): GoalDirection {
  return metricDefinitions[key].higherIsBetter === false ? 'lower' : 'higher';
}

/**
 * How the 7 completed days of a metric make the goal's current value:
 * - a daily volume (steps, times, distances: summed metrics) is averaged over the 7 days, a day
 *   without data counting as no result (`windowAverage`, the week's rule): 1,500 steps a day means
 *   on average over the week, worn or not;
 * - a speed or a capacity (averaged or maximum metrics: walking speed, walking perimeter) is
 *   averaged over the days with data only: a day without the device is not a speed of zero.
 */
export function goalMetricAverage(
  key: GoalMetricKey,
  values: readonly (number | null | undefined)[],
): { value: number | null; daysWithData: number; days: number } {
  const days = Math.max(values.length, 1);
  if (metricDefinitions[key].aggregation === 'sum') {
    return windowAverage(values, days);
  }
  const measured = values.filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  return {
    value:
      measured.length === 0
        ? null
        : measured.reduce((sum, value) => sum + value, 0) / measured.length,
    daysWithData: measured.length,
    days,
  };
}

/** What the progress of a figure goal is computed from. */
export interface GoalFigures {
  direction: GoalDirection;
  target: number;
  /** Where the goal started from (the value when it was set); null when nothing was measured yet. */
  baseline: number | null;
  /** The value now; null when nothing was measured (no progress can be said). */
  current: number | null;
}

/** A goal's progress: a share in [0, 1], and whether the target is reached. */
export interface GoalProgress {
  /** 0 = at the baseline (or nothing yet), 1 = target reached; null = no data to say. */
  value: number | null;
  /** The current value meets the target: "achieved" is suggested to the rehabilitator. */
  targetReached: boolean;
}

/**
 * A progress short of the target stays below 1, and below 0.99 so that, shown as a whole percent,
 * it never reads 100 % while the target is not reached.
 */
const belowTarget = (value: number) =>
  Number.isFinite(value) ? Math.min(0.99, Math.max(0, value)) : 0;

/**
 * The progress of a figure goal:
 * - the target reached (at or beyond it in the better direction) is 1;
 * - with a baseline on the other side of the target, the share of the way from the baseline to
 *   the target (a value at or behind the baseline is 0);
 * - without a usable baseline, the ratio of the value to the target (higher is better) or of the
 *   target to the value (lower is better), so that the figure still says how close it is.
 */
export function goalProgress({ direction, target, baseline, current }: GoalFigures): GoalProgress {
  if (current === null || !Number.isFinite(current) || !Number.isFinite(target)) {
    return { value: null, targetReached: false };
  }
  const reached = direction === 'higher' ? current >= target : current <= target;
  if (reached) {
    return { value: 1, targetReached: true };
  }
  const usableBaseline =
    baseline !== null &&
    Number.isFinite(baseline) &&
    (direction === 'higher' ? baseline < target : baseline > target);
  if (usableBaseline) {
    return { value: belowTarget((current - baseline) / (target - baseline)), targetReached: false };
  }
  if (direction === 'higher') {
    return { value: target > 0 ? belowTarget(current / target) : 0, targetReached: false };
  }
  return { value: current > 0 ? belowTarget(target / current) : 0, targetReached: false };
}

/** The changes a goal may go through: only an active goal changes, once. */
export type GoalTransition = 'achieve' | 'revise' | 'drop';

export const goalTransitionStatus: Readonly<Record<GoalTransition, GoalStatus>> = {
  achieve: 'achieved',
  revise: 'revised',
  drop: 'dropped',
};

/** The status after `transition`, or null when the goal is closed already (nothing changes). */
export function nextGoalStatus(status: GoalStatus, transition: GoalTransition): GoalStatus | null {
  return status === 'active' ? goalTransitionStatus[transition] : null;
}

/** The review date of a goal is due (on or before `today`, the establishment's day). */
export function goalReviewDue(reviewOn: string | null, today: string): boolean {
  return reviewOn !== null && reviewOn <= today;
}

/**
 * Where a goal stands against its review date, on `today` (the establishment's day, `todayIn`):
 * - `none`: no review date, or the goal is closed (a closed goal is never "à revoir");
 * - `upcoming`: the date is still ahead;
 * - `today`: the review is today;
 * - `passed`: the date has gone by and the goal is still in force ("Date de revue passée depuis le …").
 */
export type GoalReviewState = 'none' | 'upcoming' | 'today' | 'passed';

export function goalReviewState(
  goal: { status: GoalStatus; reviewOn: string | null },
  today: string,
): GoalReviewState {
  if (goal.status !== 'active' || goal.reviewOn === null) {
    return 'none';
  }
  if (goal.reviewOn > today) {
    return 'upcoming';
  }
  return goal.reviewOn === today ? 'today' : 'passed';
}

/** A goal in force whose review date has come ("à revoir"): the one rule of the API and the screens. */
export function goalNeedsReview(
  goal: { status: GoalStatus; reviewOn: string | null },
  today: string,
): boolean {
  const state = goalReviewState(goal, today);
  return state === 'today' || state === 'passed';
}

/**
 * The goals a report over `from`..`to` (both days included) lists: those in force (active, set on
 * or before the period's end) and those closed (achieved, revised, dropped) on a day of the
 * period, the day read in the establishment's time zone. Active goals first, oldest set first,
 * then the closed ones in the order they were closed.
 */
export function goalsInPeriod<
  G extends { status: GoalStatus; setOn: string; closedAt: string | null },
>(goals: readonly G[], from: string, to: string, timeZone?: string | null): G[] {
  const closedOn = (goal: G) =>
    goal.closedAt === null ? null : dayOfInstant(goal.closedAt, timeZone);
  const active = goals
    .filter((goal) => goal.status === 'active' && goal.setOn <= to)
    .sort((a, b) => a.setOn.localeCompare(b.setOn));
  const closed = goals
    .filter((goal) => {
      const day = goal.status === 'active' ? null : closedOn(goal);
      return day !== null && day >= from && day <= to;
    })
    .sort((a, b) => (a.closedAt ?? '').localeCompare(b.closedAt ?? ''));
  return [...active, ...closed];
}
