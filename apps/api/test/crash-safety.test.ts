/**
 * Crash safety (issue 12 point 4; docs/decisions/api-crash-safety.md): the real server, in its own
 * process, is killed with SIGKILL while patients stream session steps and reviews at it; restarted
 * on the same data, it has every write a client was told succeeded (a 2xx), and nothing half
 * written. On PGlite (a data directory) under `npm test`; on PostgreSQL when DATABASE_URL is set
 * (`.ci/run`'s second pass): a fresh database on that server.
 *
 * Each patient is a client doing what the session player does, with an Idempotency-Key on every
 * write: the current session, its three steps, the review, a relaunch, again. The kill comes at a
 * random moment once writes have been acknowledged; the write a client had in flight is sent
 * again after the restart, with the same key, as the player does when it comes back online.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CurrentSession, Session, SessionList, TokenPair } from '@oxilio/domain/contract';
import { fromPglite, openPostgres, type Database } from '../src/db/client';
import { dailyMetrics } from '../src/db/schema';
import { recomputeStars } from '../src/modules/stats/stars';
import { call, startApiProcess, type ApiProcess } from './api-process';
import { databaseUrlWithName } from './database';
import { processPassword, seedPatients, type SeededPatient } from './process-data';

const template = inject('apiTestDatabase');
const clientCount = 6;
/**
 * Kills before the last start. A start of the server on PGlite takes 10 to 30 s on a busy
 * two-core machine (the WebAssembly PostgreSQL starting), on PostgreSQL a few seconds.
 */
const kills = template.kind === 'postgres' ? 2 : 1;

interface Ack {
  kind: 'step' | 'review';
  sessionId: string;
  /** Steps: the position recorded. */
  position: number;
  duration: number;
  pain: number;
  difficulty: number;
  replayed: boolean;
}

interface PendingWrite {
  kind: 'step' | 'review';
  sessionId: string;
  key: string;
  body: Record<string, number>;
}

interface Client {
  patient: SeededPatient;
  token: string;
  acks: Ack[];
  /** The write sent when the server died: its answer never came. */
  pending: PendingWrite | null;
}

/** Where the server keeps its data: a PGlite directory, or a database on the PostgreSQL server. */
interface Store {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A migrated copy of the template database, open for seeding, and how to reopen it. */
async function createStore(): Promise<{ store: Store; database: Database }> {
  if (template.kind === 'postgres') {
    const name = `oxilio_test_${template.runId}_crash`;
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template.templateName}"`);
    await admin.end();
    const url = databaseUrlWithName(template.serverUrl, name);
    const store: Store = {
      env: { DATABASE_URL: url },
      open: async () => openPostgres(url, 2),
      // global-setup drops the run's databases (oxilio_test_<runId>_*).
      drop: async () => undefined,
    };
    return { store, database: await store.open() };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'oxilio-crash-'));
  const pgliteDir = join(dataDir, 'pglite');
  // The migrated template, unpacked into the directory the server will use.
  const dump = await readFile(template.dumpFile);
  const client = await PGlite.create(pgliteDir, { loadDataDir: new Blob([dump]) });
  const store: Store = {
    env: { DATA_DIR: dataDir },
    open: async () => fromPglite(await PGlite.create(pgliteDir)),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
  return { store, database: fromPglite(client) };
}

const isNetworkError = (error: unknown) =>
  error instanceof TypeError ||
  (error instanceof Error && /fetch failed|ECONN/.test(error.message));

