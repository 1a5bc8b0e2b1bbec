/**
 * Queries of the adapted activities (APA) module, on the scope's database or transaction, through
 * the grants of its checks (docs/decisions/api-access-scope.md).
 */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { adaptedActivities, patientAdaptedActivities, patients } from '../../db/schema';
import type { ActivityGrant, EstablishmentGrant, PatientGrant, Scope } from '../../policy/scope';

export interface ActivityRow {
  id: string;
  establishmentId: string | null;
  name: string;
  description: string | null;
  schedule: string | null;
  videoKey: string | null;
  updatedAt: Date;
}

const columns = {
  id: adaptedActivities.id,
  establishmentId: adaptedActivities.establishmentId,
  name: adaptedActivities.name,
  description: adaptedActivities.description,
  schedule: adaptedActivities.schedule,
  videoKey: adaptedActivities.videoKey,
  updatedAt: adaptedActivities.updatedAt,
};

/** Offered in these establishments (and, with `catalogue`, the product's own), not archived. */
function offeredIn(establishmentIds: readonly string[], catalogue: boolean): SQL {
  const conditions: SQL[] = [];
  if (catalogue) {
    conditions.push(isNull(adaptedActivities.establishmentId));
  }
  if (establishmentIds.length > 0) {
    conditions.push(inArray(adaptedActivities.establishmentId, [...establishmentIds]));
  }
  return and(
    isNull(adaptedActivities.archivedAt),
    conditions.length > 0 ? or(...conditions) : sql`false`,
  ) as SQL;
}

/** The catalogue then the establishment's own activities, by name. */
export async function listActivities(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
): Promise<ActivityRow[]> {
  return scope.db
    .select(columns)
    .from(adaptedActivities)
    .where(offeredIn([establishmentId], true))
    .orderBy(
      sql`${adaptedActivities.establishmentId} is not null`,
      asc(adaptedActivities.name),
      asc(adaptedActivities.id),
    );
}

/** The same, for one patient, with whether they take part (one query). */
export async function listActivitiesOfPatient(
  scope: Scope,
  { patientId, establishmentId }: PatientGrant,
): Promise<(ActivityRow & { enrolled: boolean })[]> {
  const rows = await scope.db
    .select({ ...columns, enrolledPatient: patientAdaptedActivities.patientId })
    .from(adaptedActivities)
    .leftJoin(
      patientAdaptedActivities,
      and(
        eq(patientAdaptedActivities.activityId, adaptedActivities.id),
        eq(patientAdaptedActivities.patientId, patientId),
        isNull(patientAdaptedActivities.endedAt),
      ),
    )
    .where(offeredIn(establishmentId ? [establishmentId] : [], true))
    .orderBy(
      sql`${adaptedActivities.establishmentId} is not null`,
      asc(adaptedActivities.name),
      asc(adaptedActivities.id),
    );
  return rows.map(({ enrolledPatient, ...row }) => ({
    ...row,
    enrolled: enrolledPatient !== null,
  }));
}

/** The activity `id` (not archived), for the access check (`scope.adaptedActivity`). */
export async function findActivity(scope: Scope, id: string): Promise<ActivityRow | null> {
  const [row] = await scope.db
    .select(columns)
    .from(adaptedActivities)
    .where(and(eq(adaptedActivities.id, id), isNull(adaptedActivities.archivedAt)));
  return row ?? null;
}

export async function updateActivity(
  scope: Scope,
  { id }: ActivityGrant<ActivityRow> & { activityGranted: 'write' },
  change: Partial<Pick<ActivityRow, 'name' | 'description' | 'schedule' | 'videoKey'>>,
): Promise<ActivityRow> {
  const [row] = await scope.db
    .update(adaptedActivities)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(adaptedActivities.id, id))
    .returning(columns);
  return row!;
}

/**
 * Enrols the patient (again, after leaving: the row is reopened). True when this changed anything.
 */
export async function enrol(
  scope: Scope,
  { patientId }: PatientGrant,
  { id: activityId }: ActivityGrant<ActivityRow>,
): Promise<boolean> {
  const rows = await scope.db
    .insert(patientAdaptedActivities)
    .values({ patientId, activityId })
    .onConflictDoUpdate({
      target: [patientAdaptedActivities.patientId, patientAdaptedActivities.activityId],
      set: { endedAt: null, enrolledAt: sql`now()` },
      setWhere: sql`${patientAdaptedActivities.endedAt} is not null`,
    })
    .returning({ patientId: patientAdaptedActivities.patientId });
  return rows.length > 0;
}

/** Ends the patient's enrolment. True when they were enrolled. */
export async function leave(
  scope: Scope,
  { patientId }: PatientGrant,
  { id: activityId }: ActivityGrant<ActivityRow>,
): Promise<boolean> {
  const rows = await scope.db
    .update(patientAdaptedActivities)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(patientAdaptedActivities.patientId, patientId),
        eq(patientAdaptedActivities.activityId, activityId),
        isNull(patientAdaptedActivities.endedAt),
      ),
    )
    .returning({ patientId: patientAdaptedActivities.patientId });
  return rows.length > 0;
}

export async function insertActivity(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  values: {
    name: string;
    description: string | null;
    schedule: string | null;
    videoKey: string | null;
  },
): Promise<ActivityRow> {
  const [row] = await scope.db
    .insert(adaptedActivities)
    .values({ ...values, establishmentId })
    .returning(columns);
  return row!;
}

/** Archives the activity and ends its enrolments; returns the patients who took part. */
export async function archiveActivity(
  scope: Scope,
  { id }: ActivityGrant<ActivityRow> & { activityGranted: 'write' },
): Promise<string[]> {
  await scope.db
    .update(adaptedActivities)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(adaptedActivities.id, id));
  const ended = await scope.db
    .update(patientAdaptedActivities)
    .set({ endedAt: sql`now()` })
    .where(
      and(eq(patientAdaptedActivities.activityId, id), isNull(patientAdaptedActivities.endedAt)),
    )
    .returning({ patientId: patientAdaptedActivities.patientId });
  return ended.map((row) => row.patientId);
}

/** The patients of the establishment taking part in the activity, by name. */
export async function listParticipants(
  scope: Scope,
  { id: activityId }: ActivityGrant<ActivityRow>,
  { establishmentId }: EstablishmentGrant,
) {
  return scope.db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      enrolledAt: patientAdaptedActivities.enrolledAt,
    })
    .from(patientAdaptedActivities)
    .innerJoin(patients, eq(patients.id, patientAdaptedActivities.patientId))
    .where(
      and(
        eq(patientAdaptedActivities.activityId, activityId),
        isNull(patientAdaptedActivities.endedAt),
        eq(patients.establishmentId, establishmentId),
        isNull(patients.archivedAt),
      ),
    )
    .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.id));
}
