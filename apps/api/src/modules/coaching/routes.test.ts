import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachingSession, CoachingSessionList } from '@oxilio/domain/contract';
import { auditLog, patients } from '../../db/schema';
import { archiveDuePatients } from '../../jobs/archiving';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';

const ctx = useTestApp();
let world: World;
const api = (path: string) => `/api/v1${path}`;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const create = (actor: Actor, establishmentId: string, body: unknown) =>
  call<CoachingSession>(ctx.app, 'POST', api(`/Establishments/${establishmentId}/coaching`), {
    token: actor.token,
    body,
  });

describe('coaching sessions', () => {
  it('the manager plans one for a patient of the establishment; nobody else may', async () => {
    const a = world.a;
    const body = {
      patientId: a.patient.patientId,
      scheduledAt: '2030-03-04T09:30:00Z',
      durationMinutes: 45,
      topic: 'Transferts fauteuil-lit',
      coachName: 'Camille Lefort',
      notes: 'Travailler l’appui sur le côté gauche.',
    };
    const res = await create(a.manager, a.establishmentId, body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      establishmentId: a.establishmentId,
      patient: { patientId: a.patient.patientId },
      scheduledAt: '2030-03-04T09:30:00.000Z',
      topic: 'Transferts fauteuil-lit',
      status: 'planned',
      canEdit: true,
    });

    for (const actor of world.actors) {
      if (actor === a.manager || actor === a.combined) {
        continue;
      }
      const before = await rowCounts(ctx.database);
      const refused = await create(actor, a.establishmentId, body);
      expect(refused.status, actor.email).toBe(403);
      expect(refused.raw).not.toContain('Transferts');
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
    // A patient of another establishment, through one's own: 404.
    const foreign = await create(a.manager, a.establishmentId, {
      ...body,
      patientId: world.b.patient.patientId,
    });
    expect(foreign.status).toBe(404);
    const [entry] = await ctx.app.db
      .select({ details: auditLog.details, patientId: auditLog.patientId })
      .from(auditLog)
      .where(eq(auditLog.action, 'coaching.create'));
    expect(entry).toMatchObject({ patientId: a.patient.patientId });
    expect(JSON.stringify(entry?.details)).not.toContain('appui');
  });

  it('lists the establishment’s sessions by day, in its time zone, to its manager only', async () => {
    const a = world.a;
    // 23:30 UTC on 9 March is 00:30 on 10 March in Paris.
    await create(a.combined, a.establishmentId, {
      patientId: a.unlinkedPatient.patientId,
      scheduledAt: '2030-03-09T23:30:00Z',
      topic: 'Marche en extérieur',
      status: 'done',
    });
    const list = (actor: Actor, query = '') =>
      call<CoachingSessionList>(
        ctx.app,
        'GET',
        api(`/Establishments/${a.establishmentId}/coaching${query}`),
        { token: actor.token },
      );
    const all = await list(a.manager);
    expect(all.status).toBe(200);
    expect(all.body.sessions.map((row) => row.topic)).toEqual([
      'Transferts fauteuil-lit',
      'Marche en extérieur',
    ]);
    const tenth = await list(a.manager, '?from=2030-03-10&to=2030-03-10');
    expect(tenth.body.sessions.map((row) => row.topic)).toEqual(['Marche en extérieur']);
    const ofPatient = await list(a.manager, `?patientId=${a.patient.patientId}`);
    expect(ofPatient.body.sessions.map((row) => row.topic)).toEqual(['Transferts fauteuil-lit']);
    for (const actor of [a.rehabilitator, a.patient, world.b.manager, world.b.combined]) {
      expect((await list(actor)).status, actor.email).toBe(403);
    }
  });

  it('the patient and their rehabilitators read the patient’s sessions; only the manager edits', async () => {
    const a = world.a;
    const url = api(`/patients/${a.patient.patientId}/coaching`);
    const expected = new Map<Actor, number>([
      [a.patient, 200],
      [a.rehabilitator, 200],
      [a.combined, 200],
      [a.manager, 200],
      [a.unlinkedPatient, 404],
      [world.b.manager, 404],
      [world.b.rehabilitator, 404],
    ]);
    let id = '';
    for (const [actor, status] of expected) {
      const res = await call<CoachingSessionList>(ctx.app, 'GET', url, { token: actor.token });
      expect(res.status, actor.email).toBe(status);
      if (status === 200) {
        expect(res.body.sessions).toHaveLength(1);
        expect(res.body.sessions[0]!.canEdit).toBe(actor === a.manager || actor === a.combined);
        id = res.body.sessions[0]!.id;
      } else {
        expect(res.raw).not.toContain('Transferts');
      }
    }

    const patch = (actor: Actor, body: unknown) =>
      call<CoachingSession>(ctx.app, 'PATCH', api(`/coaching/${id}`), {
        token: actor.token,
        body,
      });
    expect((await patch(a.rehabilitator, { status: 'done' })).status).toBe(403);
    expect((await patch(a.patient, { status: 'cancelled' })).status).toBe(403);
    expect((await patch(world.b.manager, { status: 'done' })).status).toBe(404);
    expect((await patch(a.manager, {})).status).toBe(400);
    const done = await patch(a.manager, { status: 'done', notes: 'Bien réalisé.' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'done', notes: 'Bien réalisé.' });
    const [entry] = await ctx.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'coaching.update'));
    expect(entry?.details).toEqual({ coachingSessionId: id, fields: ['notes', 'status'] });
  });

  it('archiving a patient cancels their planned sessions; none can be added', async () => {
    const b = world.b;
    const planned = await create(b.manager, b.establishmentId, {
      patientId: b.unlinkedPatient.patientId,
      scheduledAt: '2030-05-01T08:00:00Z',
      topic: 'Équilibre',
    });
    expect(planned.status).toBe(201);
    await ctx.app.db
      .update(patients)
      .set({ serviceEndedAt: new Date('2030-01-01'), archiveScheduledFor: '2030-01-31' })
      .where(eq(patients.id, b.unlinkedPatient.patientId));
    await archiveDuePatients(ctx.app.db, new Date('2030-02-01T12:00:00Z'));
    const after = await call<CoachingSessionList>(
      ctx.app,
      'GET',
      api(`/patients/${b.unlinkedPatient.patientId}/coaching`),
      { token: b.manager.token },
    );
    expect(after.body.sessions.map((row) => row.status)).toEqual(['cancelled']);
    const refused = await create(b.manager, b.establishmentId, {
      patientId: b.unlinkedPatient.patientId,
      scheduledAt: '2030-05-02T08:00:00Z',
      topic: 'Équilibre',
    });
    expect(refused.status).toBe(409);
  });
});
