/** Queries of the adapted activities (APA) module. */
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { adaptedActivities, patientAdaptedActivities, patients } from '../../db/schema';

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
  executor: DbExecutor,
  establishmentIds: readonly string[],
): Promise<ActivityRow[]> {
  return executor
    .select(columns)
    .from(adaptedActivities)
    .where(offeredIn(establishmentIds, true))
    .orderBy(
      sql`${adaptedActivities.establishmentId} is not null`,
      asc(adaptedActivities.name),
      asc(adaptedActivities.id),
    );
}

/** The same, for one patient, with whether they take part (one query). */
export async function listActivitiesOfPatient(
  executor: DbExecutor,
  patientId: string,
  establishmentId: string | null,
): Promise<(ActivityRow & { enrolled: boolean })[]> {
  const rows = await executor
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

export async function findActivity(executor: DbExecutor, id: string): Promise<ActivityRow | null> {
  const [row] = await executor
    .select(columns)
    .from(adaptedActivities)
    .where(and(eq(adaptedActivities.id, id), isNull(adaptedActivities.archivedAt)));
  return row ?? null;
}

export async function updateActivity(
  executor: DbExecutor,
  id: string,
  change: Partial<Pick<ActivityRow, 'name' | 'description' | 'schedule' | 'videoKey'>>,
): Promise<ActivityRow> {
  const [row] = await executor
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
  executor: DbExecutor,
  patientId: string,
  activityId: string,
): Promise<boolean> {
  const rows = await executor
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
  executor: DbExecutor,
  patientId: string,
  activityId: string,
): Promise<boolean> {
  const rows = await executor
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
  executor: DbExecutor,
  values: {
    establishmentId: string;
    name: string;
    description: string | null;
    schedule: string | null;
    videoKey: string | null;
  },
): Promise<ActivityRow> {
  const [row] = await executor.insert(adaptedActivities).values(values).returning(columns);
  return row!;
}

/** Archives the activity and ends its enrolments; returns the patients who took part. */
export async function archiveActivity(executor: DbExecutor, id: string): Promise<string[]> {
  await executor
    .update(adaptedActivities)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(adaptedActivities.id, id));
  const ended = await executor
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
  executor: DbExecutor,
  activityId: string,
  establishmentId: string,
) {
  return executor
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
