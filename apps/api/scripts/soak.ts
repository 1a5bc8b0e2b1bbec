/**
 * `npm run soak:api` (docs/performance.md): a soak of the API, not a test.
 *
 * On the data of bench-support.ts (500 patients, two years of device data; PGlite by default,
 * BENCH_DATABASE_URL for a PostgreSQL server, BENCH_DATA to keep it between runs), the real
 * server in its own process, `SOAK_CONNECTIONS` (50) simulated users call the API without pause
 * for `SOAK_WARMUP_SECONDS` (120, not counted: the process reaches its working memory) and then
 * `SOAK_SECONDS` (600), each call chosen at random with the weights of `actions`: reads and
 * writes of every role
 * - patients: their day, a week of their stats, their session (the session of the day, a step,
 *   the review, a relaunch: one call at a time, in the player's order);
 * - rehabilitators: their patients, a year of a patient's stats, a patient's objective, a
 *   patient's supervised program;
 * - the manager: PatientsStats (the whole establishment), the patients, the devices;
 * - and, rarely, a sign-in (scrypt at the production cost), whose token the user then uses.
 * It prints each call's count, p50 and p99, the errors (no answer) and non-2xx answers, and the
 * API process's resident memory (VmRSS) after the warm-up and at the end. Exit 1 when there is
 * any error or non-2xx answer, or when the memory at the end is more than 110% of the memory
 * after the warm-up.
 */
import { addDays } from '@oxilio/domain';
import {
  managerEmail,
  memoryMiB,
  password,
  patientAccounts,
  patientEmail,
  rehabilitatorCount,
  rehabilitatorEmail,
  signIn,
  startBench,
  supervisedProgramName,
  type SignedIn,
} from './bench-support';

const soakSeconds = Number(process.env.SOAK_SECONDS ?? 600);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 120);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 50);
/** The memory at the end may be at most this much of the memory after the warm-up. */
const memoryLimit = 1.1;
/** A call that has not answered after this long counts as an error. */
const timeoutMs = 30_000;

interface User {
  email: string;
  session: SignedIn;
}

interface Patient extends User {
  patientId: string;
  /** One session call at a time per patient, as the player does. */
  busy: boolean;
  /** The session of the day as last answered; null: ask for it. */
  current: SessionState | null;
}

interface Rehabilitator extends User {
  rehabilitatorId: string;
  /** The patients they follow, without an account (their programs are changed by the soak). */
  followed: string[];
}

interface SessionState {
  id: string;
  status: 'notAssigned' | 'ready' | 'inProgress' | 'done';
  stepCount: number;
  completedStepCount: number;
}

interface World {
  apiUrl: string;
  today: string;
  establishmentId: string;
  manager: User;
  rehabilitators: Rehabilitator[];
  patients: Patient[];
  supervisedProgramId: string;
}

/** Latencies (ms) and failures of one kind of call. */
interface Tally {
  latencies: number[];
  non2xx: number;
  errors: number;
  /** The first few failures, to say what went wrong. */
  samples: string[];
}

const tallies = new Map<string, Tally>();
let counting = false;

function tallyOf(name: string): Tally {
  let tally = tallies.get(name);
  if (!tally) {
    tally = { latencies: [], non2xx: 0, errors: 0, samples: [] };
    tallies.set(name, tally);
  }
  return tally;
}

/**
 * One call, timed; failures are counted during the warm-up too (zero means zero), latencies only
 * after it. Answers the parsed body of a 2xx answer, or null.
 */