/** Sends a write; records the acknowledgement; leaves it pending when the connection drops. */
async function write(client: Client, url: string, pending: PendingWrite): Promise<Session> {
  client.pending = pending;
  const answer = await call<Session>(
    url,
    'POST',
    `/Sessions/${pending.sessionId}/${pending.kind}`,
    { token: client.token, body: pending.body, headers: { 'idempotency-key': pending.key } },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  client.pending = null;
  client.acks.push({
    kind: pending.kind,
    sessionId: pending.sessionId,
    position: answer.body.completedStepCount - 1,
    duration: pending.body.duration ?? 0,
    pain: pending.body.pain ?? 0,
    difficulty: pending.body.difficulty ?? 0,
    replayed: answer.headers.get('idempotent-replayed') === 'true',
  });
  return answer.body;
}

/** The session player's loop, until the server stops answering. */
async function play(client: Client, url: string): Promise<void> {
  try {
    if (client.pending) {
      await write(client, url, client.pending);
    }
    for (;;) {
      const current = await call<CurrentSession>(
        url,
        'GET',
        `/Patients/${client.patient.patientId}/Sessions/current/true`,
        { token: client.token },
      );
      expect(current.status).toBe(200);
      let session = current.body.session!;
      if (session.status === 'done') {
        const relaunched = await call<Session>(url, 'POST', `/Sessions/${session.id}/relaunch`, {
          token: client.token,
        });
        expect(relaunched.status).toBeLessThan(300);
        session = relaunched.body;
      }
      const kind = session.completedStepCount < session.stepCount ? 'step' : 'review';
      await write(client, url, {
        kind,
        sessionId: session.id!,
        key: randomUUID(),
        body:
          kind === 'step'
            ? { duration: randomInt(5, 600), effort: randomInt(1, 11) }
            : { pain: randomInt(1, 4), difficulty: randomInt(1, 4) },
      });
    }
  } catch (error) {
    if (!isNetworkError(error)) {
      throw error;
    }
  }
}

describe('crash safety: SIGKILL while steps and reviews stream in', () => {
  let store: Store;
  let api: ApiProcess | null = null;
  const clients: Client[] = [];

  beforeAll(async () => {
    const created = await createStore();
    store = created.store;
    const database = created.database;
    try {
      const { patients } = await seedPatients(database.db, clientCount);
      for (const patient of patients) {
        clients.push({ patient, token: '', acks: [], pending: null });
      }
    } finally {
      await database.close();
    }
  }, 120_000);

  afterAll(async () => {
    await api?.kill();
    await store?.drop();
  });

  it(`keeps every acknowledged write and no partial one, over ${kills} kill${kills === 1 ? '' : 's'} (${template.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const killedAfter: number[] = [];
    const startSeconds: number[] = [];
    for (let round = 0; round <= kills; round += 1) {
      const starting = Date.now();
      api = await startApiProcess(store.env);
      startSeconds.push(Math.round((Date.now() - starting) / 1000));
      const url = api.url;
      if (round === 0) {
        for (const client of clients) {
          const signin = await call<TokenPair>(url, 'POST', '/auth/signin', {
            body: { email: client.patient.email, password: processPassword },
          });
          expect(signin.status).toBe(200);
          client.token = signin.body.accessToken;
        }
      }
      if (round === kills) {
        // The last start: the writes left in flight are sent again, then the check.
        await Promise.all(
          clients.map(async (client) => {
            if (client.pending) {
              await write(client, url, client.pending);
            }
          }),
        );
        break;
      }
      const before = clients.reduce((sum, client) => sum + client.acks.length, 0);
      const started = Date.now();
      const playing = Promise.all(clients.map((client) => play(client, url)));
      // Some writes acknowledged in this round, then a random moment among the next ones.
      const deadline = Date.now() + 60_000;
      while (clients.reduce((sum, client) => sum + client.acks.length, 0) < before + 12) {
        if (Date.now() > deadline) {
          throw new Error(`Too few writes acknowledged in round ${round}:\n${api.output()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // About one write's time per client: the kill lands before, during or after a commit.
      const writeMs = ((Date.now() - started) * clientCount) / 12;
      await new Promise((resolve) => setTimeout(resolve, randomInt(0, Math.ceil(writeMs) + 1)));
      await api.kill();
      await playing;
      killedAfter.push(clients.reduce((sum, client) => sum + client.acks.length, 0) - before);
      api = null;
    }

    // Through the restarted server: every acknowledged step and review, as acknowledged.
    const url = api!.url;
    for (const client of clients) {
      const history = await call<SessionList>(
        url,
        'GET',
        `/Patients/${client.patient.patientId}/sessions`,
        { token: client.token },
      );
      expect(history.status).toBe(200);
      const byId = new Map(history.body.sessions.map((session) => [session.id, session]));
      for (const ack of client.acks) {
        const session = byId.get(ack.sessionId);
        expect(session, `session ${ack.sessionId} of an acknowledged ${ack.kind}`).toBeDefined();
        if (ack.kind === 'step') {
          expect(session!.steps[ack.position]?.durationSeconds).toBe(ack.duration);
        } else {
          expect(session!.status).toBe('done');
          expect(session!.review).toMatchObject({ pain: ack.pain, difficulty: ack.difficulty });
        }
      }
      // No write recorded twice: each acknowledged step has its own place.
      const steps = client.acks.filter((ack) => ack.kind === 'step');
      expect(new Set(steps.map((ack) => `${ack.sessionId}:${ack.position}`)).size).toBe(
        steps.length,
      );
    }
    await api!.stop();
    api = null;

    // In the database: what each write does in one transaction is there whole, or not at all.
    const database = await store.open();
    try {
      const { db } = database;
      const rows = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const sessionRows = await rows<{
        id: string;
        patient_id: string;
        status: string;
        day: string;
        launched: boolean;
        completed: boolean;
        steps: number;
        max_position: number | null;
        reviewed: boolean;
        step_audits: number;
        review_audits: number;
      }>(sql`
        select s.id, s.patient_id, s.status, s.day::text as day,
          s.launched_at is not null as launched, s.completed_at is not null as completed,
          (select count(*)::int from session_steps st where st.session_id = s.id) as steps,
          (select max(position)::int from session_steps st where st.session_id = s.id) as max_position,
          exists (select 1 from session_reviews r where r.session_id = s.id) as reviewed,
          (select count(*)::int from audit_log a where a.action = 'session.step'
            and a.details->>'sessionId' = s.id::text) as step_audits,
          (select count(*)::int from audit_log a where a.action = 'session.review'
            and a.details->>'sessionId' = s.id::text) as review_audits
        from sessions s`);
      expect(sessionRows.length).toBeGreaterThanOrEqual(clientCount);
      for (const row of sessionRows) {
        const where = `session ${row.id}: ${JSON.stringify(row)}`;
        // Steps 0..n-1, no gap, no more than the program's three.
        expect(row.max_position === null ? 0 : row.max_position + 1, where).toBe(row.steps);
        expect(row.steps, where).toBeLessThanOrEqual(3);
        // A step launches the session; a review completes it; both audited with their write.
        expect(row.launched, where).toBe(row.steps > 0);
        expect(row.status === 'done', where).toBe(row.reviewed);
        expect(row.completed, where).toBe(row.reviewed);
        expect(row.status, where).toBe(
          row.reviewed ? 'done' : row.steps > 0 ? 'launched' : 'assigned',
        );
        expect(row.step_audits, where).toBe(row.steps);
        expect(row.review_audits, where).toBe(row.reviewed ? 1 : 0);
      }
      // Every write's Idempotency-Key stored with it, and none without its write.
      const keys = await rows<{ user_id: string; count: number }>(
        sql`select user_id, count(*)::int as count from idempotency_keys group by user_id`,
      );
      for (const client of clients) {
        const own = sessionRows.filter((row) => row.patient_id === client.patient.patientId);
        const writes = own.reduce((sum, row) => sum + row.steps + (row.reviewed ? 1 : 0), 0);
        expect(keys.find((key) => key.user_id === client.patient.userId)?.count ?? 0).toBe(writes);
        expect(client.acks.length).toBeLessThanOrEqual(writes);
      }
      // The day's workout stars are those its sessions give: recomputing changes nothing.
      for (const client of clients) {
        const { patientId } = client.patient;
        const days = [
          ...new Set(
            sessionRows.filter((row) => row.patient_id === patientId).map((row) => row.day),
          ),
        ];
        for (const day of days) {
          const read = async () =>
            (
              await db
                .select({ workoutStars: dailyMetrics.workoutStars, stars: dailyMetrics.stars })
                .from(dailyMetrics)
                .where(and(eq(dailyMetrics.patientId, patientId), eq(dailyMetrics.day, day)))
            )[0] ?? null;
          const stored = await read();
          await db.transaction((tx) => recomputeStars(tx, patientId, day, day));
          expect(await read(), `stars of ${patientId} on ${day}`).toEqual(stored);
        }
      }
    } finally {
      await database.close();
    }
    console.info(
      `crash safety (${template.kind}): ${clients.reduce((sum, client) => sum + client.acks.length, 0)} writes acknowledged, ` +
        `killed after ${killedAfter.join(' and ')} of them; ` +
        `${clients.reduce((sum, client) => sum + client.acks.filter((ack) => ack.replayed).length, 0)} in-flight writes found committed on resend; ` +
        `starts took ${startSeconds.join(', ')} s`,
    );
  }, 300_000);
});
