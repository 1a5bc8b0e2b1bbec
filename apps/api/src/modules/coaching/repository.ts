/** Queries of the coaching sessions (docs/decisions/api-coaching.md). */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { coachingSessions, patients } from '../../db/schema';

const columns = {
  id: coachingSessions.id,
  establishmentId: coachingSessions.establishmentId,
  patientId: coachingSessions.patientId,
  firstName: patients.firstName,
  lastName: patients.lastName,
  scheduledAt: coachingSessions.scheduledAt,
  durationMinutes: coachingSessions.durationMinutes,
  topic: coachingSessions.topic,
  coachName: coachingSessions.coachName,
  notes: coachingSessions.notes,
  status: coachingSessions.status,
  updatedAt: coachingSessions.updatedAt,
};

/** Midnight of `day` in `timeZone`, as an instant. */
const startOf = (day: string, timeZone: string) =>
  sql`((${day}::date)::timestamp at time zone ${timeZone})`;

export async function listOfEstablishment(
  executor: DbExecutor,
  establishmentId: string,
  filter: { from?: string; to?: string; patientId?: string; timeZone: string },
) {
  const conditions: (SQL | undefined)[] = [eq(coachingSessions.establishmentId, establishmentId)];
  if (filter.from) {
    conditions.push(gte(coachingSessions.scheduledAt, startOf(filter.from, filter.timeZone)));
  }
  if (filter.to) {
    conditions.push(
      lt(
        coachingSessions.scheduledAt,
        sql`${startOf(filter.to, filter.timeZone)} + interval '1 day'`,
      ),
    );
  }
  if (filter.patientId) {
    conditions.push(eq(coachingSessions.patientId, filter.patientId));
  }
  return executor
    .select(columns)
    .from(coachingSessions)
    .innerJoin(patients, eq(patients.id, coachingSessions.patientId))
    .where(and(...conditions))
    .orderBy(asc(coachingSessions.scheduledAt), asc(coachingSessions.id));
}

export async function listOfPatient(executor: DbExecutor, patientId: string) {
  return executor
    .select(columns)
    .from(coachingSessions)
    .innerJoin(patients, eq(patients.id, coachingSessions.patientId))
    .where(eq(coachingSessions.patientId, patientId))
    .orderBy(asc(coachingSessions.scheduledAt), asc(coachingSessions.id));
}

export async function find(executor: DbExecutor, id: string) {
  const [row] = await executor
    .select(columns)
    .from(coachingSessions)
    .innerJoin(patients, eq(patients.id, coachingSessions.patientId))
    .where(eq(coachingSessions.id, id));
  return row ?? null;
}

export async function insert(
  executor: DbExecutor,
  values: typeof coachingSessions.$inferInsert,
): Promise<string> {
  const [row] = await executor
    .insert(coachingSessions)
    .values(values)
    .returning({ id: coachingSessions.id });
  return row!.id;
}

export async function update(
  executor: DbExecutor,
  id: string,
  change: Partial<typeof coachingSessions.$inferInsert>,
): Promise<void> {
  await executor
    .update(coachingSessions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(coachingSessions.id, id));
}

/** Cancels the planned sessions of these patients (the archiving job); returns how many. */
export async function cancelPlanned(
  executor: DbExecutor,
  patientIds: string[],
  now: Date,
): Promise<number> {
  const rows = await executor
    .update(coachingSessions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(inArray(coachingSessions.patientId, patientIds), eq(coachingSessions.status, 'planned')),
    )
    .returning({ id: coachingSessions.id });
  return rows.length;
}

export async function isArchived(executor: DbExecutor, patientId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), isNotNull(patients.archivedAt)));
  return row !== undefined;
}
