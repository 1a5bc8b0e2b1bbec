/**
 * Queries of the standardised tests' results (docs/decisions/outcome-measures.md), on the scope's
 * database or transaction, through the grants of its checks. Results are never deleted nor
 * changed, only struck out.
 */
import { isOutcomeMeasureKey, type OutcomeMeasureKey } from '@oxilio/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { outcomeResults, patientPrograms, patients, sessions, users } from '../../db/schema';
import type { PatientGrant, Scope, SessionGrant } from '../../policy/scope';

const struckBy = alias(users, 'struck_by');

const columns = {
  id: outcomeResults.id,
  patientId: outcomeResults.patientId,
  measureKey: outcomeResults.measureKey,
  value: outcomeResults.value,
  measuredOn: outcomeResults.measuredOn,
  walkingAid: outcomeResults.walkingAid,
  assistance: outcomeResults.assistance,
  withDevice: outcomeResults.withDevice,
  comment: outcomeResults.comment,
  measuredByUserId: outcomeResults.measuredByUserId,
  measuredByFirstName: users.firstName,
  measuredByLastName: users.lastName,
  measuredByRole: outcomeResults.measuredByRole,
  recordedAt: outcomeResults.recordedAt,
  struckAt: outcomeResults.struckAt,
  struckReason: outcomeResults.struckReason,
  struckByFirstName: struckBy.firstName,
  struckByLastName: struckBy.lastName,
};

export type OutcomeResultRow = Awaited<ReturnType<typeof listOfPatient>>[number];

function select(scope: Scope) {
  return scope.db
    .select(columns)
    .from(outcomeResults)
    .innerJoin(users, eq(users.id, outcomeResults.measuredByUserId))
    .leftJoin(struckBy, eq(struckBy.id, outcomeResults.struckByUserId));
}

/** Every result of the patient, struck out ones included, by measure, day, then recording. */
export async function listOfPatient(scope: Scope, { patientId }: PatientGrant) {
  return select(scope)
    .where(eq(outcomeResults.patientId, patientId))
    .orderBy(
      asc(outcomeResults.measureKey),
      asc(outcomeResults.measuredOn),
      asc(outcomeResults.recordedAt),
      asc(outcomeResults.id),
    );
}

export async function find(scope: Scope, { patientId }: PatientGrant, id: string) {
  const [row] = await select(scope).where(
    and(eq(outcomeResults.id, id), eq(outcomeResults.patientId, patientId)),
  );
  return row ?? null;
}

/**
 * Whose result `id` is, for the access check (`scope.patient`) that must come before anything else
 * of it is read; null when there is none.
 */
export async function locate(scope: Scope, id: string) {
  const [row] = await scope.db
    .select({ id: outcomeResults.id, patientId: outcomeResults.patientId })
    .from(outcomeResults)
    .where(eq(outcomeResults.id, id));
  return row ?? null;
}

export async function insert(
  scope: Scope,
  { patientId }: PatientGrant,
  values: Omit<typeof outcomeResults.$inferInsert, 'patientId'>,
): Promise<string> {
  const [row] = await scope.db
    .insert(outcomeResults)
    .values({ ...values, patientId })
    .returning({ id: outcomeResults.id });
  return row!.id;
}

/** Strikes out a result not struck yet; false when it already was (or is not the patient's). */
export async function strike(
  scope: Scope,
  { patientId }: PatientGrant,
  id: string,
  { byUserId, reason }: { byUserId: string; reason: string },
): Promise<boolean> {
  const rows = await scope.db
    .update(outcomeResults)
    .set({ struckAt: new Date(), struckByUserId: byUserId, struckReason: reason })
    .where(
      and(
        eq(outcomeResults.id, id),
        eq(outcomeResults.patientId, patientId),
        isNull(outcomeResults.struckAt),
      ),
    )
    .returning({ id: outcomeResults.id });
  return rows.length > 0;
}

/** The session a patient notes a test of: its day, its stored plan and its program. */
export async function sessionOf(scope: Scope, { sessionId, patientId }: SessionGrant) {
  const [row] = await scope.db
    .select({
      day: sessions.day,
      plan: sessions.plan,
      programId: patientPrograms.programId,
    })
    .from(sessions)
    .leftJoin(patientPrograms, eq(patientPrograms.id, sessions.patientProgramId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.patientId, patientId)));
  return row ?? null;
}

/** Whether the session already holds a result of the test not struck out. */
export async function hasSessionResult(
  scope: Scope,
  { sessionId }: SessionGrant,
  measureKey: OutcomeMeasureKey,
): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: outcomeResults.id })
    .from(outcomeResults)
    .where(
      and(
        eq(outcomeResults.sessionId, sessionId),
        eq(outcomeResults.measureKey, measureKey),
        isNull(outcomeResults.struckAt),
      ),
    );
  return row !== undefined;
}

export async function isArchived(scope: Scope, { patientId }: PatientGrant): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.id, patientId), isNotNull(patients.archivedAt)));
  return row !== undefined;
}

/**
 * The latest result of each measure the patient has (not struck out; measured by a rehabilitator,
 * the results the patient measured in their own session are apart): the day's last recorded when
 * several share a day. For goals' progress and the synthesis.
 */
export async function latestResults(
  scope: Scope,
  grant: PatientGrant,
): Promise<Map<OutcomeMeasureKey, { value: number; measuredOn: string }>> {
  const rows = await scope.db
    .select({
      measureKey: outcomeResults.measureKey,
      value: outcomeResults.value,
      measuredOn: outcomeResults.measuredOn,
    })
    .from(outcomeResults)
    .where(
      and(
        eq(outcomeResults.patientId, grant.patientId),
        isNull(outcomeResults.struckAt),
        eq(outcomeResults.measuredByRole, 'rehabilitator'),
      ),
    )
    .orderBy(
      asc(outcomeResults.measuredOn),
      asc(outcomeResults.recordedAt),
      asc(outcomeResults.id),
    );
  const latest = new Map<OutcomeMeasureKey, { value: number; measuredOn: string }>();
  for (const row of rows) {
    if (isOutcomeMeasureKey(row.measureKey)) {
      latest.set(row.measureKey, { value: row.value, measuredOn: row.measuredOn });
    }
  }
  return latest;
}
