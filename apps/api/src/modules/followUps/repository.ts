/**
 * Queries of the manager's follow-up calls, on the scope's database or transaction, within the
 * patient the scope granted (`scope.patient(id, 'assignCare')`) and the establishment it manages.
 * Who follows the patient is the patients module's `followingRehabilitators` (one query for the
 * patient's care team and the manager's card).
 */
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { patientRehabilitators, patients, rehabilitators, users } from '../../db/schema';
import type { PatientGrant, Scope } from '../../policy/scope';

/** The patient's functional capacity and archiving, and whether they have objectives of their own. */
export async function patientState(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
    .select({
      functionalCapacity: patients.functionalCapacity,
      archivedAt: patients.archivedAt,
      ownObjectives: sql<boolean>`exists (
        select 1 from objectives o where o.patient_id = ${patientId}
      )`,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row ?? null;
}

const requester = alias(users, 'requester');

const requestColumns = {
  id: patientRehabilitators.id,
  status: patientRehabilitators.status,
  createdAt: patientRehabilitators.createdAt,
  answeredAt: patientRehabilitators.answeredAt,
  reeducatorId: rehabilitators.id,
  firstName: users.firstName,
  lastName: users.lastName,
  profession: rehabilitators.profession,
  requesterFirstName: requester.firstName,
  requesterLastName: requester.lastName,
};

export type RequestRow = {
  id: string;
  status: string;
  createdAt: Date;
  answeredAt: Date | null;
  reeducatorId: string;
  firstName: string;
  lastName: string;
  profession: string | null;
  requesterFirstName: string | null;
  requesterLastName: string | null;
};

/**
 * The requests made by the establishment for the patient: pending ones, and those answered no (refused or
 * cancelled) after `answeredSince`, newest first.
 */
export async function establishmentRequests(
  scope: Scope,
  { patientId }: PatientGrant,
  answeredSince: Date,
): Promise<RequestRow[]> {
  return scope.db
    .select(requestColumns)
    .from(patientRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, patientRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .leftJoin(requester, eq(requester.id, patientRehabilitators.requestedByUserId))
    .where(
      and(
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.origin, 'establishment'),
        or(
          and(eq(patientRehabilitators.status, 'pending'), isNull(patientRehabilitators.endedAt)),
          and(
            inArray(patientRehabilitators.status, ['refused', 'cancelled']),
            gt(patientRehabilitators.answeredAt, answeredSince),
          ),
        ),
      ),
    )
    .orderBy(desc(patientRehabilitators.createdAt), desc(patientRehabilitators.id));
}

/** The open (pending or accepted, not ended) link between the patient and the rehabilitator. */
export async function openLink(scope: Scope, { patientId }: PatientGrant, rehabilitatorId: string) {
  const [row] = await scope.db
    .select({ id: patientRehabilitators.id, status: patientRehabilitators.status })
    .from(patientRehabilitators)
    .where(
      and(
        eq(patientRehabilitators.patientId, patientId),
        eq(patientRehabilitators.reeducatorId, rehabilitatorId),
        inArray(patientRehabilitators.status, ['pending', 'accepted']),
        isNull(patientRehabilitators.endedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/** A new request of the establishment (origin 'establishment'), asked by the caller. */
export async function insertRequest(
  scope: Scope,
  { patientId }: PatientGrant,
  rehabilitatorId: string,
): Promise<string> {
  const [row] = await scope.db
    .insert(patientRehabilitators)
    .values({
      patientId,
      reeducatorId: rehabilitatorId,
      origin: 'establishment',
      requestedByUserId: scope.user.userId,
    })
    .returning({ id: patientRehabilitators.id });
  return row!.id;
}

/** One request of the establishment for the patient, by id. */
export async function findRequest(
  scope: Scope,
  { patientId }: PatientGrant,
  requestId: string,
): Promise<RequestRow | null> {
  const [row] = await scope.db
    .select(requestColumns)
    .from(patientRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, patientRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .leftJoin(requester, eq(requester.id, patientRehabilitators.requestedByUserId))
    .where(
      and(eq(patientRehabilitators.id, requestId), eq(patientRehabilitators.patientId, patientId)),
    );
  return row ?? null;
}
