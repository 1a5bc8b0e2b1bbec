/**
 * A session keeps the plan it was launched with (issue 22, docs/decisions/session-outcome.md):
 * a rehabilitator who edits the program afterwards changes neither the session's history nor
 * its stars; a new attempt is asked the program as it is now.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentSession, Session, SessionList } from '@oxilio/domain/contract';
import { sessionOutcome } from '@oxilio/domain';
import { sessions } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import programRoutes from '../programs/routes';
import { recomputeStars } from '../stats/stars';
import { assignProgram, ensureSessionReferenceData, starsOf } from '../../../test/session-fixtures';
import { parseSessionPlan } from './plan';
import sessionsRoutes from './routes';

const ctx = useTestApp({ modules: [sessionsRoutes, programRoutes] });

let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
  await ensureSessionReferenceData(ctx.app);
});

describe('a session keeps its plan', () => {
  it('keeps its steps, outcome and stars when the program gains exercises afterwards', async () => {
    const patient = world.a.patient;
    const rehab = world.a.rehabilitator;
    const program = await assignProgram(
      ctx.app,
      patient.patientId,
      [{ exerciseId: 2, seriesCount: 2 }, { exerciseId: 4 }],
      { name: 'Deux exercices', reeducatorId: rehab.reeducatorId! },
    );
    const current = await call<CurrentSession>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${patient.patientId}/Sessions/current/true`,
      { token: patient.token },
    );
    const session = current.body.session!;
    const day = current.body.day;
    for (const planned of session.steps) {
      const res = await call<Session>(ctx.app, 'POST', `/api/v1/Sessions/${session.id}/step`, {
        token: patient.token,
        body: { duration: planned.seriesCount * planned.seriesDurationSeconds },
      });
      expect(res.status).toBe(201);
    }
    const reviewed = await call<Session>(ctx.app, 'POST', `/api/v1/Sessions/${session.id}/review`, {
      token: patient.token,
      body: { pain: 0, difficulty: 2 },
    });
    expect(reviewed.body.status).toBe('done');
    const counted = { workoutStars: 1, selfRehabilitationCount: 1 };
    expect(await starsOf(ctx.app, patient.patientId, day)).toMatchObject(counted);

    // The rehabilitator adds three long exercises to the program, as the portal does.
    const modified = await call(ctx.app, 'PATCH', `/api/v1/Reeducators/${program.programId}`, {
      token: rehab.token,
      body: {
        reeducatorId: rehab.reeducatorId,
        program: {
          name: 'Cinq exercices',
          exercises: [
            { exerciseId: 2, seriesCount: 2 },
            { exerciseId: 4 },
            { exerciseId: 25, seriesDurationSeconds: 600 },
            { exerciseId: 5, seriesDurationSeconds: 600 },
            { exerciseId: 6, seriesDurationSeconds: 600 },
          ],
        },
      },
    });
    expect(modified.status).toBe(200);

    const history = async () => {
      const res = await call<SessionList>(
        ctx.app,
        'GET',
        `/api/v1/Patients/${patient.patientId}/sessions?patientProgramId=${program.patientProgramId}`,
        { token: rehab.token },
      );
      expect(res.status).toBe(200);
      return res.body.sessions.find((item) => item.id === session.id)!;
    };
    const seen = await history();
    // "2 of 2", not "2 of 5": the steps it was asked, each done.
    expect(seen).toMatchObject({
      stepCount: 2,
      completedStepCount: 2,
      estimatedDurationSeconds: session.estimatedDurationSeconds,
    });
    expect(seen.steps.map((item) => [item.exerciseId, item.seriesCount])).toEqual([
      [2, 2],
      [4, 3],
    ]);
    expect(sessionOutcome(seen.steps, { completed: true })).toMatchObject({
      total: 2,
      done: 2,
      skipped: 0,
      counts: true,
    });

    // Stars recomputed after the change (as after a device upload of that day) still count it.
    await recomputeStars(ctx.app.db, patient.patientId, day, day);
    expect(await starsOf(ctx.app, patient.patientId, day)).toMatchObject(counted);

    // A new attempt is asked the program as it is now.
    const relaunched = await call<Session>(
      ctx.app,
      'POST',
      `/api/v1/Sessions/${session.id}/relaunch`,
      { token: patient.token },
    );
    expect(relaunched.status).toBe(201);
    expect(relaunched.body.steps.map((item) => item.exerciseId)).toEqual([2, 4, 25, 5, 6]);

    // A malformed stored plan does not break the read: the program's current plan stands in.
    await ctx.app.db
      .update(sessions)
      .set({ plan: sql`'[{"exerciseId":"two"}]'::jsonb` })
      .where(eq(sessions.id, session.id!));
    const fallback = await history();
    expect(fallback.stepCount).toBe(5);
    expect(fallback.steps.slice(0, 2).map((item) => item.durationSeconds)).toEqual(
      seen.steps.map((item) => item.durationSeconds),
    );
  });
});

describe('parseSessionPlan', () => {
  it('reads a list of planned exercises and nothing else', () => {
    const row = {
      exerciseId: 2,
      seriesCount: 2,
      seriesDurationSeconds: 60,
      restBetweenSeriesSeconds: 30,
      equipment: [1],
    };
    expect(parseSessionPlan([row])).toEqual([row]);
    expect(parseSessionPlan([])).toEqual([]);
    for (const bad of [
      null,
      undefined,
      {},
      'plan',
      [null],
      [{ ...row, exerciseId: '2' }],
      [{ ...row, seriesCount: -1 }],
      [{ ...row, seriesDurationSeconds: 1.5 }],
      [{ ...row, equipment: 'table' }],
      [{ ...row, equipment: [null] }],
      [{ exerciseId: 2 }],
    ]) {
      expect(parseSessionPlan(bad)).toBeNull();
    }
  });
});
