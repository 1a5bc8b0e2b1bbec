import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLog } from '@oxilio/domain/contract';
import { aboutPatient } from '../../audit/audit';
import { auditLog } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import patientsRoutes from '../patients/routes';
import statsRoutes from '../stats/routes';
import accessLogRoutes from './routes';
import { areaOf } from './service';

const ctx = useTestApp({ modules: [patientsRoutes, statsRoutes, accessLogRoutes] });

type Answer<T> = T & { code?: string; fields?: string[] };

const logOf = (world: World) => `/api/v1/patients/${world.a.patient.patientId}/accessLog`;

describe('GET /patients/{id}/accessLog', () => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld(ctx.app);
    const patientId = world.a.patient.patientId;
    // The patient's own reads: never shown to them.
    await call(ctx.app, 'GET', `/api/v1/patients/${patientId}`, { token: world.a.patient.token });
    // Their rehabilitator reads the profile and the relatives.
    for (const path of ['', '/relatives']) {
      const res = await call(ctx.app, 'GET', `/api/v1/patients/${patientId}${path}`, {
        token: world.a.rehabilitator.token,
      });
      expect(res.status).toBe(200);
    }
    // Their manager changes the phone number.
    const patched = await call(ctx.app, 'PATCH', `/api/v1/patients/${patientId}`, {
      token: world.a.manager.token,
      body: { phone: '+33 6 00 00 00 01' },
    });
    expect(patched.status).toBe(200);
    // Entries that must never show: another patient as author, a device (no user), and the
    // rehabilitator's reading of another patient.
    await ctx.app.db.insert(auditLog).values([
      {
        actorUserId: world.a.unlinkedPatient.userId,
        actorRoles: 'patient',
        action: 'patient.read',
        patientId,
      },
      { actorUserId: null, actorRoles: null, action: 'measurements.store', patientId },
      {
        actorUserId: world.a.rehabilitator.userId,
        actorRoles: 'reeducator',
        action: 'patient.read',
        patientId: world.a.unlinkedPatient.patientId,
      },
    ]);
  });

  it('shows the patient the professionals who viewed or changed their data, newest first', async () => {
    const res = await call<AccessLog>(ctx.app, 'GET', logOf(world), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.hasMore).toBe(false);
    expect(res.body.entries).toEqual([
      expect.objectContaining({
        kind: 'changed',
        areas: ['profile'],
        count: 1,
        actor: { firstName: 'manager', lastName: 'Fixture', role: 'responsable' },
      }),
      expect.objectContaining({
        kind: 'viewed',
        areas: ['profile', 'relatives'],
        count: 2,
        actor: { firstName: 'rehab', lastName: 'Fixture', role: 'reeducator' },
      }),
    ]);
    const [changed] = res.body.entries;
    expect(changed!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(changed!.lastAt)).toBeGreaterThanOrEqual(Date.parse(changed!.firstAt));
    expect(res.raw).not.toContain('unlinked');
    expect(res.raw).not.toContain(world.a.unlinkedPatient.userId);
  });

  it('answers 403 to the professionals who may read the patient, 404 to everyone else', async () => {
    const professionals = [world.a.rehabilitator, world.a.combined, world.a.manager];
    for (const actor of world.actors) {
      if (actor === world.a.patient) {
        continue;
      }
      const res = await call<Answer<object>>(ctx.app, 'GET', logOf(world), { token: actor.token });
      expect(res.status, actor.email).toBe(professionals.includes(actor) ? 403 : 404);
      expect(res.raw).not.toContain('Fixture');
    }
    expect((await call(ctx.app, 'GET', logOf(world))).status).toBe(401);
  });

  it('refuses a malformed id or limit, naming it', async () => {
    const bad: [string, string][] = [
      ['/api/v1/patients/12/accessLog', 'id'],
      [`${logOf(world)}?limit=0`, 'limit'],
      [`${logOf(world)}?limit=101`, 'limit'],
      [`${logOf(world)}?limit=two`, 'limit'],
    ];
    for (const [url, field] of bad) {
      const res = await call<Answer<object>>(ctx.app, 'GET', url, {
        token: world.a.patient.token,
      });
      expect(res.status, url).toBe(400);
      expect(res.body.fields, url).toEqual([field]);
    }
  });
});

