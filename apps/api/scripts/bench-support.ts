/**
 * What the load scripts share (bench.ts, soak.ts; docs/performance.md): the large establishment
 * they run on, kept or throwaway, on PGlite or on a PostgreSQL server, and the API process.
 *
 * The data: `BENCH_PATIENTS` patients (500) with `BENCH_DAYS` days (730) of simulated device
 * data, 500 per establishment (BENCH_PATIENTS=5000: ten establishments, to see whether a call's
 * cost grows with the database rather than with its work). The first establishment is the one
 * measured: its manager, 5 rehabilitators (each follows every fifth patient of it). The
 * first `patientAccounts` patients have an account that signs in (`patient<i>@bench.oxilio.test`)
 * and a self-rehabilitation program of four exercises (`Bench self-rehabilitation`); a second
 * product program (`Bench supervised`) is there for rehabilitators to assign. Every account's
 * password is `password`.
 *
 * Knobs read here: BENCH_PATIENTS, BENCH_DAYS, BENCH_DATA (a PGlite directory, or with
 * BENCH_DATABASE_URL a database of that name: built when missing, never deleted),
 * BENCH_DATABASE_URL (a PostgreSQL server instead of PGlite: a throwaway database
 * `oxilio_bench_<random>` is created on it and dropped at the end; the URL's user needs CREATEDB),
 * BENCH_API_NODE_OPTIONS (Node flags for the API process, e.g. `--cpu-prof`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { FunctionalCapacity, type Pathology } from '@oxilio/domain';
import { hashPassword } from '../src/auth/passwords';
import { owaspScrypt } from '../src/config';
import { todayIn } from '@oxilio/domain';
import { openPglite, openPostgres } from '../src/db/client';
import { ensureExerciseCatalogue } from '../src/modules/exercises/catalogue';
import { ensureRanksAndTags } from '../src/modules/stats/stars';
import { exercisesFor, SeedBuilder } from '../src/seed/builder';
import { createRandom } from '../src/simulator/random';
import { freePort } from '../test/ports';

export const patientCount = Number(process.env.BENCH_PATIENTS ?? 500);
export const days = Number(process.env.BENCH_DAYS ?? 730);
export const serverUrl = process.env.BENCH_DATABASE_URL || null;
export const keptData = process.env.BENCH_DATA || null;
if (keptData && serverUrl && !/^[a-z_][a-z0-9_]*$/.test(keptData)) {
  throw new Error('BENCH_DATA must be a plain database name (a-z, 0-9, _) with BENCH_DATABASE_URL');
}
const apiNodeOptions = (process.env.BENCH_API_NODE_OPTIONS ?? '').split(' ').filter(Boolean);

export const managerEmail = 'manager@bench.oxilio.test';
export const rehabilitatorEmail = (index: number) => `rehab${index}@bench.oxilio.test`;
export const patientEmail = (index: number) => `patient${index}@bench.oxilio.test`;
export const password = 'Bench-password-1';
/** Patients per establishment: beyond, the next establishment (never measured). */
export const perEstablishment = 500;
/** Rehabilitators of the establishment; rehabilitator i follows the patients i, i+5, i+10... */
export const rehabilitatorCount = 5;
/** The first patients, with an account and a self-rehabilitation program. */
export const patientAccounts = Math.min(50, patientCount);
export const selfProgramName = 'Bench self-rehabilitation';
export const supervisedProgramName = 'Bench supervised';
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
  const random = createRandom('bench');
  const builder = new SeedBuilder({
    random,
    today,
    days,
    passwordHash,
    deviceSecretHash: passwordHash,
    now,
  });
  await ensureExerciseCatalogue(database.db);
  await ensureRanksAndTags(database.db);
  const establishmentIds = Array.from(
    { length: Math.ceil(patientCount / perEstablishment) },
    (_, index) =>
      builder.establishment({
        name: index === 0 ? 'Bench establishment' : `Bench establishment ${index + 1}`,
        type: 'nursing_home',
        town: 'Metz',
        county: 'FR',
        timeZone: 'Europe/Paris',
      }),
  );
  const establishmentId = establishmentIds[0]!;
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
  const rehabilitatorIds = Array.from({ length: rehabilitatorCount }, (_, index) =>
    builder.rehabilitator(
      builder.user({
        email: rehabilitatorEmail(index),
        firstName: 'Bench',
        lastName: `Rehab ${index}`,
        roles: ['reeducator'],
      }),
      'physiotherapist',
      [establishmentId],
    ),
  );
  const selfExercises = exercisesFor(FunctionalCapacity.Seated, 4, random);
  const selfProgram = builder.program({ name: selfProgramName, exerciseIds: selfExercises });
  builder.program({
    name: supervisedProgramName,
    exerciseIds: exercisesFor(FunctionalCapacity.Seated, 3, random),
  });
  for (let index = 0; index < patientCount; index += 1) {
    const { patientId } = builder.patient({
      establishmentId: establishmentIds[Math.floor(index / perEstablishment)]!,
      firstName: `Patient${index}`,
      lastName: 'Bench',
      email: index < patientAccounts ? patientEmail(index) : null,
      birthDate: '1950-01-01',
      pathologies: [pathologyCycle[index % pathologyCycle.length]!],
      functionalCapacity: ((index % 4) + 1) as FunctionalCapacity,
      device: { serialNumber: `BENCH-${index}`, wheelType: 'standard' },
      seed: `bench-${index}`,
    });
    const reeducatorId = rehabilitatorIds[index % rehabilitatorIds.length]!;
    if (index < perEstablishment) {
      builder.rows.patientRehabilitators.push({
        patientId,
        reeducatorId,
        origin: 'reeducator',
        status: 'accepted',
      });
    }
    if (index < patientAccounts) {
      builder.assignProgram({
        patientId,
        programId: selfProgram,
        exerciseIds: selfExercises,
        isSelfRehabilitation: true,
        reeducatorId,
        sinceDays: 14,
        perWeek: 3,
      });
    }
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

/** Whether kept data (BENCH_DATA) is there already: the bench manager (and `needs`) exist. */
async function hasBenchData(
  dataDir: string,
  databaseUrl: string | null,
  needs: string,
): Promise<boolean> {
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite'))) {
    return false;
  }
  const database = databaseUrl
    ? openPostgres(databaseUrl)
    : await openPglite(join(dataDir, 'pglite'));
  try {
    let emails: string[];
    try {
      const result = (await database.db.execute(
        sql`select email from users where email in (${managerEmail}, ${needs})`,
      )) as unknown as { rows: { email: string }[] };
      emails = result.rows.map((row) => row.email);
    } catch {
      // No such database yet, or no tables: build it.
      return false;
    }
    if (emails.includes(managerEmail) && !emails.includes(needs)) {
      throw new Error(
        `The kept data (BENCH_DATA=${keptData}) was built by an older script without ${needs}: give another BENCH_DATA.`,
      );
    }
    return emails.includes(managerEmail);
  } finally {
    await database.close();
  }
}

