/** Queries of the debug outbox. */
import { desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { emailOutbox } from '../../db/schema';

/** The newest `limit` messages, only those to `to` when given (a normalised address). */
export async function listOutbox(executor: DbExecutor, to: string | undefined, limit: number) {
  return executor
    .select()
    .from(emailOutbox)
    .where(to === undefined ? undefined : eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
