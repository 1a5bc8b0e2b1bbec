import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentSession, Session, SessionList } from '@oxilio/domain/contract';
import {
  auditLog,
  sessionPlayerHours,
  sessionReviews,
  sessionSteps,
  sessions,
} from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import apaRoutes from '../apa/routes';
import soundProgramsRoutes from '../soundPrograms/routes';
import { assignProgram, ensureSessionReferenceData, starsOf } from '../../../test/session-fixtures';
import sessionsRoutes from './routes';

// Only this area's modules: the suite does not depend on other modules being finished.
const ctx = useTestApp({ modules: [sessionsRoutes, apaRoutes, soundProgramsRoutes] });

/** A success body, or a problem's code and fields. */
type Answer<T> = T & { code?: string; fields?: string[] };

const problemKeys = ['type', 'title', 'status', 'code', 'detail', 'requestId', 'fields', 'errors'];

/** Exercise 2 with 2 series instead of 3 (150 s), 4 (150 s), 25 (240 s, needs a table). */
const threeExercises = [{ exerciseId: 2, seriesCount: 2 }, { exerciseId: 4 }, { exerciseId: 25 }];
const threeExercisesSeconds = 150 + 150 + 240;

let world: World;
let program: { programId: string; patientProgramId: string };

const current = (patientId: string, actor: Actor, self = true) =>
  call<CurrentSession>(ctx.app, 'GET', `/api/v1/Patients/${patientId}/Sessions/current/${self}`, {
    token: actor.token,
  });

const step = (sessionId: string, actor: Actor, body: unknown, key?: string) =>
  call<Answer<Session>>(ctx.app, 'POST', `/api/v1/Sessions/${sessionId}/step`, {
    token: actor.token,
    body,
    headers: key ? { 'idempotency-key': key } : {},
  });

const review = (sessionId: string, actor: Actor, body: unknown) =>
  call<Answer<Session>>(ctx.app, 'POST', `/api/v1/Sessions/${sessionId}/review`, {
    token: actor.token,
    body,
  });

/** Who reads world.a.patient's sessions (200), who may know nothing of them (404). */
function readersOfA(): Actor[] {
  return [world.a.patient, world.a.rehabilitator, world.a.combined, world.a.manager];
}
function strangersToA(): Actor[] {
  const readers = new Set(readersOfA().map((actor) => actor.userId));
  return world.actors.filter((actor) => !readers.has(actor.userId));
}

function expectNoData(res: { raw: string; body: unknown }, ...secrets: string[]) {
  expect(Object.keys(res.body as object).every((key) => problemKeys.includes(key))).toBe(true);
  for (const secret of secrets) {
    expect(res.raw).not.toContain(secret);
  }
}

beforeAll(async () => {
  world = await createWorld(ctx.app);
  await ensureSessionReferenceData(ctx.app);
  program = await assignProgram(ctx.app, world.a.patient.patientId, threeExercises, {
    name: 'Renforcement assis',
  });
});