/** Starts `script` (relative to apps/api) with tsx in its own process. */
export function start(
  script: string,
  env: Record<string, string>,
  flags: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...flags, '--import', 'tsx', script], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Waits until `url` answers 2xx (opening a large PGlite directory takes a while when busy). */
export async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
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

/** A field of /proc/<pid>/status in MiB: VmHWM (peak resident memory) or VmRSS (now). */
export async function memoryMiB(
  pid: number | undefined,
  field: 'VmHWM' | 'VmRSS',
): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The CPU time (user + system, in seconds) the process has used so far (/proc/<pid>/stat): the
 * API's own work per request, much less sensitive than latencies to other work on the machine.
 */
export async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After the command name (in parentheses): state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** USER_HZ: what /proc counts CPU time in (100 on Linux x86-64 and arm64). */
const clockTicks = 100;

/** Stops `child` (SIGTERM, SIGKILL after 15 s). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export interface BenchRun {
  apiUrl: string;
  api: ChildProcess;
  /** The establishment's today (Europe/Paris). */
  today: string;
  /** `PostgreSQL (host)` or `PGlite`. */
  databaseName: string;
  /** Stops the API and deletes the data unless it is kept (BENCH_DATA). */
  close(): Promise<void>;
}

/**
 * Builds the data (or reuses BENCH_DATA), starts the API on it (127.0.0.1, a free port, rate
 * limits scaled up, `LOG_LEVEL=warn`) and waits until it answers.
 */
export async function startBench(): Promise<BenchRun> {
  const dataDir =
    keptData && !serverUrl ? resolve(keptData) : await mkdtemp(join(tmpdir(), 'oxilio-bench-'));
  const benchDatabase = serverUrl
    ? (keptData ?? `oxilio_bench_${randomBytes(4).toString('hex')}`)
    : null;
  const databaseUrl = benchDatabase ? withDatabase(serverUrl!, benchDatabase) : null;
  let api: ChildProcess | null = null;
  const close = async () => {
    if (api) {
      await stop(api);
    }
    if (!keptData) {
      await rm(dataDir, { recursive: true, force: true });
    }
    if (benchDatabase && !keptData) {
      await onServer(`drop database if exists ${benchDatabase} with (force)`);
    }
  };
  try {
    let today = todayIn('Europe/Paris', new Date());
    if (keptData && (await hasBenchData(dataDir, databaseUrl, patientEmail(0)))) {
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
    const apiPort = await freePort();
    api = start(
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
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${apiUrl}/api/health`);
    return {
      apiUrl,
      api,
      today,
      databaseName: databaseUrl ? `PostgreSQL (${new URL(serverUrl!).host})` : 'PGlite',
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface SignedIn {
  token: string;
  /** The access token's claims: sub, patientId, reeducatorId, establishmentId... */
  claims: Record<string, unknown>;
}

/** Signs `email` in (the bench password) and reads the access token's claims. */
export async function signIn(apiUrl: string, email: string): Promise<SignedIn> {
  const response = await fetch(`${apiUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  if (!response.ok) {
    throw new Error(`Sign-in of ${email}: ${response.status}`);
  }
  const { accessToken } = (await response.json()) as { accessToken: string };
  const claims = JSON.parse(
    Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
  ) as Record<string, unknown>;
  return { token: accessToken, claims };
}
