/**
 * The manager's follow-up at establishment scale (docs/product.md#next-steps,
 * docs/decisions/manager-follow-up.md): what a patient still lacks to be taken on ("next steps"),
 * and the windows of the establishment's evolution (7 days, 30 days, 12 weeks) with the days or
 * weeks each point covers. Written once: the API computes with them, the portal shows the API's
 * answer.
 */
import { lastCompletedDay } from './completedDays';
import { addDays, isoWeekStart, todayIn } from './days';
import { objectivesState } from './defaultObjectives';

/**
 * What a current patient lacks, in the order a team takes them on: someone to follow them, then
 * the device, then what their rehabilitator sets at initialisation (functional capacity,
 * objectives).
 */
export const nextStepKinds = ['noRehabilitator', 'noDevice', 'noCapacity', 'noObjectives'] as const;
export type NextStepKind = (typeof nextStepKinds)[number];

export interface NextStepFacts {
  /** Rehabilitators who follow the patient (accepted, not ended). */
  rehabilitatorCount: number;
  hasDevice: boolean;
  functionalCapacity: number | null;
  /** Objectives of the patient's own in force (set by a rehabilitator), defaults aside. */
  hasOwnObjectives: boolean;
}

/**
 * No objective is in force: none of the patient's own and no capacity whose defaults apply
 * (`objectivesState` 'notSet': nothing is judged, the screens said "0").
 */
const lacksObjectives = (facts: NextStepFacts) =>
  objectivesState(facts.functionalCapacity, facts.hasOwnObjectives ? 1 : 0) === 'notSet';

/** The next steps of a patient, in `nextStepKinds` order; empty when nothing is missing. */
export function nextStepsOf(facts: NextStepFacts): NextStepKind[] {
  const missing: Record<NextStepKind, boolean> = {
    noRehabilitator: facts.rehabilitatorCount === 0,
    noDevice: !facts.hasDevice,
    noCapacity: facts.functionalCapacity === null,
    noObjectives: lacksObjectives(facts),
  };
  return nextStepKinds.filter((kind) => missing[kind]);
}

/** How many patients lack each step, and how many lack at least one (the home's summary). */
export type NextStepTotals = { patients: number; nextSteps: number } & Record<NextStepKind, number>;

/** The totals of `nextStepsOf` over patients: the list's counts and the home's, one rule. */
export function countNextSteps(patients: readonly NextStepFacts[]): NextStepTotals {
  const totals: NextStepTotals = {
    patients: patients.length,
    nextSteps: 0,
    noRehabilitator: 0,
    noDevice: 0,
    noCapacity: 0,
    noObjectives: 0,
  };
  for (const facts of patients) {
    const steps = nextStepsOf(facts);
    totals.nextSteps += steps.length > 0 ? 1 : 0;
    for (const kind of steps) {
      totals[kind] += 1;
    }
  }
  return totals;
}

/** The periods the manager's home compares: 7 days, 30 days (points per day), 12 weeks (per week). */
export const evolutionPeriods = ['7d', '30d', '12w'] as const;
export type EvolutionPeriod = (typeof evolutionPeriods)[number];

/** One point of the evolution: a day (start = end), or an ISO week from Monday to Sunday. */
export interface EvolutionBucket {
  start: string;
  end: string;
}

export interface EvolutionWindow {
  period: EvolutionPeriod;
  scale: 'Day' | 'Week';
  /** How many points: 7, 30 or 12. */
  points: number;
  /** The window shown, both ends included. */
  from: string;
  to: string;
  /** The window just before it, as long, that its figures are compared with. */
  previousFrom: string;
  previousTo: string;
  /** The window's points, oldest first: from `from` to `to`, one after the other. */
  buckets: EvolutionBucket[];
  /** The previous window's points, as many, ending the day before `from`. */
  previousBuckets: EvolutionBucket[];
}

/** `count` buckets of `length` days, one after the other from `from`. */
function bucketsFrom(from: string, count: number, length: number): EvolutionBucket[] {
  return Array.from({ length: count }, (_, index) => {
    const start = addDays(from, index * length);
    return { start, end: addDays(start, length - 1) };
  });
}

/**
 * The window of a period for a `today` (the establishment's day): completed days only, as every
 * verdict (docs/decisions/weeks-on-completed-days.md). 7 and 30 days end yesterday; 12 weeks are
 * the 12 completed ISO weeks (Monday to Sunday) ending on the last Sunday before today, so that a
 * week in progress never looks like a drop.
 */
export function evolutionWindow(today: string, period: EvolutionPeriod): EvolutionWindow {
  const weeks = period === '12w';
  const points = weeks ? 12 : period === '30d' ? 30 : 7;
  const length = weeks ? 7 : 1;
  // The last completed bucket ends yesterday (a day) or on the last Sunday before today (a week).
  const to = weeks ? addDays(isoWeekStart(today), -1) : lastCompletedDay(today);
  const from = addDays(to, -(points * length - 1));
  const previousFrom = addDays(from, -points * length);
  return {
    period,
    scale: weeks ? 'Week' : 'Day',
    points,
    from,
    to,
    previousFrom,
    previousTo: addDays(from, -1),
    buckets: bucketsFrom(from, points, length),
    previousBuckets: bucketsFrom(previousFrom, points, length),
  };
}

/**
 * The window of a period where the establishment is, at an instant (default now): its today is
 * `todayIn(timeZone)`, never the server's nor the device's day.
 */
export function evolutionWindowIn(
  timeZone: string | null | undefined,
  period: EvolutionPeriod,
  now: Date = new Date(),
): EvolutionWindow {
  return evolutionWindow(todayIn(timeZone, now), period);
}
