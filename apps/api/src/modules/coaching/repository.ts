/**
 * Queries of the coaching sessions (docs/decisions/api-coaching.md), on the scope's database or
 * transaction, through the grants of its checks; `cancelPlanned` is the archiving job's.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { coachingSessions, patients } from '../../db/schema';
import type { EstablishmentGrant, PatientGrant, Scope } from '../../policy/scope';
import type { SystemScope } from '../../policy/system-scope';

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
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
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
  return scope.db
    .select(columns)
    .from(coachingSessions)
    .innerJoin(patients, eq(patients.id, coachingSessions.patientId))
    .where(and(...conditions))
    .orderBy(asc(coachingSessions.scheduledAt), asc(coachingSessions.id));
}

export async function listOfPatient(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select(columns)
    .from(coachingSessions)
    .innerJoin(patients, eq(patients.id, coachingSessions.patientId))
    .where(eq(coachingSessions.patientId, patientId))
    .orderBy(asc(coachingSessions.scheduledAt), asc(coachingSessions.id));
}

/**
 * Whose coaching session `id` is, for the access check (`scope.patient`) that must come before
 * anything else of it is read; null when there is none.
 */
export async function locate(scope: Scope, id: string) {
  const [row] = await scope.db
    .select({
      id: coachingSessions.id,
      patientId: coachingSessions.patientId,
      establishmentId: coachingSessions.establishmentId,
    })
    .from(coachingSessions)
    .where(eq(coachingSessions.id, id));
  return row ?? null;
}

export async function find(scope: Scope, { patientId }: PatientGrant, id: string) {
  const [row] = await scope.db
    .select(columns)
    .from(coachingSessions)
    .innerJoin(patients, eq(patients.id, coachingSessions.patientId))
    .where(and(eq(coachingSessions.id, id), eq(coachingSessions.patientId, patientId)));
  return row ?? null;
}

export async function insert(
  scope: Scope,
  { patientId }: PatientGrant,
  { establishmentId }: EstablishmentGrant,
  values: Omit<typeof coachingSessions.$inferInsert, 'patientId' | 'establishmentId'>,
): Promise<string> {
  const [row] = await scope.db
    .insert(coachingSessions)
    .values({ ...values, establishmentId, patientId })
    .returning({ id: coachingSessions.id });
  return row!.id;
}

export async function update(
  scope: Scope,
  { patientId }: PatientGrant,
  id: string,
  change: Partial<typeof coachingSessions.$inferInsert>,
): Promise<void> {
  await scope.db
    .update(coachingSessions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(coachingSessions.id, id), eq(coachingSessions.patientId, patientId)));
}

/** Cancels the planned sessions of these patients (the archiving job); returns how many. */
export async function cancelPlanned(
  scope: SystemScope,
  patientIds: string[],
  now: Date,
): Promise<number> {
  const rows = await scope.db
    .update(coachingSessions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(inArray(coachingSessions.patientId, patientIds), eq(coachingSessions.status, 'planned')),
    )
    .returning({ id: coachingSessions.id });
  return rows.length;
}

export async function isArchived(scope: Scope, { patientId }: PatientGrant): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), isNotNull(patients.archivedAt)));
  return row !== undefined;
}
