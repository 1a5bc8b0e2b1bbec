/**
 * Data access of the patients module. Each function is one query (joins, no query per row), on
 * the scope's database or transaction; a patient's data is reached through the grant the scope's
 * check returned (docs/decisions/api-access-scope.md).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AccountGrant, PatientGrant, Scope } from '../../policy/scope';
import {
  dailyMetrics,
  deviceAssignments,
  devices,
  establishmentRehabilitators,
  establishments,
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

/** A patient record the caller reaches: a patient they may act on, or their own. */
type PatientRecord = PatientGrant | (AccountGrant & { patientId: string });

export async function findPatient(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db.select().from(patients).where(eq(patients.id, patientId));
  return row ?? null;
}

/** The device associated with the patient now, if any. */
export async function currentDevice(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
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

export async function pathologiesOf(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select({ pathology: patientPathologies.pathology, isMain: patientPathologies.isMain })
    .from(patientPathologies)
    .where(eq(patientPathologies.patientId, patientId))
    .orderBy(asc(patientPathologies.pathology));
}

export async function updatePatient(
  scope: Scope,
  { patientId }: PatientRecord,
  values: Partial<typeof patients.$inferInsert>,
) {
  await scope.db
    .update(patients)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(patients.id, patientId));
}

/** Changes the caller's own account (`scope.ownAccount`), or the account of a patient (by grant). */
export async function updateUser(
  scope: Scope,
  account: AccountGrant | (PatientGrant & { userId: string }),
  values: Partial<typeof users.$inferInsert>,
) {
  const [row] = await scope.db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, account.userId))
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
  scope: Scope,
  { patientId }: PatientGrant,
  pathologies: readonly number[],
  main: number | null,
) {
  await scope.db.delete(patientPathologies).where(eq(patientPathologies.patientId, patientId));
  if (pathologies.length > 0) {
    await scope.db
      .insert(patientPathologies)
      .values(
        pathologies.map((pathology) => ({ patientId, pathology, isMain: pathology === main })),
      );
  }
}

/** Rehabilitators with an accepted, not ended link. */
export async function linkedRehabilitators(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
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

/**
 * The rehabilitators following the patient now (accepted, not ended follow-ups), oldest first: the
 * first is the main one, as in the rehabilitator's list. Each with the establishments whose team the
 * rehabilitator is in (one query; the team as a JSON array). The patient's care team and the
 * manager's follow-up card both read it (`followUps` module).
 */
export async function followingRehabilitators(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select({
      followUpId: patientRehabilitators.id,
      reeducatorId: rehabilitators.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: rehabilitators.profession,
      since:
        sql<Date>`coalesce(${patientRehabilitators.answeredAt}, ${patientRehabilitators.createdAt})`.mapWith(
          patientRehabilitators.createdAt,
        ),
      establishments: sql<{ establishmentId: string; name: string }[]>`coalesce((
        select json_agg(json_build_object('establishmentId', e.id, 'name', e.name) order by e.name)
        from ${establishmentRehabilitators} er
        join ${establishments} e on e.id = er.establishment_id
        where er.reeducator_id = ${rehabilitators.id} and er.left_at is null
          and e.archived_at is null
      ), '[]'::json)`,
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
    .orderBy(
      sql`coalesce(${patientRehabilitators.answeredAt}, ${patientRehabilitators.createdAt})`,
      asc(patientRehabilitators.id),
    );
}

/**
 * Ends the patient's follow-up `followUpId` (accepted, not ended) as the patient: false when there
 * was none to end (ended meanwhile).
 */
export async function endFollowUpByPatient(
  scope: Scope,
  { patientId }: PatientGrant,
  followUpId: string,
): Promise<boolean> {
  const rows = await scope.db
    .update(patientRehabilitators)
    .set({ endedAt: sql`now()`, endedBy: 'patient' })
    .where(
      and(
        eq(patientRehabilitators.id, followUpId),
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.status, 'accepted'),
        isNull(patientRehabilitators.endedAt),
      ),
    )
    .returning({ id: patientRehabilitators.id });
  return rows.length === 1;
}

/** The patient's follow-up `followUpId` in any state (locked for the change), or null. */
export async function findFollowUp(scope: Scope, { patientId }: PatientGrant, followUpId: string) {
  const [row] = await scope.db
    .select({
      id: patientRehabilitators.id,
      reeducatorId: patientRehabilitators.reeducatorId,
      status: patientRehabilitators.status,
      endedAt: patientRehabilitators.endedAt,
    })
    .from(patientRehabilitators)
    .where(
      and(eq(patientRehabilitators.id, followUpId), eq(patientRehabilitators.patientId, patientId)),
    )
    .for('update');
  return row ?? null;
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

/**
 * The invitations the patient answers and the requests they made. A manager's request to a
 * rehabilitator (origin 'establishment') is between professionals: the rehabilitator answers it,
 * and the patient sees its outcome among who follows them.
 */
export async function pendingInvitations(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select(invitationColumns)
    .from(patientRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, patientRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.status, 'pending'),
        sql`${patientRehabilitators.origin} <> 'establishment'`,
      ),
    )
    .orderBy(asc(patientRehabilitators.createdAt));
}

export async function findInvitation(
  scope: Scope,
  { patientId }: PatientGrant,
  invitationId: string,
) {
  const [row] = await scope.db
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
  scope: Scope,
  { patientId }: PatientGrant,
  invitationId: string,
  accepted: boolean,
): Promise<boolean> {
  const rows = await scope.db
    .update(patientRehabilitators)
    .set({ status: accepted ? 'accepted' : 'refused', answeredAt: sql`now()` })
    .where(
      and(
        eq(patientRehabilitators.id, invitationId),
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.status, 'pending'),
      ),
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

export async function relativesOf(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select(relativeColumns)
    .from(patientRelatives)
    .where(and(eq(patientRelatives.patientId, patientId), isNull(patientRelatives.removedAt)))
    .orderBy(asc(patientRelatives.createdAt), asc(patientRelatives.id));
}

export async function insertRelative(
  scope: Scope,
  { patientId }: PatientGrant,
  values: Omit<typeof patientRelatives.$inferInsert, 'patientId'>,
) {
  const [row] = await scope.db
    .insert(patientRelatives)
    .values({ ...values, patientId })
    .returning(relativeColumns);
  return row!;
}

/** Marks a relative removed; false when there is no such (current) relative of the patient. */
export async function removeRelative(
  scope: Scope,
  { patientId }: PatientGrant,
  relativeId: string,
): Promise<boolean> {
  const rows = await scope.db
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
export async function starTotals(scope: Scope, { patientId }: PatientGrant, monthStart: string) {
  const [row] = await scope.db
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

export async function daysOf(scope: Scope, { patientId }: PatientGrant, days: string[]) {
  return scope.db
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

/** The ranks (reference data, the same for everyone). */
export async function allRanks(scope: Scope) {
  return scope.db.select().from(ranks).orderBy(asc(ranks.minStars));
}

export async function ranksOf(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
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

export async function tagsOf(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
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

export async function countPendingFromRehabilitators(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
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
