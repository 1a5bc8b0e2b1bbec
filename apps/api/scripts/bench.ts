/**
 * `npm run bench:api` (docs/performance.md): a load test of the API, not a test.
 *
 * 1. Builds a large establishment in a temporary PGlite directory: 500 patients with two years of
 *    daily device data (the simulator), a manager and rehabilitators.
 * 2. Starts the real server (src/server.ts) on 127.0.0.1 and a free port, in its own process, and a
 *    bare Fastify route in another, as the baseline.
 * 3. Measures each call for about 10 s at 10 connections with autocannon: a patient's stats
 *    (1 year, scale Day, 10 types), the establishment's PatientsStats (7 days, every patient),
 *    signin (rate limit raised for the run), and the bare route.
 * 4. Prints req/s and p99 latency of each, their ratio to the bare route, and the API process's
 *    peak memory (VmHWM); then stops both processes and deletes the directory.
 *
 * Options: BENCH_PATIENTS (500), BENCH_DAYS (730), BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
 * BENCH_WARMUP_SECONDS (2: each call first runs that long unmeasured),
 * BENCH_DATABASE_URL (none: PGlite). With BENCH_DATABASE_URL=postgres://user@host:port/db the same
 * measurements run on that PostgreSQL server: the script creates a throwaway database on it
 * (`oxilio_bench_<random>`, the URL's user needs CREATEDB), gives the API `DATABASE_URL` (its pool
 * of 10 connections), and drops the database at the end.
 *
 * For working on one call: BENCH_ONLY=stats,establishment,signin (a comma list; the bare route
 * always runs), BENCH_DATA=<name> keeps the data between runs (a PGlite directory, or with
 * BENCH_DATABASE_URL a database of that name; built when missing, never deleted), and
 * BENCH_API_NODE_OPTIONS adds Node flags to the API process (e.g. `--cpu-prof`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FunctionalCapacity, Pathology } from '@oxilio/domain';
import { hashPassword } from '../src/auth/passwords';
import { addDays, todayIn } from '../src/days';
import { owaspScrypt } from '../src/config';
import { openPglite, openPostgres } from '../src/db/client';
import { ensureExerciseCatalogue } from '../src/modules/exercises/catalogue';
import { ensureRanksAndTags } from '../src/modules/stats/stars';
import { SeedBuilder } from '../src/seed/builder';
import { createRandom } from '../src/simulator/random';

const patientCount = Number(process.env.BENCH_PATIENTS ?? 500);
const days = Number(process.env.BENCH_DAYS ?? 730);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const serverUrl = process.env.BENCH_DATABASE_URL || null;
const only = new Set(
  (process.env.BENCH_ONLY ?? 'stats,establishment,signin').split(',').map((name) => name.trim()),
);
const keptData = process.env.BENCH_DATA || null;
if (keptData && serverUrl && !/^[a-z_][a-z0-9_]*$/.test(keptData)) {
  throw new Error('BENCH_DATA must be a plain database name (a-z, 0-9, _) with BENCH_DATABASE_URL');
}
const apiNodeOptions = (process.env.BENCH_API_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
const managerEmail = 'manager@bench.oxilio.test';
const password = 'Bench-password-1';
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

const pathologyCycle = [3, 6, 4, 5, 2, 7, 8] as const satisfies readonly Pathology[];

/** `serverUrl` with another database name. */
function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance database (`postgres`). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl!, 'postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function buildData(dataDir: string, databaseUrl: string | null): Promise<{ today: string }> {
  const database = databaseUrl
    ? openPostgres(databaseUrl)
    : await openPglite(join(dataDir, 'pglite'));
  await database.migrate();
  const now = new Date();
  const today = todayIn('Europe/Paris', now);
  const passwordHash = await hashPassword(password, owaspScrypt);
  const builder = new SeedBuilder({
    random: createRandom('bench'),
    today,
    days,
    passwordHash,
    deviceSecretHash: passwordHash,
    now,
  });
  await ensureExerciseCatalogue(database.db);
  await ensureRanksAndTags(database.db);
  const establishmentId = builder.establishment({
    name: 'Bench establishment',
    type: 'nursing_home',
    town: 'Metz',
    county: 'FR',
    timeZone: 'Europe/Paris',
  });
  builder.manager(
    builder.user({
      email: managerEmail,
      firstName: 'Bench',
      lastName: 'Manager',
      roles: ['responsable'],
    }),
    establishmentId,
    'Director',
  );
  const rehabilitatorIds = Array.from({ length: 5 }, (_, index) =>
    builder.rehabilitator(
      builder.user({
        email: `rehab${index}@bench.oxilio.test`,
        firstName: 'Bench',
        lastName: `Rehab ${index}`,
        roles: ['reeducator'],
      }),
      'physiotherapist',
      [establishmentId],
    ),
  );
  for (let index = 0; index < patientCount; index += 1) {
    const { patientId } = builder.patient({
      establishmentId,
      firstName: `Patient${index}`,
      lastName: 'Bench',
      email: null,
      birthDate: '1950-01-01',
      pathologies: [pathologyCycle[index % pathologyCycle.length]!],
      functionalCapacity: ((index % 4) + 1) as FunctionalCapacity,
      device: { serialNumber: `BENCH-${index}`, wheelType: 'standard' },
      seed: `bench-${index}`,
    });
    builder.rows.patientRehabilitators.push({
      patientId,
      reeducatorId: rehabilitatorIds[index % rehabilitatorIds.length]!,
      origin: 'reeducator',
      status: 'accepted',
    });
    if (index % 50 === 49) {
      await database.db.transaction((tx) => builder.flush(tx));
    }
  }
  await database.db.transaction((tx) => builder.flush(tx));
  if (databaseUrl) {
    // A server's autovacuum would analyze the fresh tables during the measurements: do it now.
    await database.db.execute(sql`vacuum analyze`);
  }
  await database.close();
  console.log(
    `Data: ${builder.written.patients} patients, ${builder.written.daily_metrics} days of measurements (${days} days each).`,
  );
  return { today };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function start(script: string, env: Record<string, string>, flags: string[] = []): ChildProcess {
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function peakMemoryMiB(pid: number | undefined): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

async function measure(
  name: string,
  options: autocannon.Options,
  concurrency = connections,
): Promise<Measure> {
  // A warm-up at the same concurrency first, not counted: the JIT, the pool's connections and
  // their prepared statements are ready when the sampling starts.
  const result = await autocannon({
    connections: concurrency,
    duration: seconds,
    // Supported by autocannon 8, missing from its types.
    ...({
      warmup: { connections: concurrency, duration: warmupSeconds },
    } as Partial<autocannon.Options>),
    ...options,
  });
  return {
    name: `${name}, ${concurrency} connection${concurrency === 1 ? '' : 's'}`,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Whether kept data (BENCH_DATA) is there already: the bench manager exists. */
async function hasBenchData(dataDir: string, databaseUrl: string | null): Promise<boolean> {
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite'))) {
    return false;
  }
  const database = databaseUrl
    ? openPostgres(databaseUrl)
    : await openPglite(join(dataDir, 'pglite'));
  try {
    const result = (await database.db.execute(
      sql`select 1 from users where email = ${managerEmail}`,
    )) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
  } catch {
    return false;
  } finally {
    await database.close();
  }
}

async function main() {
  const dataDir =
    keptData && !serverUrl ? resolve(keptData) : await mkdtemp(join(tmpdir(), 'oxilio-bench-'));
  const children: ChildProcess[] = [];
  const benchDatabase = serverUrl
    ? (keptData ?? `oxilio_bench_${randomBytes(4).toString('hex')}`)
    : null;
  const databaseUrl = benchDatabase ? withDatabase(serverUrl!, benchDatabase) : null;
  try {
    let today = todayIn('Europe/Paris', new Date());
    if (keptData && (await hasBenchData(dataDir, databaseUrl))) {
      console.log(`Reusing the data of ${keptData}.`);
    } else {
      if (benchDatabase) {
        await onServer(`create database ${benchDatabase}`);
      }
      await mkdir(dataDir, { recursive: true });
      const setupStarted = Date.now();
      ({ today } = await buildData(dataDir, databaseUrl));
      console.log(`Built in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s.`);
    }

    const [apiPort, barePort] = [await freePort(), await freePort()];
    const api = start(
      'src/server.ts',
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_SEED: '0',
        JWT_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_SCALE: '10000',
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      apiNodeOptions,
    );
    const bare = start('scripts/bench-bare.ts', { PORT: String(barePort) });
    children.push(api, bare);
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await Promise.all([waitFor(`${apiUrl}/api/health`), waitFor(`http://127.0.0.1:${barePort}/`)]);

    const signin = await fetch(`${apiUrl}/api/v1/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: managerEmail, password, rememberMe: false }),
    });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
    const establishmentId = claims.establishmentId as string;
    const headers = { authorization: `Bearer ${accessToken}` };
    const patientsResponse = await fetch(
      `${apiUrl}/api/v1/Establishments/${establishmentId}/Patients`,
      {
        headers,
      },
    );
    const patientsBody = (await patientsResponse.json()) as { patients?: { patientId: string }[] };
    const patientIds = (patientsBody.patients ?? []).map((patient) => patient.patientId);
    if (patientIds.length === 0) {
      throw new Error(`No patients listed (${patientsResponse.status})`);
    }

    const types =
      'StepCount,StandTime,WalkDistance,WalkSpeed,StepTimeCV,StepDistance,WearTime,ActiveTime,Stars,StepCountObjective';
    const yearFrom = addDays(today, -364);
    let next = 0;
    const results: Measure[] = [];
    results.push(await measure('bare Fastify route', { url: `http://127.0.0.1:${barePort}/` }));
    const statsName = 'patient stats (1 year, Day, 10 types)';
    const establishmentName = `PatientsStats (7 days, ${patientIds.length} patients)`;
    if (only.has('stats')) {
      results.push(
        await measure(statsName, {
          url: apiUrl,
          headers,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                const patientId = patientIds[next++ % patientIds.length];
                return {
                  ...request,
                  path: `/api/v1/patients/${patientId}/stats?types=${types}&from=${yearFrom}&to=${today}&scale=Day`,
                };
              },
            },
          ],
        }),
      );
    }
    if (only.has('establishment')) {
      const establishmentCall = {
        url: `${apiUrl}/api/v1/Establishments/${establishmentId}/PatientsStats?from=${addDays(today, -6)}&to=${today}&Scale=Day&Types=StepCount,StandTime,WalkDistance,Stars`,
        headers,
      };
      results.push(await measure(establishmentName, establishmentCall));
      // The manager's dashboard, one at a time: the report of a whole establishment is not a call
      // ten people make at the same instant.
      results.push(await measure(establishmentName, establishmentCall, 1));
    }
    if (only.has('signin')) {
      results.push(
        await measure('signin (scrypt N=2^15, r=8, p=3)', {
          url: `${apiUrl}/api/v1/auth/signin`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: managerEmail, password, rememberMe: false }),
        }),
      );
    }
    const peak = await peakMemoryMiB(api.pid);

    const bareRate = results[0]!.requestsPerSecond;
    const bareP99 = results[0]!.p99;
    console.log(
      `\n${seconds} s per measurement, ${connections} connections, Node ${process.version}, ` +
        `${databaseUrl ? `PostgreSQL (${new URL(serverUrl!).host})` : 'PGlite'}\n`,
    );
    console.log(
      '| call | req/s | p50 (ms) | p99 (ms) | max (ms) | req/s vs bare | p99 vs bare | non-2xx | errors |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) {
      console.log(
        `| ${result.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.max} | ` +
          `${(result.requestsPerSecond / bareRate).toFixed(3)} | ${(result.p99 / Math.max(bareP99, 1)).toFixed(1)}x | ` +
          `${result.non2xx} | ${result.errors} |`,
      );
    }
    console.log(`\nAPI process peak memory (VmHWM): ${peak ?? 'unknown'} MiB`);
    const targets = [
      { name: statsName, label: 'stats', limit: 20 },
      { name: establishmentName, label: 'PatientsStats', limit: 50 },
    ].flatMap(({ name, label, limit }) =>
      results
        .filter((item) => item.name.startsWith(`${name}, `))
        .map(
          (result) =>
            `${label} p99 < ${limit} ms (${result.name.split(', ').at(-1)}): ${result.p99 < limit ? 'met' : `missed by ${result.p99 - limit} ms`}`,
        ),
    );
    if (targets.length > 0) {
      console.log(`Targets: ${targets.join('; ')}.`);
    }
  } finally {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => {
          const timer = setTimeout(() => {
            child.kill('SIGKILL');
            resolve(undefined);
          }, 15_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
    }
    if (!keptData) {
      await rm(dataDir, { recursive: true, force: true });
    }
    if (benchDatabase && !keptData) {
      await onServer(`drop database if exists ${benchDatabase} with (force)`);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
