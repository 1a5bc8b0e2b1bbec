/** Queries of an establishment's team (its rehabilitators). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { establishmentReeducators, reeducators, users } from '../../db/schema';

export const teamColumns = {
  reeducatorId: reeducators.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  profession: reeducators.profession,
};

export async function listTeam(executor: DbExecutor, establishmentId: string) {
  return executor
    .select({ ...teamColumns, joinedAt: establishmentReeducators.joinedAt })
    .from(establishmentReeducators)
    .innerJoin(reeducators, eq(reeducators.id, establishmentReeducators.reeducatorId))
    .innerJoin(users, eq(users.id, reeducators.userId))
    .where(
      and(
        eq(establishmentReeducators.establishmentId, establishmentId),
        isNull(establishmentReeducators.leftAt),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function isInTeam(
  executor: DbExecutor,
  establishmentId: string,
  reeducatorId: string,
) {
  const [row] = await executor
    .select({ reeducatorId: establishmentReeducators.reeducatorId })
    .from(establishmentReeducators)
    .where(
      and(
        eq(establishmentReeducators.establishmentId, establishmentId),
        eq(establishmentReeducators.reeducatorId, reeducatorId),
        isNull(establishmentReeducators.leftAt),
      ),
    );
  return row !== undefined;
}

export async function findReeducatorProfile(executor: DbExecutor, reeducatorId: string) {
  const [row] = await executor
    .select({ ...teamColumns, userId: users.id })
    .from(reeducators)
    .innerJoin(users, eq(users.id, reeducators.userId))
    .where(eq(reeducators.id, reeducatorId));
  return row ?? null;
}
/** The rehabilitator leaves the team; false when they were not in it. */
export async function leaveTeam(
  executor: DbExecutor,
  establishmentId: string,
  rehabilitatorId: string,
): Promise<boolean> {
  const removed = await executor
    .update(establishmentReeducators)
    .set({ leftAt: sql`now()` })
    .where(
      and(
        eq(establishmentReeducators.establishmentId, establishmentId),
        eq(establishmentReeducators.reeducatorId, rehabilitatorId),
        isNull(establishmentReeducators.leftAt),
      ),
    )
    .returning({ reeducatorId: establishmentReeducators.reeducatorId });
  return removed.length > 0;
}

/** The rehabilitator joins the team (again, if they had left it). */
export async function joinTeam(
  executor: DbExecutor,
  establishmentId: string,
  rehabilitatorId: string,
): Promise<void> {
  await executor
    .insert(establishmentReeducators)
    .values({ establishmentId, reeducatorId: rehabilitatorId })
    .onConflictDoUpdate({
      target: [establishmentReeducators.establishmentId, establishmentReeducators.reeducatorId],
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
  await executor.update(reeducators).set({ profession }).where(eq(reeducators.id, rehabilitatorId));
}
