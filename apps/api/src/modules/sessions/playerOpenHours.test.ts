import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CurrentSession, PlayerOpenHours } from '@oxilio/domain/contract';
import { sessionPlayerHours } from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import patientsRoutes from '../patients/routes';
import rehabilitatorsRoutes from '../rehabilitators/routes';
import { assignProgram, ensureSessionReferenceData } from '../../../test/session-fixtures';
import sessionsRoutes from './routes';

/*
 * PATCH Sessions/{id}/PlayerOpenHours as the player uses it
 * (docs/decisions/portal-realtime-and-player-hours.md): an opening, then its closure (sent with
 * keepalive as the page is left, hidden or closed, and perhaps again by the queue), each visible
 * stretch its own opening.
 */
const ctx = useTestApp({ modules: [sessionsRoutes, patientsRoutes, rehabilitatorsRoutes] });

type Answer = PlayerOpenHours & { code?: string; fields?: string[] };

let world: World;
let sessionId: string;

const patch = (actor: Actor, body: unknown, id = sessionId) =>
  call<Answer>(ctx.app, 'PATCH', `/api/v1/Sessions/${id}/PlayerOpenHours`, {
    token: actor.token,
    body,
  });

const rows = () =>
  ctx.app.db
    .select({
      openingTime: sessionPlayerHours.openingTime,
      closureTime: sessionPlayerHours.closureTime,
      hasRc: sessionPlayerHours.hasRc,
    })
    .from(sessionPlayerHours)
    .where(eq(sessionPlayerHours.sessionId, sessionId))
    .orderBy(sessionPlayerHours.openingTime);

beforeAll(async () => {
  world = await createWorld(ctx.app);
  await ensureSessionReferenceData(ctx.app);
  const patient = world.a.patient;
  await assignProgram(ctx.app, patient.patientId, [{ exerciseId: 3 }, { exerciseId: 5 }]);
  const current = await call<CurrentSession>(
    ctx.app,
    'GET',
    `/api/v1/Patients/${patient.patientId}/Sessions/current/true`,
    { token: patient.token },
  );
  sessionId = current.body.session!.id!;
});

