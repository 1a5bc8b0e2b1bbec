/**
 * Queries of an establishment's team (its rehabilitators), on the scope's database or transaction,
 * within the establishment, invitation or profile the scope granted.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  establishmentRehabilitators,
  patientRehabilitators,
  patients,
  rehabilitators,
  users,
} from '../../db/schema';
import type {
  EstablishmentGrant,
  RehabilitatorProfileGrant,
  Scope,
  TeamInvitationGrant,
} from '../../policy/scope';

export const teamColumns = {
  reeducatorId: rehabilitators.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  profession: rehabilitators.profession,
};

export async function listTeam(scope: Scope, { establishmentId }: EstablishmentGrant) {
  return scope.db
    .select({ ...teamColumns, joinedAt: establishmentRehabilitators.joinedAt })
    .from(establishmentRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, establishmentRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(establishmentRehabilitators.establishmentId, establishmentId),
        isNull(establishmentRehabilitators.leftAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function isInTeam(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  rehabilitatorId: string,
) {
  const [row] = await scope.db
    .select({ reeducatorId: establishmentRehabilitators.reeducatorId })
    .from(establishmentRehabilitators)
    .where(
      and(
        eq(establishmentRehabilitators.establishmentId, establishmentId),
        eq(establishmentRehabilitators.reeducatorId, rehabilitatorId),
        isNull(establishmentRehabilitators.leftAt),
      ),
    );
  return row !== undefined;
}

export async function findRehabilitatorProfile(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorProfileGrant,
) {
  const [row] = await scope.db
    .select({ ...teamColumns, userId: users.id })
    .from(rehabilitators)
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(eq(rehabilitators.id, rehabilitatorId));
  return row ?? null;
}
/** The rehabilitator leaves the team; false when they were not in it. */
export async function leaveTeam(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  rehabilitatorId: string,
): Promise<boolean> {
  const removed = await scope.db
    .update(establishmentRehabilitators)
    .set({ leftAt: sql`now()` })
    .where(
      and(
        eq(establishmentRehabilitators.establishmentId, establishmentId),
        eq(establishmentRehabilitators.reeducatorId, rehabilitatorId),
        isNull(establishmentRehabilitators.leftAt),
      ),
    )
    .returning({ reeducatorId: establishmentRehabilitators.reeducatorId });
  return removed.length > 0;
}

/**
 * A rehabilitator leaving an establishment's team stops following its patients: their accepted
 * links end, their pending requests are cancelled (docs/decisions/api-team-removal.md). Links
 * with patients of other establishments, or of none, stay. Returns the patients concerned.
 */
export async function endFollowUpsInEstablishment(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
  rehabilitatorId: string,
): Promise<{ patientId: string; was: 'accepted' | 'pending' }[]> {
  const executor = scope.db;
  const ofEstablishment = inArray(
    patientRehabilitators.patientId,
    executor
      .select({ id: patients.id })
      .from(patients)
      .where(eq(patients.establishmentId, establishmentId)),
  );
  const mine = and(
    eq(patientRehabilitators.reeducatorId, rehabilitatorId),
    isNull(patientRehabilitators.endedAt),
    ofEstablishment,
  );
  const ended = await executor
    .update(patientRehabilitators)
    .set({ endedAt: sql`now()` })
    .where(and(mine, eq(patientRehabilitators.status, 'accepted')))
    .returning({ patientId: patientRehabilitators.patientId });
  const cancelled = await executor
    .update(patientRehabilitators)
    .set({ status: 'cancelled', answeredAt: sql`now()` })
    .where(and(mine, eq(patientRehabilitators.status, 'pending')))
    .returning({ patientId: patientRehabilitators.patientId });
  return [
    ...ended.map((row) => ({ patientId: row.patientId, was: 'accepted' as const })),
    ...cancelled.map((row) => ({ patientId: row.patientId, was: 'pending' as const })),
  ];
}

/** The rehabilitator of the accepted invitation joins the team (again, if they had left it). */
export async function joinTeam(
  scope: Scope,
  { establishmentId, rehabilitatorId }: TeamInvitationGrant,
): Promise<void> {
  await scope.db
    .insert(establishmentRehabilitators)
    .values({ establishmentId, reeducatorId: rehabilitatorId })
    .onConflictDoUpdate({
      target: [
        establishmentRehabilitators.establishmentId,
        establishmentRehabilitators.reeducatorId,
      ],
      set: { leftAt: null, joinedAt: sql`now()` },
    });
}

/** `userId`: the account of the granted rehabilitator (`findRehabilitatorProfile`). */
export async function updateAccount(
  scope: Scope,
  _profile: RehabilitatorProfileGrant,
  userId: string,
  changes: Pick<Partial<typeof users.$inferInsert>, 'firstName' | 'lastName' | 'phone'>,
): Promise<void> {
  await scope.db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateProfession(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorProfileGrant,
  profession: string | null,
): Promise<void> {
  await scope.db
    .update(rehabilitators)
    .set({ profession })
    .where(eq(rehabilitators.id, rehabilitatorId));
}
