/**
 * Test databases (docs/decisions/api-test-database-isolation.md): a migrated template is made
 * once per run (global-setup.ts), and each test file gets its own copy of it:
 * - PGlite: a dump of the migrated data directory, loaded in memory (about 0.5 s);
 * - DATABASE_URL: `CREATE DATABASE ... TEMPLATE` on the server (tens of milliseconds).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, migrationsFolder, openPostgres, type Database } from '../src/db/client';
import { openPgliteThread } from '../src/db/pglite-thread';

export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; templateName: string; runId: string };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestDatabase: TestDatabaseTemplate;
  }
}

const cacheDir = fileURLToPath(new URL('../.data-test', import.meta.url));

/** Identifies the migrations and the PGlite version: a cached template is reused only if both match. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pgliteVersion = JSON.parse(
    await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
  ).version as string;
  hash.update(pgliteVersion);
  for (const directory of [migrationsFolder, join(migrationsFolder, 'meta')]) {
    for (const name of (await readdir(directory)).sort()) {
      const path = join(directory, name);
      if ((await stat(path)).isFile()) {
        hash.update(name).update(await readFile(path));
      }
    }
  }
  return hash.digest('hex').slice(0, 16);
}

export function databaseUrlWithName(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs once per test run, in the main process. */
export async function prepareTemplate(): Promise<TestDatabaseTemplate> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
    const templateName = `oxilio_test_${runId}_template`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${templateName}"`);
    } finally {
      await admin.end();
    }
    const database = openPostgres(databaseUrlWithName(serverUrl, templateName), 1);
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    return { kind: 'postgres', serverUrl, templateName, runId };
  }

  const dumpFile = join(cacheDir, `pglite-${await templateKey()}.tar`);
  const exists = await stat(dumpFile).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const client = await PGlite.create();
    const database = fromPglite(client);
    await database.migrate();
    const dump = await client.dumpDataDir('none');
    await database.close();
    await mkdir(cacheDir, { recursive: true });
    const partial = `${dumpFile}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, dumpFile);
  }
  return { kind: 'pglite', dumpFile };
}

/** Runs at the end of the run: drops what a PostgreSQL run created. */
export async function dropTemplate(template: TestDatabaseTemplate): Promise<void> {
  if (template.kind !== 'postgres') {
    return;
  }
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`oxilio_test_${template.runId}_%`],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await admin.end();
  }
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<Database> {
  if (template.kind === 'pglite') {
    // API_TEST_PGLITE_WORKER=1: each file's database in a worker thread, as the server runs it.
    if (process.env.API_TEST_PGLITE_WORKER === '1') {
      return fromPglite(await openPgliteThread({ dumpFile: template.dumpFile }));
    }
    const dump = await readFile(template.dumpFile);
    return fromPglite(await PGlite.create({ loadDataDir: new Blob([dump]) }));
  }
  const name = `oxilio_test_${template.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template.templateName}"`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(databaseUrlWithName(template.serverUrl, name), 4);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: template.serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
