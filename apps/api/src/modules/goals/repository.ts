/** The queries of a patient's rehabilitation goals (docs/decisions/goals.md). */
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GoalMetricKey } from '@oxilio/domain';
import { dailyMetrics, goals, rehabilitators, users } from '../../db/schema';
import { metricDefinitions } from '../../db/metrics';
import type { PatientGrant, Scope } from '../../policy/scope';

export type GoalRow = typeof goals.$inferSelect & {
  setByFirstName: string | null;
  setByLastName: string | null;
  closedByFirstName: string | null;
  closedByLastName: string | null;
  revisedByGoalId: string | null;
};

const setByRehabilitator = alias(rehabilitators, 'set_by_reeducator');
const setByUser = alias(users, 'set_by_user');
const closedByRehabilitator = alias(rehabilitators, 'closed_by_reeducator');
const closedByUser = alias(users, 'closed_by_user');
const revision = alias(goals, 'revision');

function selectGoals(scope: Scope) {
  return scope.db
    .select({
      goal: goals,
      setByFirstName: setByUser.firstName,
      setByLastName: setByUser.lastName,
      closedByFirstName: closedByUser.firstName,
      closedByLastName: closedByUser.lastName,
      revisedByGoalId: revision.id,
    })
    .from(goals)
    .leftJoin(setByRehabilitator, eq(setByRehabilitator.id, goals.setByReeducatorId))
    .leftJoin(setByUser, eq(setByUser.id, setByRehabilitator.userId))
    .leftJoin(closedByRehabilitator, eq(closedByRehabilitator.id, goals.closedByReeducatorId))
    .leftJoin(closedByUser, eq(closedByUser.id, closedByRehabilitator.userId))
    .leftJoin(revision, eq(revision.revisesGoalId, goals.id));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectGoals>['execute']>>[number];

const rowOf = ({ goal, ...names }: Selected): GoalRow => ({ ...goal, ...names });

/** Every goal of the patient, oldest first (the service orders active and history). */
export async function listGoals(scope: Scope, { patientId }: PatientGrant): Promise<GoalRow[]> {
  const rows = await selectGoals(scope)
    .where(eq(goals.patientId, patientId))
    .orderBy(asc(goals.createdAt), asc(goals.id));
  return rows.map(rowOf);
}

/** One goal of the patient; null when it is not theirs (or does not exist). */
export async function findGoal(
  scope: Scope,
  { patientId }: PatientGrant,
  goalId: string,
): Promise<GoalRow | null> {
  const [row] = await selectGoals(scope).where(
    and(eq(goals.patientId, patientId), eq(goals.id, goalId)),
  );
  return row ? rowOf(row) : null;
}

export type NewGoalRow = Omit<
  typeof goals.$inferInsert,
  'id' | 'patientId' | 'status' | 'createdAt' | 'closedAt' | 'closedByReeducatorId'
>;

/** Writes a new active goal of the patient; its id. */
export async function insertGoal(
  scope: Scope,
  { patientId }: PatientGrant,
  values: NewGoalRow,
): Promise<string> {
  const [row] = await scope.db
    .insert(goals)
    .values({ ...values, patientId, status: 'active' })
    .returning({ id: goals.id });
  return row!.id;
}

/**
 * Closes an active goal (achieved, revised or dropped); false when it is not active any more (a
 * concurrent close): only an active goal changes, once.
 */
export async function closeGoal(
  scope: Scope,
  { patientId }: PatientGrant,
  goalId: string,
  change: {
    status: 'achieved' | 'revised' | 'dropped';
    closedByReeducatorId: string;
    dropReason?: string | null;
    dropNote?: string | null;
  },
): Promise<boolean> {
  const rows = await scope.db
    .update(goals)
    .set({
      status: change.status,
      closedAt: sql`now()`,
      closedByReeducatorId: change.closedByReeducatorId,
      dropReason: change.dropReason ?? null,
      dropNote: change.dropNote ?? null,
    })
    .where(and(eq(goals.patientId, patientId), eq(goals.id, goalId), eq(goals.status, 'active')))
    .returning({ id: goals.id });
  return rows.length === 1;
}

/** The patient's daily values of `keys` from `from` to `to` (both included), by day. */
export async function dailyValues(
  scope: Scope,
  { patientId }: PatientGrant,
  keys: readonly GoalMetricKey[],
  from: string,
  to: string,
): Promise<Map<string, Partial<Record<GoalMetricKey, number | null>>>> {
  const byDay = new Map<string, Partial<Record<GoalMetricKey, number | null>>>();
  if (keys.length === 0) {
    return byDay;
  }
  const columns = Object.fromEntries(
    keys.map((key) => [key, dailyMetrics[metricDefinitions[key].column]]),
  );
  const rows = await scope.db
    .select({ day: dailyMetrics.day, ...columns })
    .from(dailyMetrics)
    .where(and(eq(dailyMetrics.patientId, patientId), between(dailyMetrics.day, from, to)));
  for (const row of rows as Array<Record<string, unknown>>) {
    const values: Partial<Record<GoalMetricKey, number | null>> = {};
    for (const key of keys) {
      values[key] = (row[key] as number | null) ?? null;
    }
    byDay.set(row.day as string, values);
  }
  return byDay;
}