describe('PATCH Sessions/{id}/PlayerOpenHours: the closing time', () => {
  const openingTime = '2026-11-27T08:00:00.000Z';

  it('closes an opening already recorded, keeping its hasRC', async () => {
    const opened = await patch(world.a.patient, { openingTime, hasRC: true });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ closureTime: null, hasRC: true });

    const closed = await patch(world.a.patient, {
      openingTime,
      closureTime: '2026-11-27T08:12:30.000Z',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({
      sessionId,
      openingTime,
      closureTime: '2026-11-27T08:12:30.000Z',
      hasRC: true,
    });
    expect(await rows()).toEqual([
      {
        openingTime: new Date(openingTime),
        closureTime: new Date('2026-11-27T08:12:30.000Z'),
        hasRc: true,
      },
    ]);
  });

  it('answers the same closure sent twice (keepalive, then the queue) the same, with one row', async () => {
    const body = { openingTime, closureTime: '2026-11-27T08:12:30.000Z' };
    const again = await patch(world.a.patient, body);
    expect(again.status).toBe(200);
    expect(again.body.closureTime).toBe('2026-11-27T08:12:30.000Z');
    expect(await rows()).toHaveLength(1);
  });

  it('keeps the latest closure of an opening', async () => {
    const later = await patch(world.a.patient, {
      openingTime,
      closureTime: '2026-11-27T08:20:00.000Z',
    });
    expect(later.body.closureTime).toBe('2026-11-27T08:20:00.000Z');
    expect(await rows()).toHaveLength(1);
  });

  it('records a page shown again as a new opening, the first one staying closed', async () => {
    const reopened = await patch(world.a.patient, {
      openingTime: '2026-11-27T08:30:00.000Z',
      hasRC: false,
    });
    expect(reopened.body).toMatchObject({ closureTime: null, hasRC: false });
    await patch(world.a.patient, {
      openingTime: '2026-11-27T08:30:00.000Z',
      closureTime: '2026-11-27T08:31:00.000Z',
    });
    expect((await rows()).map((row) => [row.openingTime, row.closureTime])).toEqual([
      [new Date(openingTime), new Date('2026-11-27T08:20:00.000Z')],
      [new Date('2026-11-27T08:30:00.000Z'), new Date('2026-11-27T08:31:00.000Z')],
    ]);
  });

  it('takes an opening and its closure in one call (both waited offline in the queue)', async () => {
    const both = await patch(world.a.patient, {
      openingTime: '2026-11-27T09:00:00.000Z',
      closureTime: '2026-11-27T09:10:00.000Z',
      hasRC: false,
    });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ closureTime: '2026-11-27T09:10:00.000Z', hasRC: false });
    expect(await rows()).toHaveLength(3);
  });

  it('refuses a closure before its opening, and a malformed body, changing nothing', async () => {
    const bad: [unknown, string][] = [
      [{ openingTime, closureTime: '2026-11-27T07:59:59.000Z' }, 'closureTime'],
      [{ openingTime, closureTime: 'tomorrow' }, 'closureTime'],
      [{ openingTime, closureTime: 1764231000000 }, 'closureTime'],
      [{ closureTime: '2026-11-27T08:40:00.000Z' }, 'openingTime'],
      [{ openingTime, closureTime: '2026-11-27T08:40:00.000Z', hasRC: 'no' }, 'hasRC'],
      [{ openingTime: '2026-11-27T08:00:00', closureTime: '2026-11-27T08:40:00Z' }, 'openingTime'],
    ];
    const before = await rows();
    for (const [body, field] of bad) {
      const counts = await rowCounts(ctx.database);
      const res = await patch(world.a.patient, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code, JSON.stringify(body)).toBe('invalid_information');
      expect(res.body.fields, JSON.stringify(body)).toContain(field);
      expect(await rowCounts(ctx.database)).toEqual(counts);
    }
    // The recorded closure is still the latest one accepted.
    expect(await rows()).toEqual(before);
  });

  it('refuses the closure from anyone but the patient, changing nothing', async () => {
    const body = { openingTime, closureTime: '2026-11-27T08:45:00.000Z' };
    const before = await rows();
    const refusals: [Actor, number][] = [
      [world.a.rehabilitator, 403],
      [world.a.manager, 403],
      [world.a.unlinkedPatient, 404],
      [world.b.patient, 404],
      [world.b.rehabilitator, 404],
    ];
    for (const [actor, status] of refusals) {
      const res = await patch(actor, body);
      expect(res.status, actor.email).toBe(status);
    }
    const unknown = await patch(world.a.patient, body, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const anonymous = await call(
      ctx.app,
      'PATCH',
      `/api/v1/Sessions/${sessionId}/PlayerOpenHours`,
      {
        body,
      },
    );
    expect(anonymous.status).toBe(401);
    expect(await rows()).toEqual(before);
  });
});

/*
 * What the realtime indicator tells a patient no rehabilitator follows ("saved in your file; the
 * rehabilitator who follows you will see them") is what the API does.
 */
describe('the sessions of a patient no rehabilitator follows yet', () => {
  it('are recorded, and the rehabilitator who follows the patient later sees them', async () => {
    const patient = world.a.unlinkedPatient;
    const rehabilitator = world.a.rehabilitator;
    const history = () =>
      call<{ sessions: { id: string; completedStepCount: number }[] }>(
        ctx.app,
        'GET',
        `/api/v1/Patients/${patient.patientId}/sessions`,
        { token: rehabilitator.token },
      );
    const followers = await call<unknown[]>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patient.patientId}/reeducators`,
      { token: patient.token },
    );
    expect(followers.body).toEqual([]);

    await assignProgram(ctx.app, patient.patientId, [{ exerciseId: 3 }]);
    const current = await call<CurrentSession>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${patient.patientId}/Sessions/current/true`,
      { token: patient.token },
    );
    const id = current.body.session!.id!;
    const step = await call(ctx.app, 'POST', `/api/v1/Sessions/${id}/step`, {
      token: patient.token,
      body: { duration: 60 },
    });
    expect(step.status).toBe(201);
    expect((await history()).status).toBe(404);

    const link = await call<{ id: string }>(
      ctx.app,
      'POST',
      `/api/v1/Reeducators/${rehabilitator.reeducatorId}/Patients`,
      { token: rehabilitator.token, body: { patientId: patient.patientId } },
    );
    expect(link.status).toBe(201);
    const accepted = await call(
      ctx.app,
      'PATCH',
      `/api/v1/patients/${patient.patientId}/reeducatorInvitations/${link.body.id}`,
      { token: patient.token, body: { accepted: true } },
    );
    expect(accepted.status).toBe(200);

    const seen = await history();
    expect(seen.status).toBe(200);
    expect(seen.body.sessions.find((session) => session.id === id)).toMatchObject({
      completedStepCount: 1,
    });
  });
});
