import { addDays, todayIn } from '@oxilio/domain';
import type {
  CurrentSession,
  OutcomeResult,
  OutcomeResultList,
  Problem,
} from '@oxilio/domain/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outcomeResults, sessions } from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import { assignProgram, ensureSessionReferenceData } from '../../../test/session-fixtures';
import { scopeFor } from '../../policy/scope';
import { latestResults } from './repository';

const ctx = useTestApp();
let world: World;
/** world.a.patient's session of the day: exercises 81 (TUG), 84 (30-second chair stand), 2. */
let sessionId: string;
const api = (path: string) => `/api/v1${path}`;
const today = todayIn('Europe/Paris');

const note = (actor: Actor, id: string, body: unknown) =>
  call<OutcomeResult & Problem>(ctx.app, 'POST', api(`/sessions/${id}/outcomeResults`), {
    token: actor.token,
    body,
  });
const list = (actor: Actor, patientId: string) =>
  call<OutcomeResultList>(ctx.app, 'GET', api(`/patients/${patientId}/outcomeResults`), {
    token: actor.token,
  });

beforeAll(async () => {
  world = await createWorld(ctx.app);
  await ensureSessionReferenceData(ctx.app);
  await assignProgram(ctx.app, world.a.patient.patientId, [
    { exerciseId: 81 },
    { exerciseId: 84 },
    { exerciseId: 2 },
  ]);
  const current = await call<CurrentSession>(
    ctx.app,
    'GET',
    api(`/Patients/${world.a.patient.patientId}/Sessions/current/true`),
    { token: world.a.patient.token },
  );
  sessionId = current.body.session!.id!;
});

