/**
 * The goals of the printable report's CSV (docs/decisions/goals.md): one row per goal listed for
 * the period (`goalsInPeriod`), its figures in the unit a reader types them in (minutes for the
 * device's times), ISO days, the words given by the caller in the user's language.
 */
import { dayOfInstant, type GoalDirection } from '@oxilio/domain';
import type { Goal } from '@oxilio/domain/contract';
import { measureTargetSpec, metricTargetSpec, type TargetSpec, type TargetUnit } from './goalForm';

/** The words of the goals' CSV, already translated. */
export interface GoalCsvWords {
  /** The 13 column headers, in the order of the rows' cells. */
  header: readonly string[];
  /** The metric's or the test's name; '' for a goal in words. */
  measure: (goal: Goal) => string;
  direction: (direction: GoalDirection) => string;
  unit: (unit: TargetUnit) => string;
  /** "En cours", "En cours, à revoir", "Atteint"… */
  status: (goal: Goal) => string;
  /** Why a dropped goal was dropped (with its note); '' otherwise. */
  reason: (goal: Goal) => string;
}

export type GoalCsvCell = string | number | null;

function specOf(goal: Goal): TargetSpec | null {
  if (goal.metricKey) {
    return metricTargetSpec(goal.metricKey);
  }
  if (goal.measureKey) {
    return measureTargetSpec(goal.measureKey);
  }
  return null;
}

/**
 * The rows of the goals' CSV: the header, then one line per goal: set on, the goal in the patient's
 * words, measure, direction, target, unit, baseline, current value, progress in %, state, review
 * day, closing day (in the establishment's time zone), reason.
 */
export function goalCsvRows(
  goals: readonly Goal[],
  words: GoalCsvWords,
  timeZone?: string | null,
): GoalCsvCell[][] {
  return [
    [...words.header],
    ...goals.map((goal) => {
      const spec = specOf(goal);
      const inUnit = (value: number | null) =>
        value === null || spec === null ? null : value / spec.factor;
      return [
        goal.setOn,
        goal.text,
        words.measure(goal),
        goal.direction ? words.direction(goal.direction) : '',
        inUnit(goal.target),
        spec ? words.unit(spec.unit) : '',
        inUnit(goal.baseline),
        goal.status === 'active' ? inUnit(goal.current) : null,
        goal.status === 'active' && goal.progress !== null ? Math.round(goal.progress * 100) : null,
        words.status(goal),
        goal.reviewOn ?? '',
        goal.closedAt ? dayOfInstant(goal.closedAt, timeZone) : '',
        words.reason(goal),
      ];
    }),
  ];
}