async function request<T>(
  world: World,
  name: string,
  user: User | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T | null> {
  const tally = tallyOf(name);
  const started = performance.now();
  try {
    const response = await fetch(`${world.apiUrl}/api/v1${path}`, {
      method,
      headers: {
        ...(user ? { authorization: `Bearer ${user.session.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (counting) {
      tally.latencies.push(performance.now() - started);
    }
    if (response.status < 200 || response.status > 299) {
      tally.non2xx += 1;
      if (tally.samples.length < 3) {
        tally.samples.push(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
      }
      return null;
    }
    return (text ? JSON.parse(text) : null) as T;
  } catch (error) {
    tally.errors += 1;
    if (tally.samples.length < 3) {
      tally.samples.push(`${method} ${path}: ${String(error)}`);
    }
    return null;
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const yearTypes =
  'StepCount,StandTime,WalkDistance,WalkSpeed,StepTimeCV,StepDistance,WearTime,ActiveTime,Stars,StepCountObjective';

/** The next call of a patient's session, in the player's order. */
async function sessionCall(world: World, patient: Patient): Promise<void> {
  const state = patient.current;
  type Answer = SessionState;
  let next: Answer | null;
  if (!state) {
    const current = await request<{ session: Answer | null }>(
      world,
      'patient: session of the day',
      patient,
      'GET',
      `/Patients/${patient.patientId}/Sessions/current/true`,
    );
    next = current?.session ?? null;
  } else if (state.status === 'done') {
    next = await request<Answer>(
      world,
      'patient: relaunch',
      patient,
      'POST',
      `/Sessions/${state.id}/relaunch`,
    );
  } else if (state.completedStepCount < state.stepCount) {
    next = await request<Answer>(
      world,
      'patient: step',
      patient,
      'POST',
      `/Sessions/${state.id}/step`,
      {
        duration: 20 + Math.floor(Math.random() * 40),
        effort: 1 + Math.floor(Math.random() * 10),
      },
    );
  } else {
    next = await request<Answer>(
      world,
      'patient: review',
      patient,
      'POST',
      `/Sessions/${state.id}/review`,
      { pain: 1 + Math.floor(Math.random() * 3), difficulty: 1 + Math.floor(Math.random() * 3) },
    );
  }
  patient.current = next;
}

interface Action {
  weight: number;
  run(world: World): Promise<void>;
}

/** What the simulated users do, with the relative weight of each call. */
const actions: Action[] = [
  {
    weight: 10,
    run: async (world) => {
      const patient = pick(world.patients);
      await request(
        world,
        'patient: my day',
        patient,
        'GET',
        `/patients/${patient.patientId}/getPatientsRecapInfos`,
      );
    },
  },
  {
    weight: 10,
    run: async (world) => {
      const patient = pick(world.patients);
      await request(
        world,
        'patient: stats of the week',
        patient,
        'GET',
        `/patients/${patient.patientId}/stats?types=StepCount,WalkDistance,Stars,StepCountObjective&from=${addDays(world.today, -6)}&to=${world.today}&scale=Day`,
      );
    },
  },
  {
    weight: 16,
    run: async (world) => {
      const patient =
        world.patients.find((candidate) => !candidate.busy && Math.random() < 0.2) ??
        world.patients.find((candidate) => !candidate.busy);
      if (!patient) {
        return;
      }
      patient.busy = true;
      try {
        await sessionCall(world, patient);
      } finally {
        patient.busy = false;
      }
    },
  },
  {
    weight: 8,
    run: async (world) => {
      const rehabilitator = pick(world.rehabilitators);
      await request(
        world,
        'rehabilitator: patients',
        rehabilitator,
        'GET',
        `/Reeducators/${rehabilitator.rehabilitatorId}/Patients?archived=false`,
      );
    },
  },
  {
    weight: 10,
    run: async (world) => {
      const rehabilitator = pick(world.rehabilitators);
      await request(
        world,
        "rehabilitator: a patient's year of stats",
        rehabilitator,
        'GET',
        `/patients/${pick(rehabilitator.followed)}/stats?types=${yearTypes}&from=${addDays(world.today, -364)}&to=${world.today}&scale=Day`,
      );
    },
  },
  {
    weight: 5,
    run: async (world) => {
      const rehabilitator = pick(world.rehabilitators);
      await request(
        world,
        'rehabilitator: objective',
        rehabilitator,
        'PATCH',
        '/PatchPatientSettings',
        {
          patientId: pick(rehabilitator.followed),
          reeducatorId: rehabilitator.rehabilitatorId,
          patientSettings: { objectives: { StepCount: 1000 + Math.floor(Math.random() * 4000) } },
        },
      );
    },
  },
  {
    weight: 3,
    run: async (world) => {
      const rehabilitator = pick(world.rehabilitators);
      await request(
        world,
        'rehabilitator: program',
        rehabilitator,
        'PATCH',
        `/Patients/${pick(rehabilitator.followed)}/programs`,
        { ProgramId: world.supervisedProgramId, isSelfRehabilitation: false },
      );
    },
  },
  {
    weight: 2,
    run: async (world) => {
      await request(
        world,
        'manager: PatientsStats',
        world.manager,
        'GET',
        `/Establishments/${world.establishmentId}/PatientsStats?from=${addDays(world.today, -6)}&to=${world.today}&Scale=Day&Types=StepCount,StandTime,WalkDistance,Stars`,
      );
    },
  },
  {
    weight: 4,
    run: async (world) => {
      await request(
        world,
        'manager: patients',
        world.manager,
        'GET',
        `/Establishments/${world.establishmentId}/Patients`,
      );
    },
  },
  {
    weight: 4,
    run: async (world) => {
      await request(
        world,
        'manager: devices',
        world.manager,
        'GET',
        `/Establishments/${world.establishmentId}/devices`,
      );
    },
  },
  {
    weight: 0.3,
    run: async (world) => {
      const user = pick<User>([world.manager, ...world.rehabilitators, ...world.patients]);
      const answer = await request<{ accessToken: string }>(
        world,
        'signin',
        null,
        'POST',
        '/auth/signin',
        {
          email: user.email,
          password,
          rememberMe: false,
        },
      );
      if (answer) {
        user.session = { ...user.session, token: answer.accessToken };
      }
    },
  },
];

const totalWeight = actions.reduce((sum, action) => sum + action.weight, 0);

function pickAction(): Action {
  let left = Math.random() * totalWeight;
  for (const action of actions) {
    left -= action.weight;
    if (left < 0) {
      return action;
    }
  }
  return actions.at(-1)!;
}

/** One simulated user: calls without pause until `until`. */
async function loop(world: World, until: () => boolean): Promise<void> {
  while (!until()) {
    await pickAction().run(world);
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) {
    return 0;
  }
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** Signs everyone in, a few at a time (scrypt), and finds the ids the calls need. */
async function prepare(apiUrl: string, today: string): Promise<World> {
  const emails = [
    managerEmail,
    ...Array.from({ length: rehabilitatorCount }, (_, index) => rehabilitatorEmail(index)),
    ...Array.from({ length: patientAccounts }, (_, index) => patientEmail(index)),
  ];
  const sessions = new Map<string, SignedIn>();
  for (let index = 0; index < emails.length; index += 4) {
    const batch = emails.slice(index, index + 4);
    const signed = await Promise.all(batch.map((email) => signIn(apiUrl, email)));
    batch.forEach((email, position) => sessions.set(email, signed[position]!));
  }
  const manager = { email: managerEmail, session: sessions.get(managerEmail)! };
  const establishmentId = manager.session.claims.establishmentId as string;
  const listed = await fetch(`${apiUrl}/api/v1/Establishments/${establishmentId}/Patients`, {
    headers: { authorization: `Bearer ${manager.session.token}` },
  });
  const { patients } = (await listed.json()) as {
    patients: { patientId: string; firstName: string }[];
  };
  // Patient<i>: the i-th patient built, followed by rehabilitator i % rehabilitatorCount.
  const indexOf = (firstName: string) => Number(firstName.replace('Patient', ''));
  const rehabilitators = Array.from({ length: rehabilitatorCount }, (_, index) => {
    const email = rehabilitatorEmail(index);
    const session = sessions.get(email)!;
    return {
      email,
      session,
      rehabilitatorId: session.claims.reeducatorId as string,
      followed: patients
        .filter((patient) => {
          const position = indexOf(patient.firstName);
          return position % rehabilitatorCount === index && position >= patientAccounts;
        })
        .map((patient) => patient.patientId),
    };
  });
  const programs = await fetch(`${apiUrl}/api/v1/Programs`, {
    headers: { authorization: `Bearer ${rehabilitators[0]!.session.token}` },
  });
  const supervised = ((await programs.json()) as { id: string; name: string }[]).find(
    (program) => program.name === supervisedProgramName,
  );
  if (!supervised || rehabilitators.some((rehabilitator) => rehabilitator.followed.length === 0)) {
    throw new Error('The bench data lacks the soak’s program or followed patients.');
  }
  return {
    apiUrl,
    today,
    establishmentId,
    manager,
    rehabilitators,
    patients: Array.from({ length: patientAccounts }, (_, index) => {
      const email = patientEmail(index);
      const session = sessions.get(email)!;
      return {
        email,
        session,
        patientId: session.claims.patientId as string,
        busy: false,
        current: null,
      };
    }),
    supervisedProgramId: supervised.id,
  };
}

async function main(): Promise<void> {
  const bench = await startBench();
  let failed = false;
  try {
    const world = await prepare(bench.apiUrl, bench.today);
    console.log(
      `Soak: ${connections} connections, ${warmupSeconds} s warm-up, ${soakSeconds} s measured, ${bench.databaseName}, Node ${process.version}.`,
    );
    const warmupEnd = Date.now() + warmupSeconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, () => loop(world, () => Date.now() >= warmupEnd)),
    );
    const afterWarmup = await memoryMiB(bench.api.pid, 'VmRSS');
    counting = true;
    const started = Date.now();
    const end = started + soakSeconds * 1000;
    const reporter = setInterval(() => {
      const calls = [...tallies.values()].reduce((sum, tally) => sum + tally.latencies.length, 0);
      void memoryMiB(bench.api.pid, 'VmRSS').then((rss) =>
        console.log(
          `  ${Math.round((Date.now() - started) / 1000)} s: ${calls} calls, API RSS ${rss} MiB`,
        ),
      );
    }, 60_000);
    await Promise.all(
      Array.from({ length: connections }, () => loop(world, () => Date.now() >= end)),
    );
    clearInterval(reporter);
    const elapsed = (Date.now() - started) / 1000;
    const atEnd = await memoryMiB(bench.api.pid, 'VmRSS');
    const peak = await memoryMiB(bench.api.pid, 'VmHWM');

    console.log('\n| call | calls | p50 (ms) | p99 (ms) | max (ms) | non-2xx | errors |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    let total = 0;
    let non2xx = 0;
    let errors = 0;
    const all: number[] = [];
    for (const [name, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...tally.latencies].sort((a, b) => a - b);
      all.push(...sorted);
      total += sorted.length;
      non2xx += tally.non2xx;
      errors += tally.errors;
      console.log(
        `| ${name} | ${sorted.length} | ${percentile(sorted, 0.5).toFixed(0)} | ${percentile(sorted, 0.99).toFixed(0)} | ${(sorted.at(-1) ?? 0).toFixed(0)} | ${tally.non2xx} | ${tally.errors} |`,
      );
    }
    all.sort((a, b) => a - b);
    console.log(
      `| all | ${total} | ${percentile(all, 0.5).toFixed(0)} | ${percentile(all, 0.99).toFixed(0)} | ${(all.at(-1) ?? 0).toFixed(0)} | ${non2xx} | ${errors} |`,
    );
    console.log(
      `\n${(total / elapsed).toFixed(0)} calls/s over ${elapsed.toFixed(0)} s (failures counted from the start of the warm-up).`,
    );
    for (const tally of tallies.values()) {
      for (const sample of tally.samples) {
        console.log(`  failed: ${sample}`);
      }
    }
    const ratio = afterWarmup && atEnd ? atEnd / afterWarmup : null;
    console.log(
      `API memory (VmRSS): ${afterWarmup} MiB after the warm-up, ${atEnd} MiB at the end` +
        `${ratio ? ` (${(ratio * 100).toFixed(0)}%)` : ''}; peak (VmHWM) ${peak} MiB.`,
    );
    if (non2xx + errors > 0) {
      console.log(`FAILED: ${errors} errors and ${non2xx} non-2xx answers (must be zero).`);
      failed = true;
    }
    if (ratio === null || ratio > memoryLimit) {
      console.log(
        `FAILED: the memory at the end is over ${memoryLimit * 100}% of the memory after the warm-up.`,
      );
      failed = true;
    }
  } finally {
    await bench.close();
  }
  if (failed) {
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