describe('a clinical test noted by the patient in their session', () => {
  it('keeps the result as measured by the patient, on the session’s day, audited with the session', async () => {
    const a = world.a;
    const res = await note(a.patient, sessionId, { exerciseId: 81, value: 14.2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      measureKey: 'timedUpAndGo',
      value: 14.2,
      measuredOn: today,
      walkingAid: 'none',
      assistance: 'none',
      withDevice: true,
      comment: null,
      measuredBy: { userId: a.patient.userId, role: 'patient' },
      band: 'fallRisk',
      sinceFirst: null,
      canStrike: false,
    });
    const [row] = await ctx.app.db
      .select({ sessionId: outcomeResults.sessionId, role: outcomeResults.measuredByRole })
      .from(outcomeResults)
      .where(eq(outcomeResults.id, res.body.id));
    expect(row).toEqual({ sessionId, role: 'patient' });
    const entries = await ctx.app.db
      .select({ details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.action, 'outcomeResult.record'));
    expect(entries).toContainEqual({
      actor: a.patient.userId,
      details: { outcomeResultId: res.body.id, measureKey: 'timedUpAndGo', sessionId },
    });
    // Once per session and test.
    const again = await note(a.patient, sessionId, { exerciseId: 81, value: 13 });
    expect(again.status).toBe(409);
  });

  it('refuses a rehabilitator, another patient and anyone else, changing nothing', async () => {
    const a = world.a;
    const expected = new Map<Actor, number>([
      [a.rehabilitator, 403],
      [a.combined, 403],
      [a.manager, 403],
      [a.unlinkedPatient, 404],
      [world.b.patient, 404],
      [world.b.rehabilitator, 404],
    ]);
    for (const [actor, status] of expected) {
      const before = await rowCounts(ctx.database);
      const res = await note(actor, sessionId, { exerciseId: 81, value: 15 });
      expect(res.status, actor.email).toBe(status);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
    expect((await note(a.patient, crypto.randomUUID(), { exerciseId: 81, value: 15 })).status).toBe(
      404,
    );
  });

  it('refuses an exercise that is not a catalogued test of the session, and an invalid value, with stable codes', async () => {
    const cases: [unknown, number, string][] = [
      // The 6-minute walk is a catalogued test, but not in this session.
      [{ exerciseId: 83, value: 300 }, 400, 'outcome_test_not_in_session'],
      // In the session, but the 30-second chair stand is not a catalogued test.
      [{ exerciseId: 84, value: 12 }, 400, 'outcome_test_not_in_session'],
      [{ exerciseId: 2, value: 12 }, 400, 'outcome_test_not_in_session'],
      [{ exerciseId: 81, value: 1 }, 400, 'outcome_value_out_of_range'],
      [{ exerciseId: 81, value: 301 }, 400, 'outcome_value_out_of_range'],
      [{ exerciseId: 81, value: 12.25 }, 400, 'outcome_value_too_precise'],
      [{ exerciseId: 81, value: '12', extra: true }, 400, 'invalid_information'],
    ];
    for (const [body, status, code] of cases) {
      const before = await rowCounts(ctx.database);
      const res = await note(world.a.patient, sessionId, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
  });

  it('refuses a session older than yesterday', async () => {
    const [old] = await ctx.app.db
      .insert(sessions)
      .values({
        patientId: world.a.patient.patientId,
        isSelfRehabilitation: true,
        day: addDays(today, -2),
        plan: [
          {
            exerciseId: 82,
            seriesCount: 1,
            seriesDurationSeconds: 60,
            restBetweenSeriesSeconds: 0,
            equipment: [],
          },
        ],
      })
      .returning({ id: sessions.id });
    const res = await note(world.a.patient, old!.id, { exerciseId: 82, value: 0.8 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('outcome_session_too_old');
    await ctx.app.db
      .update(sessions)
      .set({ day: addDays(today, -1) })
      .where(eq(sessions.id, old!.id));
    const yesterday = await note(world.a.patient, old!.id, { exerciseId: 82, value: 0.8 });
    expect(yesterday.status).toBe(201);
    expect(yesterday.body.measuredOn).toBe(addDays(today, -1));
  });

  it('keeps the patient’s results apart: never judged with the rehabilitator’s, never the latest for goals', async () => {
    const a = world.a;
    const rehabilitatorTug = (value: number, measuredOn: string) =>
      call<OutcomeResult>(ctx.app, 'POST', api(`/patients/${a.patient.patientId}/outcomeResults`), {
        token: a.rehabilitator.token,
        body: {
          measureKey: 'timedUpAndGo',
          value,
          measuredOn,
          walkingAid: 'none',
          assistance: 'none',
          withDevice: true,
        },
      });
    expect((await rehabilitatorTug(20, addDays(today, -10))).status).toBe(201);
    // The patient's 14.2 s of today stands between: the next is judged against 20 s only.
    const next = await rehabilitatorTug(18.5, today);
    expect(next.body.sinceFirst).toEqual({ change: -1.5, judgement: 'withinError' });
    expect(next.body.sincePrevious).toEqual({ change: -1.5, judgement: 'withinError' });

    const read = await list(a.rehabilitator, a.patient.patientId);
    const tugs = read.body.results.filter((r) => r.measureKey === 'timedUpAndGo');
    expect(tugs.map((r) => [r.value, r.measuredBy.role])).toEqual(
      expect.arrayContaining([
        [14.2, 'patient'],
        [20, 'rehabilitator'],
        [18.5, 'rehabilitator'],
      ]),
    );

    const scope = scopeFor(ctx.app.db, {
      user: a.rehabilitator.auth,
      sessionId: crypto.randomUUID(),
      requestId: 'test',
      ip: '127.0.0.1',
      method: 'GET',
      route: null,
      locale: 'fr',
    });
    const latest = await latestResults(scope, await scope.patient(a.patient.patientId, 'read'));
    expect(latest.get('timedUpAndGo')).toEqual({ value: 18.5, measuredOn: today });
    // The patient's walk of yesterday is no latest result at all.
    expect(latest.has('tenMetreWalkComfortable')).toBe(false);
  });
});
