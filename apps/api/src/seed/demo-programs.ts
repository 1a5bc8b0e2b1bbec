/**
 * The demo rehabilitator's program work (docs/decisions/api-demo-data.md): exercises they and a
 * colleague liked, so that the library shows likes and the "liked" filter finds some, and the
 * invitation of the second establishment to join its team, to answer on their profile. Their own
 * programs come from demo.ts. Written after the builder's rows, in a few inserts.
 */
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@oxilio/domain';
import type { DbExecutor } from '../db/client';
import {
  establishmentInvitations,
  establishments,
  exerciseLikes,
  rehabilitators,
  users,
} from '../db/schema';
import { at } from './builder';

/** The establishment that invites the demo rehabilitator (built in demo.ts). */
const invitingEstablishment = 'Centre de rééducation Am Park';

/** The demo rehabilitator (demoAccounts.rehabilitator in demo.ts). */
const rehabilitatorEmail = 'reeducateur@demo.oxilio.test';

/** Exercise ids liked, by the rehabilitator's email. */
const likes: Record<string, readonly number[]> = {
  [rehabilitatorEmail]: [3, 8, 14, 22, 31, 45],
  'sophie.hoffmann@demo.oxilio.test': [3, 14, 27, 45, 60],
  'coordinateur@demo.oxilio.test': [8, 45],
};

/** Writes the likes and the invitation; returns how many rows it wrote. */
export async function demoPrograms(executor: DbExecutor, today: string): Promise<number> {
  const staff = await executor
    .select({ id: rehabilitators.id, email: users.email })
    .from(rehabilitators)
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(inArray(users.email, Object.keys(likes)));
  const idOf = new Map(staff.map((row) => [row.email, row.id]));
  const likeRows = Object.entries(likes).flatMap(([email, exerciseIds]) => {
    const reeducatorId = idOf.get(email);
    return reeducatorId
      ? exerciseIds.map((exerciseId, index) => ({
          reeducatorId,
          exerciseId,
          createdAt: at(addDays(today, -30 + index * 3), 11),
        }))
      : [];
  });
  if (likeRows.length > 0) {
    await executor.insert(exerciseLikes).values(likeRows).onConflictDoNothing();
  }
  const [establishment] = await executor
    .select({ id: establishments.id })
    .from(establishments)
    .where(eq(establishments.name, invitingEstablishment));
  const reeducatorId = idOf.get(rehabilitatorEmail);
  if (!establishment || !reeducatorId) {
    return likeRows.length;
  }
  await executor.insert(establishmentInvitations).values({
    establishmentId: establishment.id,
    reeducatorId,
    origin: 'establishment',
    status: 'pending',
    createdAt: at(addDays(today, -1), 16),
    expiresAt: at(addDays(today, 13), 16),
  });
  return likeRows.length + 1;
}
