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
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread';
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

/**
 * Wraps an open PGlite instance (a directory, memory, or a loaded dump), or the client of PGlite
 * running in a worker thread (./pglite-thread.ts), which answers the driver's calls the same way.
 */
export function fromPglite(client: PGlite | PgliteThreadClient): Database {
  const db = drizzlePglite({ client: client as PGlite, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/**
 * Opens PGlite in `dataDir` (created if missing), or in memory when `dataDir` is null; in a worker
 * thread when `thread` is set (the server's default, see config.ts).
 */
export async function openPglite(
  dataDir: string | null,
  options: { thread?: boolean } = {},
): Promise<Database> {
  if (dataDir !== null) {
    await mkdir(dataDir, { recursive: true });
  }
  if (options.thread) {
    return fromPglite(await openPgliteThread({ dataDir }));
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
  pgliteThread?: boolean;
}): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl);
  }
  return openPglite(join(config.dataDir, 'pglite'), { thread: config.pgliteThread });
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

/** Statement names given so far, by text (bounded, see `runTemplate`). */
const statementNames = new Map<string, string>();
const maxStatements = 100;

interface PreparedQuery {
  execute(values: Record<string, unknown>): Promise<{ rows: unknown[] }>;
}

interface SessionOf {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): PreparedQuery;
  };
}

/** Prepared statements by database (or transaction), then by shape. */
const templates = new WeakMap<object, Map<string, PreparedQuery>>();

/**
 * Runs the statement `build()` returns, whose values are `sql.placeholder(name)`s filled from
 * `values`, like `executor.execute()` would. The statement is built (Drizzle) and prepared once
 * per `shape` and database, and named: on PostgreSQL each connection plans it once instead of at
 * every call (building and planning were a sixth of a stats call). Only the first 100 shapes are
 * kept and named, so that statements shaped by user input (the metric keys of a stats call) cannot
 * grow memory, here or in the server, without bound; later ones are built and run unnamed.
 * PGlite ignores the name. Drizzle's logger sees every execution.
 */
export async function runTemplate<Row>(
  executor: DbExecutor,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const { dialect, session } = executor as unknown as SessionOf;
  let byShape = templates.get(executor);
  if (!byShape) {
    byShape = new Map();
    templates.set(executor, byShape);
  }
  let prepared = byShape.get(shape);
  if (!prepared) {
    const query = dialect.sqlToQuery(build());
    let name = statementNames.get(query.sql);
    if (name === undefined && statementNames.size < maxStatements) {
      name = `oxilio_${statementNames.size + 1}`;
      statementNames.set(query.sql, name);
    }
    prepared = session.prepareQuery(query, undefined, name, false);
    if (name !== undefined && byShape.size < maxStatements) {
      byShape.set(shape, prepared);
    }
  }
  const result = await prepared.execute(values);
  return result.rows as Row[];
}