describe('GET Patients/{id}/Sessions/current/{isSelfReeducation}', () => {
  it("creates the session of the day on the patient's first look, with its steps and duration", async () => {
    const res = await current(world.a.patient.patientId, world.a.patient);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ready');
    expect(res.body.isSelfRehabilitation).toBe(true);
    expect(res.body.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const session = res.body.session!;
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(session).toMatchObject({
      patientId: world.a.patient.patientId,
      patientProgramId: program.patientProgramId,
      programId: program.programId,
      programName: 'Renforcement assis',
      attempt: 1,
      stepCount: 3,
      completedStepCount: 0,
      estimatedDurationSeconds: threeExercisesSeconds,
      equipment: [1],
      launchedAt: null,
      completedAt: null,
      review: null,
      canRelaunch: false,
    });
    expect(session.steps.map((item) => [item.exerciseId, item.seriesCount])).toEqual([
      [2, 2],
      [4, 3],
      [25, 3],
    ]);
    expect(session.steps[0]).toMatchObject({
      position: 0,
      seriesDurationSeconds: 60,
      restBetweenSeriesSeconds: 30,
      estimatedDurationSeconds: 150,
      durationSeconds: null,
      completedAt: null,
    });

    const again = await current(world.a.patient.patientId, world.a.patient);
    expect(again.body.session!.id).toBe(session.id);
    const [audited] = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.patientId, world.a.patient.patientId),
          eq(auditLog.action, 'session.create'),
        ),
      );
    expect(audited).toBeDefined();
  });

  it('lets the linked rehabilitators and the manager read it, and no one else', async () => {
    const own = await current(world.a.patient.patientId, world.a.patient);
    for (const actor of readersOfA()) {
      const res = await current(world.a.patient.patientId, actor);
      expect(res.status, actor.email).toBe(200);
      expect(res.body.session!.id, actor.email).toBe(own.body.session!.id);
    }
    for (const actor of strangersToA()) {
      const before = await rowCounts(ctx.database);
      const res = await current(world.a.patient.patientId, actor);
      expect(res.status, actor.email).toBe(404);
      expectNoData(res, 'Renforcement', program.programId);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
  });

  it("shows staff the plan without creating the session before the patient's own look", async () => {
    await assignProgram(ctx.app, world.b.patient.patientId, [{ exerciseId: 14 }]);
    const before = await rowCounts(ctx.database);
    const seen = await current(world.b.patient.patientId, world.b.rehabilitator);
    expect(seen.status).toBe(200);
    expect(seen.body.status).toBe('ready');
    expect(seen.body.session).toMatchObject({
      id: null,
      stepCount: 1,
      estimatedDurationSeconds: 75,
    });
    const after = await rowCounts(ctx.database);
    expect(after.sessions).toBe(before.sessions);

    const own = await current(world.b.patient.patientId, world.b.patient);
    expect(own.body.session!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await rowCounts(ctx.database)).sessions).toBe((before.sessions ?? 0) + 1);
  });

  it('answers notAssigned, with no session, when no program (or an empty one) is assigned', async () => {
    const unassigned = await current(world.a.unlinkedPatient.patientId, world.a.unlinkedPatient);
    expect(unassigned.status).toBe(200);
    expect(unassigned.body).toMatchObject({ status: 'notAssigned', session: null });

    const supervised = await current(world.a.patient.patientId, world.a.patient, false);
    expect(supervised.body).toMatchObject({
      status: 'notAssigned',
      isSelfRehabilitation: false,
      session: null,
    });

    await assignProgram(ctx.app, world.b.unlinkedPatient.patientId, []);
    const empty = await current(world.b.unlinkedPatient.patientId, world.b.unlinkedPatient);
    expect(empty.body).toMatchObject({ status: 'notAssigned', session: null });
  });

  it('creates one session when two first looks arrive together', async () => {
    const patient = world.b.unlinkedPatient;
    await assignProgram(ctx.app, patient.patientId, [{ exerciseId: 3 }]);
    const [first, second] = await Promise.all([
      current(patient.patientId, patient),
      current(patient.patientId, patient),
    ]);
    expect(first.body.session!.id).toBe(second.body.session!.id);
    const rows = await ctx.app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.patientId, patient.patientId));
    expect(rows).toHaveLength(1);
  });

  it('shows a session completed as the stars judge it: an older row with only an end time is done', async () => {
    const patient = world.b.unlinkedPatient;
    const sessionId = (await current(patient.patientId, patient)).body.session!.id!;
    // Older rows (imported, from a device) may carry an end time without the status.
    await ctx.app.db
      .update(sessions)
      .set({ completedAt: new Date() })
      .where(eq(sessions.id, sessionId));
    expect((await current(patient.patientId, patient)).body.status).toBe('done');
    await ctx.app.db.update(sessions).set({ completedAt: null }).where(eq(sessions.id, sessionId));
    expect((await current(patient.patientId, patient)).body.status).toBe('ready');
  });

  it('refuses a flag that is not a boolean and an id that is not a UUID', async () => {
    const flag = await call(
      ctx.app,
      'GET',
      `/api/v1/Patients/${world.a.patient.patientId}/Sessions/current/maybe`,
      { token: world.a.patient.token },
    );
    expect(flag.status).toBe(400);
    expect(flag.body.fields).toEqual(['isSelfReeducation']);
    const id = await call(ctx.app, 'GET', '/api/v1/Patients/42/Sessions/current/true', {
      token: world.a.patient.token,
    });
    expect(id.status).toBe(400);
    expect(id.body.fields).toEqual(['id']);
  });
});

