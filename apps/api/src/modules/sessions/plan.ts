/**
 * The plan a session keeps (sessions.plan, docs/decisions/session-outcome.md): what is stored is
 * checked when read, and a malformed plan reads as none (the program's current plan stands in).
 */
import type { SessionPlanRow } from '../../db/schema';

export type { SessionPlanRow };

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

function isPlanRow(value: unknown): value is SessionPlanRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return false;
  }
  const row = value as Record<string, unknown>;
  return (
    isCount(row.exerciseId) &&
    isCount(row.seriesCount) &&
    isCount(row.seriesDurationSeconds) &&
    isCount(row.restBetweenSeriesSeconds) &&
    Array.isArray(row.equipment) &&
    row.equipment.every(isCount)
  );
}

/** The stored plan, or null when there is none or it is not a list of planned exercises. */
export function parseSessionPlan(value: unknown): SessionPlanRow[] | null {
  if (!Array.isArray(value) || !value.every(isPlanRow)) {
    return null;
  }
  return planToStore(value);
}

/** What a new session stores: the program's plan as it is now, in order. */
export function planToStore(
  plan: readonly {
    exerciseId: number;
    seriesCount: number;
    seriesDurationSeconds: number;
    restBetweenSeriesSeconds: number;
    equipment: readonly number[];
  }[],
): SessionPlanRow[] {
  return plan.map((exercise) => ({
    exerciseId: exercise.exerciseId,
    seriesCount: exercise.seriesCount,
    seriesDurationSeconds: exercise.seriesDurationSeconds,
    restBetweenSeriesSeconds: exercise.restBetweenSeriesSeconds,
    equipment: [...exercise.equipment],
  }));
}
