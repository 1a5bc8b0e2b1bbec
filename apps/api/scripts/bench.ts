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
 * 5. With `export` in BENCH_ONLY (not by default: it writes every measurement of the
 *    establishment), the FHIR bulk export of the establishment's Group as its manager: the time
 *    from the kick-off to the manifest, then to the last byte of the NDJSON files, their size and
 *    lines, and the API process's resident memory before and its peak after.
 *
 * Options: BENCH_PATIENTS (500), BENCH_DAYS (730), BENCH_SECONDS (10), BENCH_CONNECTIONS (10),
 * BENCH_WARMUP_SECONDS (2: each call first runs that long unmeasured),
 * BENCH_DATABASE_URL (none: PGlite). With BENCH_DATABASE_URL=postgres://user@host:port/db the same
 * measurements run on that PostgreSQL server: the script creates a throwaway database on it
 * (`oxilio_bench_<random>`, the URL's user needs CREATEDB), gives the API `DATABASE_URL` (its pool
 * of 10 connections), and drops the database at the end.
 *
 * The data and the API process are bench-support.ts's (shared with soak.ts).
 *
 * For working on one call: BENCH_ONLY=stats,establishment,signin (a comma list; the bare route
 * always runs), BENCH_DATA=<name> keeps the data between runs (a PGlite directory, or with
 * BENCH_DATABASE_URL a database of that name; built when missing, never deleted), and
 * BENCH_API_NODE_OPTIONS adds Node flags to the API process (e.g. `--cpu-prof`).
 */
import type { ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { addDays } from '@oxilio/domain';
import {
  cpuSeconds,
  managerEmail,
  memoryMiB,
  password,
  signIn,
  start,
  startBench,
  stop,
  waitFor,
} from './bench-support';
import { freePort } from '../test/ports';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const only = new Set(
  (process.env.BENCH_ONLY ?? 'stats,establishment,signin').split(',').map((name) => name.trim()),
);

interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** CPU time of the server process per request (ms), or null when unreadable. */
  cpuPerRequest: number | null;
  non2xx: number;
  errors: number;
}

async function measure(
  name: string,
  options: autocannon.Options,
  pid: number | undefined,
  concurrency = connections,
): Promise<Measure> {
  // A warm-up at the same concurrency first, not counted: the JIT, the pool's connections and
  // their prepared statements are ready when the sampling starts.
  if (warmupSeconds > 0) {
    await autocannon({ connections: concurrency, duration: warmupSeconds, ...options });
  }
  const cpuBefore = await cpuSeconds(pid);
  const result = await autocannon({ connections: concurrency, duration: seconds, ...options });
  const cpuAfter = await cpuSeconds(pid);
  return {
    name: `${name}, ${concurrency} connection${concurrency === 1 ? '' : 's'}`,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The establishment's FHIR bulk export, once: kick-off, status polled every 200 ms, then every
 * file read to its end (counted, not kept).
 */
async function measureExport(apiUrl: string, establishmentId: string, pid: number | undefined) {
  // An export of two years takes longer than an access token lives: sign in again when it expires.
  let headers = { authorization: `Bearer ${(await signIn(apiUrl, managerEmail)).token}` };
  const authorized = async (url: string) => {
    let response = await fetch(url, { headers });
    if (response.status === 401) {
      headers = { authorization: `Bearer ${(await signIn(apiUrl, managerEmail)).token}` };
      response = await fetch(url, { headers });
    }
    return response;
  };
  const rssBefore = await memoryMiB(pid, 'VmRSS');
  const started = Date.now();
  const kickOff = await fetch(`${apiUrl}/fhir/R4/Group/${establishmentId}/$export`, {
    headers: { ...headers, prefer: 'respond-async', accept: 'application/fhir+json' },
  });
  const statusUrl = kickOff.headers.get('content-location');
  if (kickOff.status !== 202 || !statusUrl) {
    throw new Error(`Export kick-off: ${kickOff.status} ${await kickOff.text()}`);
  }
  type Manifest = { output: { type: string; url: string; count: number }[] };
  let manifest: Manifest | null = null as Manifest | null;
  while (manifest === null) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const status = await authorized(statusUrl);
    if (status.status === 200) {
      manifest = (await status.json()) as Manifest;
    } else if (status.status !== 202) {
      throw new Error(`Export status: ${status.status} ${await status.text()}`);
    }
  }
  const written = Date.now();
  let bytes = 0;
  for (const entry of manifest!.output) {
    const file = await authorized(entry.url);
    const reader = file.body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
    }
  }
  const read = Date.now();
  const peak = await memoryMiB(pid, 'VmHWM');
  console.log(
    `\nFHIR bulk export of the establishment (Group/$export, every type): files written in ` +
      `${((written - started) / 1000).toFixed(1)} s, read in ${((read - written) / 1000).toFixed(1)} s; ` +
      manifest!.output.map((entry) => `${entry.type} ${entry.count}`).join(', ') +
      ` lines, ${(bytes / 1024 / 1024).toFixed(1)} MiB; API resident memory before ${rssBefore ?? '?'} MiB, peak after ${peak ?? '?'} MiB.`,
  );
}

async function main() {
  const bench = await startBench();
  const { apiUrl, api, today } = bench;
  const children: ChildProcess[] = [];
  try {
    const barePort = await freePort();
    const bare = start('scripts/bench-bare.ts', { PORT: String(barePort) });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/`);

    const { token: accessToken, claims } = await signIn(apiUrl, managerEmail);
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
    results.push(
      await measure('bare Fastify route', { url: `http://127.0.0.1:${barePort}/` }, bare.pid),
    );
    const statsName = 'patient stats (1 year, Day, 10 types)';
    const establishmentName = `PatientsStats (7 days, ${patientIds.length} patients)`;
    if (only.has('stats')) {
      results.push(
        await measure(
          statsName,
          {
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
          },
          api.pid,
        ),
      );
    }
    if (only.has('establishment')) {
      const establishmentCall = {
        url: `${apiUrl}/api/v1/Establishments/${establishmentId}/PatientsStats?from=${addDays(today, -6)}&to=${today}&Scale=Day&Types=StepCount,StandTime,WalkDistance,Stars`,
        headers,
      };
      results.push(await measure(establishmentName, establishmentCall, api.pid));
      // The manager's dashboard, one at a time: the report of a whole establishment is not a call
      // ten people make at the same instant.
      results.push(await measure(establishmentName, establishmentCall, api.pid, 1));
    }
    if (only.has('signin')) {
      results.push(
        await measure(
          'signin (scrypt N=2^15, r=8, p=3)',
          {
            url: `${apiUrl}/api/v1/auth/signin`,
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: managerEmail, password, rememberMe: false }),
          },
          api.pid,
        ),
      );
    }
    const peak = await memoryMiB(api.pid, 'VmHWM');
    if (only.has('export')) {
      await measureExport(apiUrl, establishmentId, api.pid);
    }

    const bareRate = results[0]!.requestsPerSecond;
    const bareP99 = results[0]!.p99;
    console.log(
      `\n${seconds} s per measurement, ${connections} connections, Node ${process.version}, ` +
        `${bench.databaseName}\n`,
    );
    console.log(
      '| call | req/s | p50 (ms) | p99 (ms) | max (ms) | server CPU/request (ms) | req/s vs bare | p99 vs bare | non-2xx | errors |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const result of results) {
      console.log(
        `| ${result.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50} | ${result.p99} | ${result.max} | ` +
          `${result.cpuPerRequest === null ? '?' : result.cpuPerRequest.toFixed(2)} | ` +
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
      await stop(child);
    }
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
