/**
 * The manager's follow-up at establishment scale (docs/product.md#next-steps,
 * docs/decisions/manager-follow-up.md): what a patient still lacks to be taken on ("next steps"),
 * and the windows of the establishment's evolution (7 days, 30 days, 12 weeks). Written once: the
 * API computes with them, the portal shows the API's answer.
 */
import { lastCompletedDays } from './completedDays';
import { addDays, isoWeekStart } from './days';
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

/** The periods the manager's home compares: 7 days, 30 days (points per day), 12 weeks (per week). */
export const evolutionPeriods = ['7d', '30d', '12w'] as const;
export type EvolutionPeriod = (typeof evolutionPeriods)[number];

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
}

/**
 * The window of a period for a `today` (the establishment's day): completed days only, as every
 * verdict (docs/decisions/weeks-on-completed-days.md). 7 and 30 days end yesterday; 12 weeks are
 * the 12 completed ISO weeks (Monday to Sunday) ending on the last Sunday before today, so that a
 * week in progress never looks like a drop.
 */
export function evolutionWindow(today: string, period: EvolutionPeriod): EvolutionWindow {
  if (period === '12w') {
    const to = addDays(isoWeekStart(today), -1);
    const from = addDays(to, -(12 * 7 - 1));
    return {
      period,
      scale: 'Week',
      points: 12,
      from,
      to,
      previousFrom: addDays(from, -12 * 7),
      previousTo: addDays(from, -1),
    };
  }
  const count = period === '30d' ? 30 : 7;
  const { from, to } = lastCompletedDays(today, count);
  return {
    period,
    scale: 'Day',
    points: count,
    from,
    to,
    previousFrom: addDays(from, -count),
    previousTo: addDays(from, -1),
  };
}
