/**
 * Test helper of the API suite (pattern of fastify/demo's test/helper.ts). In a test file:
 *
 *   const ctx = useTestApp();                 // an app on this file's own database
 *   it('...', async () => {
 *     const world = await createWorld(ctx.app); // users of each role in two establishments
 *     const res = await call(ctx.app, 'GET', `/api/v1/patients/${world.a.patient.patientId}`, {
 *       token: world.a.rehabilitator.token,
 *     });
 *     expect(res.status).toBe(200);
 *   });
 *
 * Never a listening port: requests go through `app.inject`.
 */
import { debugTokenHeader } from '@oxilio/domain/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database } from '../src/db/client';
import { openTestDatabase } from './database';
import { modulesWithProbe } from './probe';

/** Cheap scrypt cost for tests (production parameters are tested in passwords.test.ts). */
export const testScrypt = { N: 1024, r: 8, p: 1 };

/** Configuration for tests: debug on (outbox route), silent, cheap hashing, generous limits. */
export function testConfig(change?: (config: Config) => void): Config {
  const config = loadConfig({
    DEBUG: '1',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-of-at-least-thirty-two-characters',
    DATA_DIR: '/nonexistent/oxilio-test-data',
    // Suites sign in and sign up many times from one address: limits tests set it back to 1.
    RATE_LIMIT_SCALE: '1000',
    HASHING_QUEUE: '1000',
  });
  config.auth.scrypt = testScrypt;
  // No background reads of ended sessions during a test (they would count as statements); tests
  // of revocation call `app.revocations.refresh()` or set a short period.
  config.auth.revocationPollMs = 3_600_000;
  // No archiving job in the background either: its tests run it with their own clock.
  config.jobs.archivingIntervalMs = 0;
  config.jobs.purgeIntervalMs = 0;
  // Links in emails as a deployment writes them, with the outbox route on to read them: a real
  // start refuses this mix (debug in real use), tests need both.
  config.publicUrl = 'https://portal.test';
  change?.(config);
  return config;
}

// One database per test file, shared by the apps the file builds.
let shared: { database: Promise<Database>; users: number } | null = null;

async function acquireDatabase(): Promise<Database> {
  shared ??= { database: openTestDatabase(inject('apiTestDatabase')), users: 0 };
  shared.users += 1;
  return shared.database;
}

async function releaseDatabase(): Promise<void> {
  if (!shared) {
    return;
  }
  shared.users -= 1;
  if (shared.users === 0) {
    const { database } = shared;
    shared = null;
    await (await database).close();
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export interface BuildTestOptions {
  config?: Config;
  /** Default: every module plus the test probe routes (test/probe.ts). */
  modules?: BuildOptions['modules'];
  /** Default: the systems' keys fetched over https (tests of a JWKS URL give their fetch). */
  clientAssertions?: BuildOptions['clientAssertions'];
  /** Default: none (tests of what is logged give theirs). */
  logger?: BuildOptions['logger'];
}

/** A ready app on this test file's database. Close it when done (or use `useTestApp`). */
export async function build(options: BuildTestOptions = {}): Promise<TestApp> {
  const database = await acquireDatabase();
  const app = await buildApp({
    config: options.config ?? testConfig(),
    database,
    logger: options.logger ?? false,
    modules: options.modules ?? modulesWithProbe,
    ...(options.clientAssertions ? { clientAssertions: options.clientAssertions } : {}),
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await releaseDatabase();
    },
  };
}

/** Builds an app before the tests of the file (or describe block) and closes it after. */
export function useTestApp(options: BuildTestOptions = {}): {
  readonly app: FastifyInstance;
  readonly database: Database;
} {
  let built: TestApp | null = null;
  beforeAll(async () => {
    built = await build(options);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = () => {
    if (!built) {
      throw new Error('useTestApp: the app is built in beforeAll');
    }
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
  };
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The parsed JSON body (undefined when empty or not JSON). */
  body: T;
  raw: string;
}

/** One request through `app.inject`, with an optional bearer token and JSON body. */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
  }
  const response = await app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
  let body: unknown;
  try {
    body = response.body ? JSON.parse(response.body) : undefined;
  } catch {
    body = undefined;
  }
  return {
    status: response.statusCode,
    headers: response.headers,
    body: body as T,
    raw: response.body,
  };
}

export interface OutboxEntry {
  to: string;
  template: string;
  subject: string;
  createdAt: string;
  timeZone: string;
  text: string | null;
  links: string[];
}

/** The debug token of an app, as the outbox asks for it. */
export function debugHeaders(app: FastifyInstance): Record<string, string> {
  return { [debugTokenHeader]: app.config.debugToken ?? '' };
}

/** The newest email sent to `to`, read through the debug outbox route. */
export async function latestEmail(app: FastifyInstance, to: string): Promise<OutboxEntry> {
  const res = await call<{ messages: OutboxEntry[] }>(
    app,
    'GET',
    `/api/v1/debug/outbox?to=${encodeURIComponent(to)}&limit=1`,
    { headers: debugHeaders(app) },
  );
  const message = res.body.messages[0];
  if (res.status !== 200 || !message) {
    throw new Error(`No email to ${to} in the outbox (status ${res.status})`);
  }
  return message;
}

/** The `token` query parameter of the first link of an email. */
export function tokenFromEmail(email: OutboxEntry): string {
  const link = email.links[0];
  const token = link ? new URL(link).searchParams.get('token') : null;
  if (!token) {
    throw new Error(`No token link in the email "${email.subject}"`);
  }
  return token;
}

/** Counts the rows of every table: equal counts before and after a refused request = nothing written. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const execute = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  tableNames ??= (
    await execute<{ name: string }>(
      `select table_name::text as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((row) => row.name);
  const rows = await execute<{ name: string; count: number }>(
    tableNames
      .map((name) => `select '${name}' as name, count(*)::int as count from public."${name}"`)
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}
let tableNames: string[] | undefined;

/**
 * A digest of the content of every table (md5 of its rows, in order): equal digests before and
 * after a refused request = not a row written, changed or deleted, whatever the counts say.
 */
export async function tableChecksums(database: Database): Promise<Record<string, string>> {
  const execute = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const names = tableNames ?? Object.keys(await rowCounts(database));
  const rows = await execute<{ name: string; digest: string }>(
    names
      .map(
        (name) =>
          `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from public."${name}" t`,
      )
      .join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

export const uniqueEmail = (label: string) =>
  `${label}.${Math.random().toString(36).slice(2, 10)}@example.test`;
