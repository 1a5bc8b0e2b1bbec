/**
 * A PostgreSQL server for the tests that need a real one whatever the run (several-processes.test.ts):
 * - with DATABASE_URL (`.ci/run`'s second pass), that server: each `createDatabase()` is a fresh
 *   database on it, dropped by `stop()`;
 * - without, a throwaway server: `initdb` in a temporary directory, `pg_ctl start` on a free
 *   loopback port (as the `postgres` user when running as root: initdb refuses root, as `.ci/run`
 *   does), stopped and deleted by `stop()`.
 * The binaries are looked up as `npm test` does before it starts (scripts/test-tools.mjs: PG_BIN,
 * the PATH, /usr/local/bin, then /usr/lib/postgresql/<newest>/bin). None found: a clear error
 * saying what to install (no skipping).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './ports';
import { databaseUrlWithName } from './database';
import { findPostgresBinaries } from '../../../scripts/test-tools.mjs';

const run = promisify(execFile);

export interface TestPostgres {
  /** The server's `postgres` database (maintenance: create/drop databases). */
  readonly serverUrl: string;
  /** A new empty database on the server; returns its URL. */
  createDatabase(): Promise<string>;
  /** Drops the databases created, and stops the server if this helper started it. */
  stop(): Promise<void>;
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  const created: string[] = [];
  const prefix = `oxilio_proc_${randomBytes(3).toString('hex')}`;
  const withDatabases = (serverUrl: string, stopServer: () => Promise<void>): TestPostgres => ({
    serverUrl,
    async createDatabase() {
      const name = `${prefix}_${created.length}`;
      await onServer(serverUrl, `create database "${name}"`);
      created.push(name);
      return databaseUrlWithName(serverUrl, name);
    },
    async stop() {
      for (const name of created.splice(0)) {
        await onServer(serverUrl, `drop database if exists "${name}" with (force)`).catch(
          () => undefined,
        );
      }
      await stopServer();
    },
  });

  const given = process.env.DATABASE_URL;
  if (given) {
    return withDatabases(databaseUrlWithName(given, 'postgres'), async () => undefined);
  }

  const bin = findPostgresBinaries();
  if (!bin) {
    throw new Error(
      'This test needs the PostgreSQL server binaries (initdb, pg_ctl, postgres): ' +
        'apt-get install postgresql (Debian), or set PG_BIN to their directory, ' +
        'or DATABASE_URL to a server where the user may create databases.',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const directory = await mkdtemp(join(tmpdir(), 'oxilio-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(directory, Number(stdout.trim()), Number(group.trim()));
  }
  await chmod(directory, 0o700);
  const asPostgres = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);
  const dataDir = join(directory, 'data');
  const port = await freePort();
  await asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await asPostgres('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(directory, 'server.log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${directory} -c fsync=off`,
    'start',
  ]);
  const stopServer = async () => {
    await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(
      () => undefined,
    );
    await rm(directory, { recursive: true, force: true });
  };
  return withDatabases(`postgres://postgres@127.0.0.1:${port}/postgres`, stopServer);
}
