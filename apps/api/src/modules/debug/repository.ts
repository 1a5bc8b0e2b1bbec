/** Queries of the debug outbox. */
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { emailOutbox, establishments } from '../../db/schema';

/**
 * The newest `limit` messages, only those to `to` when given (a normalised address), each with the
 * time zone of the establishment it is about (null without one).
 */
export async function listOutbox(executor: DbExecutor, to: string | undefined, limit: number) {
  return executor
    .select({ ...getTableColumns(emailOutbox), timeZone: establishments.timeZone })
    .from(emailOutbox)
    .leftJoin(establishments, eq(establishments.id, emailOutbox.establishmentId))
    .where(to === undefined ? undefined : eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
