/**
 * Opens the database behind one Drizzle type: PGlite (embedded, data under DATA_DIR) by default,
 * node-postgres when DATABASE_URL is set. Same schema, same migrations, same queries.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, as given by `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What repositories take: the database or a transaction, so that services decide the boundary. */
export type DbExecutor = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies the committed migrations (apps/api/drizzle); safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The committed migrations, wherever the process was started from. */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Wraps an open PGlite instance (a directory, memory, or a loaded dump). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Opens PGlite in `dataDir` (created if missing), or in memory when `dataDir` is null. */
export async function openPglite(dataDir: string | null): Promise<Database> {
  if (dataDir !== null) {
    await mkdir(dataDir, { recursive: true });
  }
  const client = dataDir === null ? await PGlite.create() : await PGlite.create(dataDir);
  return fromPglite(client);
}

/** Arbitrary constant: serialises migrations when several API instances start together. */
const migrationLockKey = 0x0a11c0;

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The database the configuration asks for: DATABASE_URL, else PGlite under DATA_DIR/pglite. */
export async function openDatabase(config: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl);
  }
  return openPglite(join(config.dataDir, 'pglite'));
}

/**
 * Runs independent reads at once on the database (the pool spreads them), and one after the other
 * in a transaction, whose single connection takes one query at a time (node-postgres deprecates
 * queueing a query on a busy client).
 */
export async function concurrently<T extends readonly unknown[]>(
  executor: DbExecutor,
  tasks: { readonly [K in keyof T]: () => PromiseLike<T[K]> },
): Promise<T> {
  if (!(executor instanceof PgTransaction)) {
    return (await Promise.all(tasks.map((task) => task()))) as unknown as T;
  }
  const results: unknown[] = [];
  for (const task of tasks) {
    results.push(await task());
  }
  return results as unknown as T;
}

/** Names of the statements `executePrepared` has named, by text (bounded, see below). */
const preparedNames = new Map<string, string>();
const maxPreparedStatements = 100;

interface SessionOf {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<{ rows: unknown[] }> };
  };
}

/**
 * Runs `query` like `executor.execute(query)`, as a named prepared statement: on PostgreSQL each
 * connection plans it once instead of at every call (planning was a third of a stats call's
 * database time). The first 100 distinct texts get a name, later ones run unnamed, so that queries
 * built from user input (the metric keys of a stats call) cannot grow the server's memory without
 * bound. PGlite ignores the name. Goes through Drizzle's session: its logger sees the statement.
 */
export async function executePrepared<Row>(executor: DbExecutor, query: SQL): Promise<Row[]> {
  const { dialect, session } = executor as unknown as SessionOf;
  const built = dialect.sqlToQuery(query);
  let name = preparedNames.get(built.sql);
  if (name === undefined && preparedNames.size < maxPreparedStatements) {
    name = `oxilio_${preparedNames.size + 1}`;
    preparedNames.set(built.sql, name);
  }
  const result = await session.prepareQuery(built, undefined, name, false).execute();
  return result.rows as Row[];
}
