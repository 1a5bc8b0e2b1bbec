/**
 * Data access of the patients module. Each function is one query (joins, no query per row).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  dailyMetrics,
  deviceAssignments,
  devices,
  patientPathologies,
  patientRanks,
  patientRehabilitators,
  patientRelatives,
  patients,
  patientTags,
  ranks,
  rehabilitators,
  tags,
  users,
} from '../../db/schema';

export async function findPatient(executor: DbExecutor, patientId: string) {
  const [row] = await executor.select().from(patients).where(eq(patients.id, patientId));
  return row ?? null;
}

/** The device associated with the patient now, if any. */
export async function currentDevice(executor: DbExecutor, patientId: string) {
  const [row] = await executor
    .select({
      deviceId: devices.id,
      serialNumber: devices.serialNumber,
      wheelType: deviceAssignments.wheelType,
      assignedAt: deviceAssignments.assignedAt,
    })
    .from(deviceAssignments)
    .innerJoin(devices, eq(devices.id, deviceAssignments.deviceId))
    .where(and(eq(deviceAssignments.patientId, patientId), isNull(deviceAssignments.unassignedAt)));
  return row ?? null;
}

export async function pathologiesOf(executor: DbExecutor, patientId: string) {
  return executor
    .select({ pathology: patientPathologies.pathology, isMain: patientPathologies.isMain })
    .from(patientPathologies)
    .where(eq(patientPathologies.patientId, patientId))
    .orderBy(asc(patientPathologies.pathology));
}

export async function updatePatient(
  executor: DbExecutor,
  patientId: string,
  values: Partial<typeof patients.$inferInsert>,
) {
  await executor
    .update(patients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(patients.id, patientId));
}

export async function updateUser(
  executor: DbExecutor,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await executor
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      roles: users.roles,
    });
  return row ?? null;
}

/** Replaces the pathology set of a patient (one delete, one insert). */
export async function replacePathologies(
  executor: DbExecutor,
  patientId: string,
  pathologies: readonly number[],
  main: number | null,
) {
  await executor.delete(patientPathologies).where(eq(patientPathologies.patientId, patientId));
  if (pathologies.length > 0) {
    await executor
      .insert(patientPathologies)
      .values(
        pathologies.map((pathology) => ({ patientId, pathology, isMain: pathology === main })),
      );
  }
}

/** Rehabilitators with an accepted, not ended link. */
export async function linkedRehabilitators(executor: DbExecutor, patientId: string) {
  return executor
    .select({
      reeducatorId: rehabilitators.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: rehabilitators.profession,
      since: patientRehabilitators.answeredAt,
    })
    .from(patientRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, patientRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.status, 'accepted'),
        isNull(patientRehabilitators.endedAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

const invitationColumns = {
  id: patientRehabilitators.id,
  origin: patientRehabilitators.origin,
  status: patientRehabilitators.status,
  createdAt: patientRehabilitators.createdAt,
  reeducatorId: rehabilitators.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profession: rehabilitators.profession,
};

export async function pendingInvitations(executor: DbExecutor, patientId: string) {
  return executor
    .select(invitationColumns)
    .from(patientRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, patientRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.status, 'pending'),
      ),
    )
    .orderBy(asc(patientRehabilitators.createdAt));
}

export async function findInvitation(
  executor: DbExecutor,
  patientId: string,
  invitationId: string,
) {
  const [row] = await executor
    .select(invitationColumns)
    .from(patientRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, patientRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(patientRehabilitators.id, invitationId),
        eq(patientRehabilitators.patientId, patientId),
      ),
    )
    .for('update', { of: patientRehabilitators });
  return row ?? null;
}

/** Answers a pending invitation; false when it was not pending any more (answered meanwhile). */
export async function answerInvitation(
  executor: DbExecutor,
  invitationId: string,
  accepted: boolean,
): Promise<boolean> {
  const rows = await executor
    .update(patientRehabilitators)
    .set({ status: accepted ? 'accepted' : 'refused', answeredAt: sql`now()` })
    .where(
      and(eq(patientRehabilitators.id, invitationId), eq(patientRehabilitators.status, 'pending')),
    )
    .returning({ id: patientRehabilitators.id });
  return rows.length === 1;
}

