// PGlite in a worker thread (./pglite-thread.ts): the embedded database runs its WebAssembly and
// file system work here, beside the API's main thread, which only sends statements and receives
// rows. Plain JavaScript so that it starts the same under tsx, Vitest and Node.
//
// Messages in: { id, op: 'query', sql, params, rowMode, rawTypes, tx? } | { id, op: 'begin' } |
// { id, op: 'end', tx, commit } | { id, op: 'close' }. Out: { id, result } | { id, error }.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const keepText = (value) => value;

/**
 * The driver's parsers keep some types as text (timestamps, dates, intervals, their arrays): the
 * same types are kept as text here, the others parsed by PGlite as on the main thread. Built once
 * per list of types (the driver sends the same one with every statement).
 */
const parsersByTypes = new Map();
function parsersFor(rawTypes) {
  const key = rawTypes.join(',');
  let parsers = parsersByTypes.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
    parsersByTypes.set(key, parsers);
  }
  return parsers;
}

/** Open transactions by number: each holds PGlite's transaction until its `end` arrives. */
const transactions = new Map();
let nextTransaction = 1;

/** What the main thread needs of an error: its message and PostgreSQL's fields (code, constraint…). */
function describe(error) {
  const fields = { message: error instanceof Error ? error.message : String(error) };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (typeof value === 'string' || typeof value === 'number') {
        fields[key] = value;
      }
    }
  }
  return fields;
}

const post = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) => parentPort.postMessage({ id, error: describe(error) });

// A data directory, memory (null), or a dump loaded in memory (the API tests' databases).
const { dataDir = null, dumpFile = null } = workerData;
let pg;
try {
  pg = dumpFile
    ? await PGlite.create({ loadDataDir: new Blob([await readFile(dumpFile)]) })
    : dataDir === null
      ? await PGlite.create()
      : await PGlite.create(dataDir);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: describe(error) });
}

async function query(message) {
  const target = message.tx === undefined ? pg : transactions.get(message.tx)?.client;
  if (!target) {
    throw new Error(`No open transaction ${message.tx}`);
  }
  const { rows, fields, affectedRows } = await target.query(message.sql, message.params, {
    rowMode: message.rowMode,
    parsers: parsersFor(message.rawTypes),
  });
  return { rows, fields, affectedRows };
}

function begin(id) {
  const number = nextTransaction++;
  let finish;
  const ended = new Promise((resolve) => {
    finish = resolve;
  });
  const entry = { client: null, finish, done: null };
  transactions.set(number, entry);
  entry.done = pg
    .transaction(async (client) => {
      entry.client = client;
      post(id, { tx: number });
      const commit = await ended;
      if (!commit) {
        await client.rollback();
      }
    })
    .finally(() => transactions.delete(number));
  // Failing to open (or to commit) is reported to `end`, or here if it happened before the start.
  entry.done.catch((error) => {
    if (entry.client === null) {
      fail(id, error);
    }
  });
}

async function end(message) {
  const entry = transactions.get(message.tx);
  if (!entry) {
    throw new Error(`No open transaction ${message.tx}`);
  }
  entry.finish(message.commit);
  await entry.done;
  return {};
}

parentPort.on('message', (message) => {
  if (message.op === 'begin') {
    begin(message.id);
    return;
  }
  const run =
    message.op === 'query'
      ? query(message)
      : message.op === 'end'
        ? end(message)
        : message.op === 'close'
          ? pg.close().then(() => ({}))
          : Promise.reject(new Error(`Unknown operation ${message.op}`));
  run.then(
    (result) => post(message.id, result),
    (error) => fail(message.id, error),
  );
});
