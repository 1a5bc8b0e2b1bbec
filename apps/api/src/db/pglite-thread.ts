/**
 * PGlite in a worker thread (the server's default, PGLITE_WORKER=0 to turn off;
 * docs/decisions/api-pglite-worker.md):
 * the embedded database's WebAssembly and file system work run in `pglite-worker.mjs`, and the
 * API's main thread keeps HTTP, JSON and the application. The client below has what Drizzle's
 * PGlite driver calls, `query` and an interactive `transaction`, each a message to the worker.
 *
 * Semantics are PGlite's own: one statement at a time, a transaction holding the database until
 * it ends (other statements wait for it), errors carrying PostgreSQL's code and constraint.
 */
import { Worker } from 'node:worker_threads';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** The driver's parsers by type OID: the worker keeps these types as text (see the worker). */
  parsers?: Record<number, unknown>;
}

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export interface PgliteThreadClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  transaction<T>(run: (tx: Pick<PgliteThreadClient, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An error of the worker, with PostgreSQL's fields (code, constraint, detail…) as the driver's. */
class DatabaseError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
    this.name = 'DatabaseError';
  }
}

type Reply = { id: number; result?: unknown; error?: Record<string, unknown> };

/**
 * Starts the worker on `dataDir` (null: in memory) or on a dump (`dumpFile`, loaded in memory: the
 * API tests' databases) and resolves once PGlite is open in it. If the worker stops, every pending
 * and later statement fails with a message saying so.
 */
export async function openPgliteThread(
  from: { dataDir: string | null } | { dumpFile: string },
): Promise<PgliteThreadClient> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: from });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let stopped: Error | null = null;

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) {
      reject(stopped);
    }
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: Record<string, unknown> }) => {
      if (message.ready) {
        resolve();
      } else {
        reject(new DatabaseError(message.error ?? { message: 'PGlite did not open' }));
      }
    });
    worker.once('error', reject);
  });
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) {
      return;
    }
    pending.delete(reply.id);
    if (reply.error) {
      waiting.reject(new DatabaseError(reply.error));
    } else {
      waiting.resolve(reply.result);
    }
  });
  worker.on('error', (error) => stop(new Error(`The database worker failed: ${error.message}`)));
  worker.on('exit', (code) => stop(new Error(`The database worker stopped (exit code ${code})`)));

  const send = <T>(message: Record<string, unknown>): Promise<T> => {
    if (stopped) {
      return Promise.reject(stopped);
    }
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...message, id });
    });
  };

  const query =
    (tx?: number) =>
    (sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
      send<QueryResult>({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawTypes: Object.keys(options.parsers ?? {}).map(Number),
        tx,
      });

  return {
    query: query(),
    async transaction(run) {
      const { tx } = await send<{ tx: number }>({ op: 'begin' });
      let result;
      try {
        result = await run({ query: query(tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async close() {
      if (!stopped) {
        await send({ op: 'close' });
        stopped = new Error('The database is closed');
      }
      await worker.terminate();
    },
  };
}