const relativeColumns = {
  id: patientRelatives.id,
  firstName: patientRelatives.firstName,
  lastName: patientRelatives.lastName,
  relationship: patientRelatives.relationship,
  phone: patientRelatives.phone,
  email: patientRelatives.email,
  createdAt: patientRelatives.createdAt,
};

export async function relativesOf(executor: DbExecutor, patientId: string) {
  return executor
    .select(relativeColumns)
    .from(patientRelatives)
    .where(and(eq(patientRelatives.patientId, patientId), isNull(patientRelatives.removedAt)))
    .orderBy(asc(patientRelatives.createdAt), asc(patientRelatives.id));
}

export async function insertRelative(
  executor: DbExecutor,
  values: typeof patientRelatives.$inferInsert,
) {
  const [row] = await executor.insert(patientRelatives).values(values).returning(relativeColumns);
  return row!;
}

/** Marks a relative removed; false when there is no such (current) relative of the patient. */
export async function removeRelative(
  executor: DbExecutor,
  patientId: string,
  relativeId: string,
): Promise<boolean> {
  const rows = await executor
    .update(patientRelatives)
    .set({ removedAt: sql`now()` })
    .where(
      and(
        eq(patientRelatives.id, relativeId),
        eq(patientRelatives.patientId, patientId),
        isNull(patientRelatives.removedAt),
      ),
    )
    .returning({ id: patientRelatives.id });
  return rows.length === 1;
}

// ----- recap -----

/** Star totals and the last measured day, in one query. */
export async function starTotals(executor: DbExecutor, patientId: string, monthStart: string) {
  const [row] = await executor
    .select({
      total: sql<number>`coalesce(sum(${dailyMetrics.stars}), 0)::float8`,
      month: sql<number>`coalesce(sum(${dailyMetrics.stars}) filter (where ${dailyMetrics.day} >= ${monthStart}), 0)::float8`,
      lastMeasuredDay: sql<
        string | null
      >`max(${dailyMetrics.day}) filter (where ${dailyMetrics.deviceId} is not null)::text`,
    })
    .from(dailyMetrics)
    .where(eq(dailyMetrics.patientId, patientId));
  return {
    total: Number(row?.total ?? 0),
    month: Number(row?.month ?? 0),
    lastMeasuredDay: row?.lastMeasuredDay ?? null,
  };
}

export async function daysOf(executor: DbExecutor, patientId: string, days: string[]) {
  return executor
    .select()
    .from(dailyMetrics)
    .where(
      and(
        eq(dailyMetrics.patientId, patientId),
        sql`${dailyMetrics.day} in (${sql.join(
          days.map((day) => sql`${day}`),
          sql`, `,
        )})`,
      ),
    );
}

export async function allRanks(executor: DbExecutor) {
  return executor.select().from(ranks).orderBy(asc(ranks.minStars));
}

export async function ranksOf(executor: DbExecutor, patientId: string) {
  return executor
    .select({
      id: ranks.id,
      nameKey: ranks.nameKey,
      minStars: ranks.minStars,
      seenAt: patientRanks.seenAt,
    })
    .from(patientRanks)
    .innerJoin(ranks, eq(ranks.id, patientRanks.rankId))
    .where(eq(patientRanks.patientId, patientId))
    .orderBy(desc(ranks.minStars));
}

export async function tagsOf(executor: DbExecutor, patientId: string) {
  return executor
    .select({
      id: tags.id,
      kind: tags.kind,
      threshold: tags.threshold,
      nameKey: tags.nameKey,
      earnedAt: patientTags.earnedAt,
      seenAt: patientTags.seenAt,
    })
    .from(patientTags)
    .innerJoin(tags, eq(tags.id, patientTags.tagId))
    .where(eq(patientTags.patientId, patientId))
    .orderBy(asc(patientTags.earnedAt), asc(tags.id));
}

export async function countPendingFromRehabilitators(executor: DbExecutor, patientId: string) {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(patientRehabilitators)
    .where(
      and(
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.status, 'pending'),
        eq(patientRehabilitators.origin, 'reeducator'),
      ),
    );
  return Number(row?.count ?? 0);
}
