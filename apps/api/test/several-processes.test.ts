/**
 * Several API processes (issue 12 point 5; docs/decisions/api-several-processes.md): two real
 * servers, in their own processes, on one PostgreSQL database and one Redis, started at the same
 * time, behave as one API. PostgreSQL is a throwaway server under `npm test` (test/postgres.ts),
 * or the DATABASE_URL server; Redis a throwaway one (test/redis.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentSession, Session, TokenPair } from '@oxilio/domain/contract';
import { openPostgres, type Database } from '../src/db/client';
import { addDays } from '@oxilio/domain';
import { call, startApiProcess, type ApiProcess } from './api-process';
import { startPostgres, type TestPostgres } from './postgres';
import { processPassword, seedPatients, type SeededPatient } from './process-data';
import { startRedis } from './redis';

/** Patients whose archiving day has come: both processes' archiving job find them at start. */
const dueCount = 60;

describe('two API processes on one PostgreSQL and one Redis', () => {
  let postgres: TestPostgres;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let database: Database;
  let a: ApiProcess;
  let b: ApiProcess;
  let active: SeededPatient[];
  let due: SeededPatient[];

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  const signin = async (api: ApiProcess, patient: SeededPatient, rememberMe = false) => {
    const answer = await call<TokenPair>(api.url, 'POST', '/auth/signin', {
      body: { email: patient.email, password: processPassword, rememberMe },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const current = (api: ApiProcess, patient: SeededPatient, token: string) =>
    call<CurrentSession>(api.url, 'GET', `/Patients/${patient.patientId}/Sessions/current/true`, {
      token,
    });

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    const url = await postgres.createDatabase();
    database = openPostgres(url, 2);
    await database.migrate();
    const seeded = await seedPatients(database.db, 3 + dueCount);
    active = seeded.patients.slice(0, 3);
    due = seeded.patients.slice(3);
    await rows(sql`update patients set archive_scheduled_for = ${addDays(seeded.today, -1)}
      where id in (${sql.join(
        due.map((patient) => sql`${patient.patientId}::uuid`),
        sql`, `,
      )})`);
    const env = {
      DATABASE_URL: url,
      REDIS_URL: redis.url,
      // Real limits (scale 1), two sign-in attempts per account, counted in Redis.
      RATE_LIMIT_SCALE: '1',
      RATE_LIMIT_SIGNIN: '2',
    };
    // Started together: both migrate (serialised by a lock) and run the archiving job at start.
    [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await Promise.all([postgres?.stop(), redis?.stop()]);
  });

  it('refuses on B a refresh token already rotated on A, and ends that session everywhere', async () => {
    const first = await signin(a, active[0]!, true);
    const rotated = await call<TokenPair>(a.url, 'POST', '/auth/refreshToken', {
      body: { refreshToken: first.refreshToken },
    });
    expect(rotated.status).toBe(200);

    const reused = await call(b.url, 'POST', '/auth/refreshToken', {
      body: { refreshToken: first.refreshToken },
    });
    expect(reused.status).toBe(401);
    // The reuse revoked the family: the token rotated on A is refused too, on either process.
    for (const api of [a, b]) {
      const next = await call(api.url, 'POST', '/auth/refreshToken', {
        body: { refreshToken: rotated.body.refreshToken },
      });
      expect(next.status).toBe(401);
    }
    const [reuse] = await rows<{ count: number }>(
      sql`select count(*)::int as count from audit_log where action = 'auth.refresh.reuse'
        and details->>'userId' = ${active[0]!.userId}`,
    );
    expect(reuse!.count).toBe(1);
  });

  it('shows on B a step acknowledged by A, and replays it on B for the same Idempotency-Key', async () => {
    const patient = active[1]!;
    const { accessToken } = await signin(a, patient);
    const opened = await current(a, patient, accessToken);
    expect(opened.status).toBe(200);
    const sessionId = opened.body.session!.id!;
    const key = randomUUID();
    const step = () => ({
      headers: { 'idempotency-key': key },
      token: accessToken,
      body: { duration: 42, effort: 4 },
    });

    const onA = await call<Session>(a.url, 'POST', `/Sessions/${sessionId}/step`, step());
    expect(onA.status).toBe(201);

    const seenOnB = await current(b, patient, accessToken);
    expect(seenOnB.body.session).toMatchObject({ id: sessionId, completedStepCount: 1 });
    expect(seenOnB.body.session!.steps[0]!.durationSeconds).toBe(42);

    const resentToB = await call<Session>(b.url, 'POST', `/Sessions/${sessionId}/step`, step());
    expect(resentToB.status).toBe(201);
    expect(resentToB.headers.get('idempotent-replayed')).toBe('true');
    expect((await current(a, patient, accessToken)).body.session!.completedStepCount).toBe(1);
  });

  it('stops on B, within a revocation poll, an access token whose session ended on A', async () => {
    const patient = active[2]!;
    const { accessToken } = await signin(b, patient);
    expect((await current(b, patient, accessToken)).status).toBe(200);

    const signout = await call(a.url, 'POST', '/auth/signout', { token: accessToken });
    expect(signout.status).toBe(204);
    expect((await current(a, patient, accessToken)).status).toBe(401);
    const ended = Date.now();
    let status = 200;
    while (status !== 401 && Date.now() - ended < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await current(b, patient, accessToken)).status;
    }
    expect(status).toBe(401);
    // The poll runs every 2 s; a busy machine (two cores, four API processes) gets some more.
    expect(Date.now() - ended).toBeLessThan(6_000);
  });

  it('counts one sign-in limit across both processes (Redis)', async () => {
    const statuses: number[] = [];
    // Each process allows two attempts per account: one on each, and the third is refused.
    for (const api of [a, b, a]) {
      const answer = await call(api.url, 'POST', '/auth/signin', {
        body: { email: 'nobody@process.oxilio.test', password: 'Wrong-password-1' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('archives each due patient once, though both processes ran the archiving job at start', async () => {
    const deadline = Date.now() + 60_000;
    const archived = async () =>
      (
        await rows<{ count: number }>(
          sql`select count(*)::int as count from patients where archived_at is not null`,
        )
      )[0]!.count;
    while ((await archived()) < dueCount && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await archived()).toBe(dueCount);
    // A graceful stop waits for a run in progress: after it, both runs are over.
    await Promise.all([a.stop(), b.stop()]);
    const audits = await rows<{ patient_id: string; count: number }>(
      sql`select patient_id, count(*)::int as count from audit_log
        where action = 'patient.archive' group by patient_id`,
    );
    expect(audits).toHaveLength(dueCount);
    expect(audits.every((row) => row.count === 1)).toBe(true);
    expect(new Set(audits.map((row) => row.patient_id))).toEqual(
      new Set(due.map((patient) => patient.patientId)),
    );
    const [disabled] = await rows<{ count: number }>(
      sql`select count(*)::int as count from users where disabled_at is not null`,
    );
    expect(disabled!.count).toBe(dueCount);
  });
});
