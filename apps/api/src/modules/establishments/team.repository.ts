/** Queries of an establishment's team (its rehabilitators). */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  establishmentRehabilitators,
  patientRehabilitators,
  patients,
  rehabilitators,
  users,
} from '../../db/schema';

export const teamColumns = {
  reeducatorId: rehabilitators.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  profession: rehabilitators.profession,
};

export async function listTeam(executor: DbExecutor, establishmentId: string) {
  return executor
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
  executor: DbExecutor,
  establishmentId: string,
  rehabilitatorId: string,
) {
  const [row] = await executor
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

export async function findRehabilitatorProfile(executor: DbExecutor, rehabilitatorId: string) {
  const [row] = await executor
    .select({ ...teamColumns, userId: users.id })
    .from(rehabilitators)
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(eq(rehabilitators.id, rehabilitatorId));
  return row ?? null;
}
/** The rehabilitator leaves the team; false when they were not in it. */
export async function leaveTeam(
  executor: DbExecutor,
  establishmentId: string,
  rehabilitatorId: string,
): Promise<boolean> {
  const removed = await executor
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
  executor: DbExecutor,
  establishmentId: string,
  rehabilitatorId: string,
): Promise<{ patientId: string; was: 'accepted' | 'pending' }[]> {
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

/** The rehabilitator joins the team (again, if they had left it). */
export async function joinTeam(
  executor: DbExecutor,
  establishmentId: string,
  rehabilitatorId: string,
): Promise<void> {
  await executor
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

export async function updateAccount(
  executor: DbExecutor,
  userId: string,
  changes: Pick<Partial<typeof users.$inferInsert>, 'firstName' | 'lastName' | 'phone'>,
): Promise<void> {
  await executor
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updateProfession(
  executor: DbExecutor,
  rehabilitatorId: string,
  profession: string | null,
): Promise<void> {
  await executor
    .update(rehabilitators)
    .set({ profession })
    .where(eq(rehabilitators.id, rehabilitatorId));
}