describe('the session lifecycle: steps, review, stars, relaunch', () => {
  it('records steps in order, completes on review, earns the workout star, then relaunches', async () => {
    const owner = world.a.patient;
    const start = await current(owner.patientId, owner);
    const sessionId = start.body.session!.id!;
    const day = start.body.day;

    const first = await step(sessionId, owner, { duration: 140, effort: 4 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'inProgress', completedStepCount: 1 });
    expect(first.body.launchedAt).not.toBeNull();
    expect(first.body.steps[0]).toMatchObject({ exerciseId: 2, durationSeconds: 140, effort: 4 });
    expect(first.body.steps[1]!.durationSeconds).toBeNull();

    expect((await current(owner.patientId, owner)).body.status).toBe('inProgress');
    expect((await step(sessionId, owner, { duration: 0 })).status).toBe(201);
    const third = await step(sessionId, owner, { duration: 7200 });
    expect(third.status).toBe(201);
    expect(third.body.completedStepCount).toBe(3);

    const before = await rowCounts(ctx.database);
    const extra = await step(sessionId, owner, { duration: 30 });
    expect(extra.status).toBe(409);
    expect(extra.body.code).toBe('conflict');
    expect(await rowCounts(ctx.database)).toEqual(before);

    expect(await starsOf(ctx.app, owner.patientId, day)).toBeNull();
    const done = await review(sessionId, owner, { pain: 2, difficulty: 3 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'done',
      review: { pain: 2, difficulty: 3 },
      canRelaunch: true,
    });
    expect(done.body.completedAt).not.toBeNull();
    expect(await starsOf(ctx.app, owner.patientId, day)).toMatchObject({ workoutStars: 1 });

    const shown = await current(owner.patientId, owner);
    expect(shown.body.status).toBe('done');
    expect(shown.body.session).toMatchObject({ id: sessionId, completedAt: done.body.completedAt });

    const unchanged = await rowCounts(ctx.database);
    expect((await review(sessionId, owner, { pain: 1, difficulty: 1 })).status).toBe(409);
    expect((await step(sessionId, owner, { duration: 10 })).status).toBe(409);
    expect(await rowCounts(ctx.database)).toEqual(unchanged);

    const relaunched = await call<Session>(
      ctx.app,
      'POST',
      `/api/v1/Sessions/${sessionId}/relaunch`,
      {
        token: owner.token,
      },
    );
    expect(relaunched.status).toBe(201);
    expect(relaunched.body).toMatchObject({
      status: 'ready',
      attempt: 2,
      completedStepCount: 0,
      stepCount: 3,
      review: null,
    });
    expect(relaunched.body.id).not.toBe(sessionId);
    // Relaunching the same done session again gives the open attempt, not a third one.
    const twice = await call<Session>(ctx.app, 'POST', `/api/v1/Sessions/${sessionId}/relaunch`, {
      token: owner.token,
    });
    expect(twice.status).toBe(200);
    expect(twice.body.id).toBe(relaunched.body.id);
    // The open attempt cannot itself be relaunched.
    const open = await call(ctx.app, 'POST', `/api/v1/Sessions/${relaunched.body.id}/relaunch`, {
      token: owner.token,
    });
    expect(open.status).toBe(409);

    const now = await current(owner.patientId, owner);
    expect(now.body.session).toMatchObject({ id: relaunched.body.id, attempt: 2, status: 'ready' });

    // The second attempt, done, is a second workout star of the day.
    for (const planned of relaunched.body.steps) {
      await step(relaunched.body.id!, owner, {
        duration: planned.seriesCount * planned.seriesDurationSeconds,
      });
    }
    const secondDone = await review(relaunched.body.id!, owner, { pain: 1, difficulty: 2 });
    expect(secondDone.body.status).toBe('done');
    expect(await starsOf(ctx.app, owner.patientId, day)).toMatchObject({ workoutStars: 2 });

    const history = await call<SessionList>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${owner.patientId}/sessions?patientProgramId=${program.patientProgramId}`,
      { token: world.a.rehabilitator.token },
    );
    expect(history.status).toBe(200);
    expect(history.body.sessions.map((item) => [item.id, item.attempt, item.status])).toEqual([
      [relaunched.body.id, 2, 'done'],
      [sessionId, 1, 'done'],
    ]);
    expect(history.body.sessions[1]!.steps.map((item) => item.durationSeconds)).toEqual([
      140, 0, 7200,
    ]);
    expect(history.body.sessions[0]!.canRelaunch).toBe(true);
    expect(history.body.sessions[1]!.canRelaunch).toBe(false);
  });

  it('refuses a review before any step', async () => {
    const patient = world.b.patient;
    const start = await current(patient.patientId, patient);
    const before = await rowCounts(ctx.database);
    const res = await review(start.body.session!.id!, patient, { pain: 1, difficulty: 1 });
    expect(res.status).toBe(409);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe('what a session earns: skipped, partly done, done', () => {
  const patient = () => world.b.unlinkedPatient;
  const relaunch = async (sessionId: string) =>
    (
      await call<Session>(ctx.app, 'POST', `/api/v1/Sessions/${sessionId}/relaunch`, {
        token: patient().token,
      })
    ).body;
  /** The exercise time each step plans (series count × series duration). */
  const plannedOf = (session: Session) =>
    session.steps.map((item) => item.seriesCount * item.seriesDurationSeconds);

  it('gives no star and no count for every exercise skipped, counts from half the planned time, replays a skipped step', async () => {
    await assignProgram(ctx.app, patient().patientId, threeExercises);
    const start = await current(patient().patientId, patient());
    const day = start.body.day;
    const skipped = start.body.session!;
    const sessionId = skipped.id!;

    // Every exercise skipped: the player posts 0 s. A skipped step resent with its key is one step.
    const first = await step(sessionId, patient(), { duration: 0 }, 'skip-step-0');
    expect(first.status).toBe(201);
    const resent = await step(sessionId, patient(), { duration: 0 }, 'skip-step-0');
    expect(resent.status).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body).toEqual(first.body);
    expect(resent.body.completedStepCount).toBe(1);
    await step(sessionId, patient(), { duration: 0 }, 'skip-step-1');
    const last = await step(sessionId, patient(), { duration: 0 }, 'skip-step-2');
    expect(last.body.steps.map((item) => item.durationSeconds)).toEqual([0, 0, 0]);

    // Reviewed, the session is over: nothing done earns nothing, and a replayed review changes nothing.
    const send = (key: string) =>
      call<Answer<Session>>(ctx.app, 'POST', `/api/v1/Sessions/${sessionId}/review`, {
        token: patient().token,
        body: { pain: 1, difficulty: 1 },
        headers: { 'idempotency-key': key },
      });
    expect((await send('skip-review')).status).toBe(200);
    expect((await send('skip-review')).headers['idempotent-replayed']).toBe('true');
    expect(await starsOf(ctx.app, patient().patientId, day)).toMatchObject({
      workoutStars: 0,
      stars: 0,
      selfRehabilitationCount: 0,
    });

    // One exercise done of three, the others skipped: under half of the planned time.
    const partly = await relaunch(sessionId);
    const planned = plannedOf(partly);
    const total = planned.reduce((a, b) => a + b, 0);
    expect(planned[0]! < total / 2).toBe(true);
    await step(partly.id!, patient(), { duration: planned[0]! });
    await step(partly.id!, patient(), { duration: 0 });
    await step(partly.id!, patient(), { duration: 0 });
    await review(partly.id!, patient(), { pain: 1, difficulty: 1 });
    expect(await starsOf(ctx.app, patient().patientId, day)).toMatchObject({
      workoutStars: 0,
      selfRehabilitationCount: 0,
    });

    // The first two done (their rests skipped) and the last stopped early: over half, it counts.
    const most = await relaunch(partly.id!);
    await step(most.id!, patient(), { duration: planned[0]! });
    await step(most.id!, patient(), { duration: planned[1]! });
    await step(most.id!, patient(), { duration: planned[2]! - 1 });
    await review(most.id!, patient(), { pain: 1, difficulty: 1 });
    expect(await starsOf(ctx.app, patient().patientId, day)).toMatchObject({
      workoutStars: 1,
      stars: 1,
      selfRehabilitationCount: 1,
    });

    // Every exercise done: a second star.
    const all = await relaunch(most.id!);
    for (const seconds of planned) {
      await step(all.id!, patient(), { duration: seconds + 30 });
    }
    await review(all.id!, patient(), { pain: 1, difficulty: 1 });
    expect(await starsOf(ctx.app, patient().patientId, day)).toMatchObject({
      workoutStars: 2,
      selfRehabilitationCount: 2,
    });
  });
});

describe('who may write a session', () => {
  let sessionId: string;
  beforeAll(async () => {
    await assignProgram(
      ctx.app,
      world.a.patient.patientId,
      [{ exerciseId: 6 }, { exerciseId: 7 }],
      {
        name: 'Pieds',
      },
    );
    sessionId = (await current(world.a.patient.patientId, world.a.patient)).body.session!.id!;
  });

  const writes = (id: string) => [
    { method: 'POST' as const, url: `/api/v1/Sessions/${id}/step`, body: { duration: 30 } },
    {
      method: 'POST' as const,
      url: `/api/v1/Sessions/${id}/review`,
      body: { pain: 1, difficulty: 1 },
    },
    { method: 'POST' as const, url: `/api/v1/Sessions/${id}/relaunch`, body: undefined },
    {
      method: 'PATCH' as const,
      url: `/api/v1/Sessions/${id}/PlayerOpenHours`,
      body: {
        openingTime: '2025-01-06T09:00:00Z',
        closureTime: '2025-01-06T09:20:00Z',
        hasRC: true,
      },
    },
  ];

  it('refuses everyone but the patient: 403 for those who read, 404 for the others, nothing written', async () => {
    for (const write of writes(sessionId)) {
      for (const actor of [world.a.rehabilitator, world.a.combined, world.a.manager]) {
        const before = await rowCounts(ctx.database);
        const res = await call(ctx.app, write.method, write.url, {
          token: actor.token,
          body: write.body,
        });
        expect(res.status, `${write.url} ${actor.email}`).toBe(403);
        expectNoData(res, world.a.patient.patientId, 'Pieds');
        expect(await rowCounts(ctx.database)).toEqual(before);
      }
      for (const actor of strangersToA()) {
        const before = await rowCounts(ctx.database);
        const res = await call(ctx.app, write.method, write.url, {
          token: actor.token,
          body: write.body,
        });
        expect(res.status, `${write.url} ${actor.email}`).toBe(404);
        expectNoData(res, world.a.patient.patientId, 'Pieds');
        expect(await rowCounts(ctx.database)).toEqual(before);
      }
    }
  });

  it('answers 404 for an unknown session, as for a hidden one', async () => {
    for (const write of writes('00000000-0000-4000-8000-000000000000')) {
      const res = await call(ctx.app, write.method, write.url, {
        token: world.a.patient.token,
        body: write.body,
      });
      expect(res.status, write.url).toBe(404);
    }
  });

  it('lets the patient write', async () => {
    expect((await step(sessionId, world.a.patient, { duration: 30 })).status).toBe(201);
    const hours = await call(ctx.app, 'PATCH', `/api/v1/Sessions/${sessionId}/PlayerOpenHours`, {
      token: world.a.patient.token,
      body: { openingTime: '2025-01-06T09:00:00Z' },
    });
    expect(hours.status).toBe(200);
    expect((await review(sessionId, world.a.patient, { pain: 3, difficulty: 1 })).status).toBe(200);
    const relaunch = await call(ctx.app, 'POST', `/api/v1/Sessions/${sessionId}/relaunch`, {
      token: world.a.patient.token,
    });
    expect(relaunch.status).toBe(201);
  });

  it('lists the history to readers only', async () => {
    for (const actor of readersOfA()) {
      const res = await call<SessionList>(
        ctx.app,
        'GET',
        `/api/v1/Patients/${world.a.patient.patientId}/sessions`,
        { token: actor.token },
      );
      expect(res.status, actor.email).toBe(200);
      expect(res.body.sessions.length, actor.email).toBeGreaterThanOrEqual(4);
      expect(res.body.sessions.every((item) => item.patientId === world.a.patient.patientId)).toBe(
        true,
      );
    }
    for (const actor of strangersToA()) {
      const res = await call(
        ctx.app,
        'GET',
        `/api/v1/Patients/${world.a.patient.patientId}/sessions`,
        {
          token: actor.token,
        },
      );
      expect(res.status, actor.email).toBe(404);
      expectNoData(res, 'Pieds', 'Renforcement');
    }
  });
});

describe('POST Sessions/{id}/step', () => {
  let sessionId: string;
  const patient = () => world.b.patient;
  beforeAll(async () => {
    await assignProgram(ctx.app, world.b.patient.patientId, [
      { exerciseId: 8 },
      { exerciseId: 9 },
      { exerciseId: 11 },
    ]);
    sessionId = (await current(patient().patientId, patient())).body.session!.id!;
  });

  const stepsInDatabase = async () =>
    (
      await ctx.app.db
        .select({ position: sessionSteps.position })
        .from(sessionSteps)
        .where(eq(sessionSteps.sessionId, sessionId))
    ).length;

  it('accepts whole seconds only, from 0 to 7200, and writes nothing otherwise', async () => {
    const bad: [unknown, string][] = [
      [{ duration: '60' }, 'duration'],
      [{ duration: 12.5 }, 'duration'],
      [{ duration: -1 }, 'duration'],
      [{ duration: 7201 }, 'duration'],
      [{ duration: true }, 'duration'],
      [{ duration: null }, 'duration'],
      [{}, 'duration'],
      [{ duration: 10, effort: 11 }, 'effort'],
      [{ duration: 10, effort: '5' }, 'effort'],
    ];
    for (const [body, field] of bad) {
      const before = await rowCounts(ctx.database);
      const res = await step(sessionId, patient(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_information');
      expect(res.body.fields, JSON.stringify(body)).toContain(field);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
  });

  it('answers a resend with the same Idempotency-Key again, without a second step', async () => {
    const first = await step(sessionId, patient(), { duration: 45 }, 'player-step-0001');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await stepsInDatabase()).toBe(1);

    const resent = await step(sessionId, patient(), { duration: 45 }, 'player-step-0001');
    expect(resent.status).toBe(201);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body).toEqual(first.body);
    expect(await stepsInDatabase()).toBe(1);

    const before = await rowCounts(ctx.database);
    const reused = await step(sessionId, patient(), { duration: 50 }, 'player-step-0001');
    expect(reused.status).toBe(400);
    expect(reused.body.fields).toEqual(['idempotency-key']);
    expect(await rowCounts(ctx.database)).toEqual(before);

    const next = await step(sessionId, patient(), { duration: 50 }, 'player-step-0002');
    expect(next.status).toBe(201);
    expect(next.body.completedStepCount).toBe(2);
    expect(await stepsInDatabase()).toBe(2);

    // Two resends at once still make one step.
    const [a, b] = await Promise.all([
      step(sessionId, patient(), { duration: 55 }, 'player-step-0003'),
      step(sessionId, patient(), { duration: 55 }, 'player-step-0003'),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await stepsInDatabase()).toBe(3);

    // Every step is recorded: a fresh key does not make room for a fourth.
    const other = await step(sessionId, patient(), { duration: 55 }, 'player-step-0004');
    expect(other.status).toBe(409);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const res = await step(sessionId, patient(), { duration: 5 }, 'with space');
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(['idempotency-key']);
  });
});

describe('POST Sessions/{id}/review and PATCH Sessions/{id}/PlayerOpenHours validation', () => {
  let sessionId: string;
  beforeAll(async () => {
    const patient = world.a.unlinkedPatient;
    await assignProgram(ctx.app, patient.patientId, [{ exerciseId: 12 }]);
    sessionId = (await current(patient.patientId, patient)).body.session!.id!;
    await step(sessionId, patient, { duration: 60 });
  });

  it('accepts pain 0-3 (0: no pain) and difficulty 1-3 as integers only, and writes nothing otherwise', async () => {
    const bad: [unknown, string][] = [
      [{ pain: -1, difficulty: 1 }, 'pain'],
      [{ pain: 4, difficulty: 1 }, 'pain'],
      [{ pain: '1', difficulty: 1 }, 'pain'],
      [{ pain: 0.5, difficulty: 1 }, 'pain'],
      [{ pain: 2, difficulty: 1.5 }, 'difficulty'],
      [{ pain: 2 }, 'difficulty'],
    ];
    for (const [body, field] of bad) {
      const before = await rowCounts(ctx.database);
      const res = await review(sessionId, world.a.unlinkedPatient, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_information');
      expect(res.body.fields).toContain(field);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
    const reviews = await ctx.app.db
      .select()
      .from(sessionReviews)
      .where(eq(sessionReviews.sessionId, sessionId));
    expect(reviews).toHaveLength(0);
  });

  it('records the opening and closing of the player, once per opening', async () => {
    const url = `/api/v1/Sessions/${sessionId}/PlayerOpenHours`;
    const token = world.a.unlinkedPatient.token;
    const opened = await call(ctx.app, 'PATCH', url, {
      token,
      body: { openingTime: '2025-03-03T08:00:00.000Z', hasRC: false },
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      sessionId,
      openingTime: '2025-03-03T08:00:00.000Z',
      closureTime: null,
      hasRC: false,
    });
    const closed = await call(ctx.app, 'PATCH', url, {
      token,
      body: {
        openingTime: '2025-03-03T09:00:00+01:00',
        closureTime: '2025-03-03T08:25:00Z',
        hasRC: true,
      },
    });
    expect(closed.body).toEqual({
      sessionId,
      openingTime: '2025-03-03T08:00:00.000Z',
      closureTime: '2025-03-03T08:25:00.000Z',
      hasRC: true,
    });
    const rows = await ctx.app.db
      .select()
      .from(sessionPlayerHours)
      .where(eq(sessionPlayerHours.sessionId, sessionId));
    expect(rows).toHaveLength(1);
  });

  it('answers a resent review with the same Idempotency-Key again, and refuses a second review', async () => {
    const send = (body: unknown, key: string) =>
      call<Answer<Session>>(ctx.app, 'POST', `/api/v1/Sessions/${sessionId}/review`, {
        token: world.a.unlinkedPatient.token,
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await send({ pain: 1, difficulty: 2 }, 'review-key-1');
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('done');
    const resent = await send({ difficulty: 2, pain: 1 }, 'review-key-1');
    expect(resent.status).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body).toEqual(first.body);
    const second = await send({ pain: 3, difficulty: 3 }, 'review-key-2');
    expect(second.status).toBe(409);
    const reviews = await ctx.app.db
      .select({ pain: sessionReviews.pain })
      .from(sessionReviews)
      .where(eq(sessionReviews.sessionId, sessionId));
    expect(reviews).toEqual([{ pain: 1 }]);
  });

  it('refuses a closure before the opening and instants that are not ISO, writing nothing', async () => {
    const bad: [unknown, string][] = [
      [{ openingTime: '2025-03-03T10:00:00Z', closureTime: '2025-03-03T09:59:59Z' }, 'closureTime'],
      [{ openingTime: 'yesterday' }, 'openingTime'],
      [{ openingTime: '2025-03-03T10:00:00Z', closureTime: '10:30' }, 'closureTime'],
      [{ closureTime: '2025-03-03T10:00:00Z' }, 'openingTime'],
      [{ openingTime: '2025-03-03T10:00:00Z', hasRC: 'yes' }, 'hasRC'],
    ];
    for (const [body, field] of bad) {
      const before = await rowCounts(ctx.database);
      const res = await call(ctx.app, 'PATCH', `/api/v1/Sessions/${sessionId}/PlayerOpenHours`, {
        token: world.a.unlinkedPatient.token,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toContain(field);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
  });
});
