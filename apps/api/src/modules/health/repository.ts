/** The readiness query: how many migrations the database has applied. */
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** Applied migrations; throws when the database is not reachable or was never migrated. */
export async function appliedMigrationCount(executor: DbExecutor): Promise<number> {
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await executor.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? -1);
}