describe('grouping and paging of the access log', () => {
  let world: World;

  beforeAll(async () => {
    world = await createWorld(ctx.app);
    const patientId = world.a.patient.patientId;
    const read = (at: string, actorUserId: string, actorRoles: string, action = 'stats.read') => ({
      at: new Date(at),
      actorUserId,
      actorRoles,
      action,
      patientId,
    });
    const rehabilitator = world.a.rehabilitator.userId;
    const manager = world.a.manager.userId;
    await ctx.app.db.insert(auditLog).values([
      // 23:30 UTC on 10 January is already 11 January in Paris: one day with the next morning.
      read('2025-01-10T23:30:00Z', rehabilitator, 'reeducator'),
      read('2025-01-11T08:00:00Z', rehabilitator, 'reeducator', 'session.list'),
      read('2025-01-11T09:00:00Z', rehabilitator, 'reeducator', 'patient.settings.update'),
      read('2025-01-12T10:00:00Z', manager, 'responsable', 'stats.establishment'),
      read('2025-01-13T10:00:00Z', manager, 'responsable', 'device.assign'),
    ]);
  });

  it("groups by author, day in the establishment's time zone and kind", async () => {
    const res = await call<AccessLog>(ctx.app, 'GET', logOf(world), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    expect(
      res.body.entries.map((entry) => [
        entry.day,
        entry.actor.role,
        entry.kind,
        entry.areas,
        entry.count,
      ]),
    ).toEqual([
      ['2025-01-13', 'responsable', 'changed', ['device'], 1],
      ['2025-01-12', 'responsable', 'viewed', ['results'], 1],
      ['2025-01-11', 'reeducator', 'changed', ['rehabilitation'], 1],
      ['2025-01-11', 'reeducator', 'viewed', ['results', 'rehabilitation'], 2],
    ]);
    const viewed = res.body.entries[3]!;
    expect(viewed.firstAt).toBe('2025-01-10T23:30:00.000Z');
    expect(viewed.lastAt).toBe('2025-01-11T08:00:00.000Z');
  });

  it('gives the newest groups up to the limit, and says when there are more', async () => {
    const first = await call<AccessLog>(ctx.app, 'GET', `${logOf(world)}?limit=2`, {
      token: world.a.patient.token,
    });
    expect(first.body.entries.map((entry) => entry.day)).toEqual(['2025-01-13', '2025-01-12']);
    expect(first.body.hasMore).toBe(true);
    const all = await call<AccessLog>(ctx.app, 'GET', `${logOf(world)}?limit=4`, {
      token: world.a.patient.token,
    });
    expect(all.body.entries).toHaveLength(4);
    expect(all.body.hasMore).toBe(false);
  });
});

describe('areaOf', () => {
  it('files each audited action under the part of the data it touches', () => {
    expect(areaOf('patient.read')).toBe('profile');
    expect(areaOf('user.update')).toBe('profile');
    expect(areaOf('patient.relative.add')).toBe('relatives');
    expect(areaOf('patient.reeducators.read')).toBe('followUp');
    expect(areaOf('patient.invitation.accept')).toBe('followUp');
    expect(areaOf('patient.recap.read')).toBe('results');
    expect(areaOf('stats.percentages')).toBe('results');
    expect(areaOf('session.review')).toBe('rehabilitation');
    expect(areaOf('patient.program.assign')).toBe('rehabilitation');
    expect(areaOf('goal.read')).toBe('rehabilitation');
    expect(areaOf('goal.drop')).toBe('rehabilitation');
    expect(areaOf('apa.enrol')).toBe('activities');
    expect(areaOf('device.unassign')).toBe('device');
    expect(areaOf('something.new')).toBe('other');
  });
});

describe("a report over the establishment's patients (PatientsStats)", () => {
  let world: World;
  let since: number;

  beforeAll(async () => {
    world = await createWorld(ctx.app);
    const [row] = await ctx.app.db
      .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
      .from(auditLog);
    since = row!.id;
    const res = await call(
      ctx.app,
      'GET',
      `/api/v1/Establishments/${world.a.establishmentId}/PatientsStats?from=2024-03-01&to=2024-03-07&Types=StepCount`,
      { token: world.a.manager.token },
    );
    expect(res.status).toBe(200);
  });

  it('writes one entry listing the patients read, not one per patient', async () => {
    const rows = await ctx.app.db
      .select({ patientId: auditLog.patientId, patientIds: auditLog.patientIds })
      .from(auditLog)
      .where(and(gt(auditLog.id, since), eq(auditLog.action, 'stats.establishment')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.patientId).toBeNull();
    expect([...rows[0]!.patientIds!].sort()).toEqual(
      [world.a.patient.patientId, world.a.unlinkedPatient.patientId].sort(),
    );
  });

  it('shows the report in the access log of each patient it read, and of no one else', async () => {
    for (const patient of [world.a.patient, world.a.unlinkedPatient]) {
      const res = await call<AccessLog>(
        ctx.app,
        'GET',
        `/api/v1/patients/${patient.patientId}/accessLog`,
        { token: patient.token },
      );
      expect(res.status, patient.email).toBe(200);
      expect(res.body.entries, patient.email).toEqual([
        expect.objectContaining({
          kind: 'viewed',
          areas: ['results'],
          count: 1,
          actor: { firstName: 'manager', lastName: 'Fixture', role: 'responsable' },
        }),
      ]);
    }
    const other = await call<AccessLog>(
      ctx.app,
      'GET',
      `/api/v1/patients/${world.b.patient.patientId}/accessLog`,
      { token: world.b.patient.token },
    );
    expect(other.status).toBe(200);
    expect(other.body.entries).toEqual([]);
  });

  it("finds a patient's entries, their own and the reports', with the two indexes", async () => {
    const plan = await ctx.app.db.transaction(async (tx) => {
      // The test tables are small enough for a sequential scan: ask for the indexed plan.
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql`explain select ${auditLog.id} from ${auditLog} where ${aboutPatient(world.a.patient.patientId)}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
    });
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('audit_log_patient_idx');
    expect(text).toContain('audit_log_patient_ids_idx');
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe("a patient's relatives in their access log", () => {
  it('shows the care team reading them and the manager changing them, never the patient', async () => {
    const world = await createWorld(ctx.app);
    const relatives = `/api/v1/patients/${world.a.patient.patientId}/relatives`;
    const own = await call<{ id: string }>(ctx.app, 'POST', relatives, {
      token: world.a.patient.token,
      body: { firstName: 'Louise', lastName: 'Martin' },
    });
    expect(own.status).toBe(201);
    await call(ctx.app, 'GET', relatives, { token: world.a.patient.token });
    const read = await call(ctx.app, 'GET', relatives, { token: world.a.rehabilitator.token });
    expect(read.status).toBe(200);
    const added = await call<{ id: string }>(ctx.app, 'POST', relatives, {
      token: world.a.manager.token,
      body: { firstName: 'Paul', lastName: 'Martin', phone: '06 11 22 33 44' },
    });
    expect(added.status).toBe(201);
    const removed = await call(ctx.app, 'DELETE', `${relatives}/${added.body.id}`, {
      token: world.a.manager.token,
    });
    expect(removed.status).toBe(204);

    const res = await call<AccessLog>(ctx.app, 'GET', logOf(world), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.entries).toEqual([
      expect.objectContaining({
        kind: 'changed',
        areas: ['relatives'],
        count: 2,
        actor: { firstName: 'manager', lastName: 'Fixture', role: 'responsable' },
      }),
      expect.objectContaining({
        kind: 'viewed',
        areas: ['relatives'],
        count: 1,
        actor: { firstName: 'rehab', lastName: 'Fixture', role: 'reeducator' },
      }),
    ]);
  });
});
