/**
 * The manager's follow-up at establishment scale (docs/decisions/manager-follow-up.md): the list
 * with the rehabilitator's indicators, who follows each patient and what they lack, sorted and
 * filtered; and the home's evolution over 7 days, 30 days and 12 weeks.
 */
import { addDays, evolutionWindow, todayIn } from '@oxilio/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  EstablishmentEvolution,
  EstablishmentFollowUp,
  EstablishmentPatients,
} from '@oxilio/domain/contract';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import {
  auditLog,
  dailyMetrics,
  objectives,
  patientRehabilitators,
  patients,
  sessionReviews,
  sessions,
} from '../../db/schema';

const ctx = useTestApp();
let world: World;
const api = (path: string) => `/api/v1${path}`;
const today = () => todayIn('Europe/Paris');
/** A patient who has everything: followed, a device, a capacity, objectives of their own. */
let settled: string;
/** A new patient: nobody, nothing. */
let fresh: string;
/** Followed, with a pain rise, few days of use. */
let painful: string;

async function review(patientId: string, pain: number, at: Date) {
  const [session] = await ctx.app.db
    .insert(sessions)
    .values({ patientId, isSelfRehabilitation: true, status: 'done', day: today() })
    .returning({ id: sessions.id });
  await ctx.app.db
    .insert(sessionReviews)
    .values({ sessionId: session!.id, pain, difficulty: 2, submittedAt: at });
}

beforeAll(async () => {
  world = await createWorld(ctx.app);
  const a = world.a;
  const day = today();
  settled = a.patient.patientId;
  await ctx.app.db.insert(objectives).values({
    patientId: settled,
    metricKey: 'StepCount',
    value: 1200,
    validFrom: addDays(day, -10),
  });
  await ctx.app.db.insert(dailyMetrics).values([
    { patientId: settled, day: addDays(day, -1), wearTime: 7200, performance: 80, stepCount: 1500 },
    { patientId: settled, day: addDays(day, -2), wearTime: 3600, performance: 60, stepCount: 900 },
    { patientId: settled, day: addDays(day, -9), wearTime: 3600, performance: 50, stepCount: 400 },
  ]);
  fresh = a.unlinkedPatient.patientId;
  const [inserted] = await ctx.app.db
    .insert(patients)
    .values({
      establishmentId: a.establishmentId,
      firstName: 'Paule',
      lastName: 'Aaron',
      functionalCapacity: 2,
    })
    .returning({ id: patients.id });
  painful = inserted!.id;
  await ctx.app.db.insert(patientRehabilitators).values({
    patientId: painful,
    reeducatorId: a.rehabilitator.reeducatorId!,
    origin: 'reeducator',
    status: 'accepted',
  });
  await review(painful, 1, new Date(Date.now() - 3 * 86_400_000));
  await review(painful, 2, new Date(Date.now() - 2 * 86_400_000));
  await review(painful, 3, new Date(Date.now() - 86_400_000));
});

const followUp = (
  query = '',
  token = world.a.manager.token,
  establishmentId = world.a.establishmentId,
) =>
  call<EstablishmentFollowUp>(
    ctx.app,
    'GET',
    api(`/Establishments/${establishmentId}/PatientsFollowUp${query}`),
    { token },
  );

describe('GET /Establishments/{id}/PatientsFollowUp', () => {
  it('gives each current patient the rehabilitator’s indicators, who follows them and what they lack', async () => {
    const res = await followUp();
    expect(res.status).toBe(200);
    expect(res.body.sort).toBe('name');
    expect(res.body.filter).toBe('all');
    expect(res.body.today).toBe(today());
    const byId = new Map(res.body.patients.map((patient) => [patient.patientId, patient]));
    expect(res.body.patients.map((patient) => patient.lastName)).toEqual([
      'Aaron',
      'Fixture',
      'Fixture',
    ]);

    const first = byId.get(settled)!;
    expect(first.nextSteps).toEqual([]);
    expect(first.device).toMatchObject({ deviceId: world.a.deviceId });
    // Both fixture links were made at once: one of them is the main one, first.
    expect(first.rehabilitators.map((r) => r.reeducatorId).sort()).toEqual(
      [world.a.rehabilitator.reeducatorId, world.a.combined.reeducatorId].sort(),
    );
    expect(first.rehabilitators.map((r) => r.main)).toEqual([true, false]);
    expect(first.indicators).toMatchObject({ usageDays: 2, performanceDays: 2, noDevice: false });

    expect(byId.get(fresh)!.nextSteps).toEqual([
      'noRehabilitator',
      'noDevice',
      'noCapacity',
      'noObjectives',
    ]);
    expect(byId.get(fresh)!.rehabilitators).toEqual([]);
    // A capacity and no objective of their own: its defaults are in force, nothing to set first.
    expect(byId.get(painful)!.nextSteps).toEqual(['noDevice']);
    expect(byId.get(painful)!.indicators.painIncrease).toBe(true);

    expect(res.body.counts).toEqual({
      patients: 3,
      nextSteps: 2,
      noRehabilitator: 1,
      noDevice: 2,
      noCapacity: 1,
      noObjectives: 1,
      painIncrease: 1,
    });
    expect(res.body.rehabilitators.map((r) => r.reeducatorId).sort()).toEqual(
      [world.a.rehabilitator.reeducatorId, world.a.combined.reeducatorId].sort(),
    );
    // Audited as a list read, naming the patients shown.
    const [entry] = await ctx.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'patient.list'), eq(auditLog.actorUserId, world.a.manager.userId)),
      );
    expect(entry?.details).toMatchObject({ establishmentId: world.a.establishmentId });
  });

  it('computes the indicators exactly as the rehabilitator’s list does for the same patient', async () => {
    const rehab = world.a.rehabilitator;
    const theirs = await call<{ patientId: string; indicators: unknown }[]>(
      ctx.app,
      'GET',
      api(`/Reeducators/${rehab.reeducatorId}/Patients`),
      { token: rehab.token },
    );
    expect(theirs.status).toBe(200);
    const mine = await followUp();
    for (const patientId of [settled, painful]) {
      expect(mine.body.patients.find((p) => p.patientId === patientId)!.indicators).toEqual(
        theirs.body.find((p) => p.patientId === patientId)!.indicators,
      );
    }
  });

  it('filters and sorts; the counts stay over every patient', async () => {
    const noRehab = await followUp('?filter=noRehabilitator');
    expect(noRehab.body.patients.map((p) => p.patientId)).toEqual([fresh]);
    expect(noRehab.body.counts.patients).toBe(3);
    const steps = await followUp('?filter=nextSteps&sort=nextSteps');
    expect(steps.body.patients.map((p) => p.patientId)).toEqual([fresh, painful]);
    const pain = await followUp('?filter=painIncrease');
    expect(pain.body.patients.map((p) => p.patientId)).toEqual([painful]);
    const alerts = await followUp('?sort=alerts');
    expect(alerts.body.patients[0]!.patientId).toBe(painful);
    const usage = await followUp('?sort=usage');
    expect(usage.body.patients.at(-1)!.patientId).toBe(settled);
    const performance = await followUp('?sort=performance');
    expect(performance.body.patients.at(-1)!.patientId).toBe(settled);
    const ofCombined = await followUp(`?rehabilitator=${world.a.combined.reeducatorId}`);
    expect(ofCombined.body.patients.map((p) => p.patientId)).toEqual([settled]);
    // Another establishment's rehabilitator: nobody, not an error.
    const foreign = await followUp(`?rehabilitator=${world.b.rehabilitator.reeducatorId}`);
    expect(foreign.status).toBe(200);
    expect(foreign.body.patients).toEqual([]);
  });

  it('answers 400 with a problem naming the field for a sort or filter it does not know', async () => {
    for (const query of ['?sort=age', '?filter=everyone', '?rehabilitator=me']) {
      const res = await followUp(query);
      expect(res.status).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.raw).toMatch(/sort|filter|rehabilitator/);
    }
  });

  it('is for the establishment’s managers only: another establishment’s manager gets nothing', async () => {
    const url = `/Establishments/${world.a.establishmentId}/PatientsFollowUp`;
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'GET', api(url), { token: actor.token });
      const allowed = actor === world.a.manager || actor === world.a.combined;
      expect({ actor: actor.email, status: res.status }).toEqual({
        actor: actor.email,
        status: allowed ? 200 : 403,
      });
      if (!allowed) {
        expect(res.raw).not.toContain(settled);
        expect(res.raw).not.toContain('Fixture');
      }
    }
  });

  it('reads the whole list in one query, quickly', async () => {
    const started = performance.now();
    const res = await followUp();
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('GET /Establishments/{id}/Evolution', () => {
  const evolution = (query = '', token = world.a.manager.token) =>
    call<EstablishmentEvolution>(
      ctx.app,
      'GET',
      api(`/Establishments/${world.a.establishmentId}/Evolution${query}`),
      { token },
    );

  it('7 days by day against the 7 before, by default', async () => {
    const res = await evolution();
    expect(res.status).toBe(200);
    const window = evolutionWindow(today(), '7d');
    expect(res.body).toMatchObject({
      period: '7d',
      scale: 'Day',
      from: window.from,
      to: window.to,
    });
    expect(res.body.points).toHaveLength(7);
    expect(res.body.points.at(-1)).toMatchObject({
      start: addDays(today(), -1),
      steps: 1500,
      activePatients: 1,
    });
    expect(res.body.total).toMatchObject({ steps: 2400, activePatients: 1 });
    expect(res.body.previous).toMatchObject({
      from: window.previousFrom,
      to: window.previousTo,
      steps: 400,
      activePatients: 1,
    });
  });

  it('30 days by day and 12 completed weeks by week', async () => {
    const month = await evolution('?period=30d');
    expect(month.body.points).toHaveLength(30);
    expect(month.body.total.steps).toBe(2800);
    expect(month.body.previous.steps).toBeNull();
    const weeks = await evolution('?period=12w');
    expect(weeks.body.scale).toBe('Week');
    expect(weeks.body.points).toHaveLength(12);
    for (const point of weeks.body.points) {
      expect(new Date(`${point.start}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(point.end).toBe(addDays(point.start, 6));
    }
    const window = evolutionWindow(today(), '12w');
    expect(weeks.body.to).toBe(window.to);
    // The days and weeks of the points are the domain's.
    expect(weeks.body.points.map(({ start, end }) => ({ start, end }))).toEqual(window.buckets);
    expect(month.body.points.map(({ start, end }) => ({ start, end }))).toEqual(
      evolutionWindow(today(), '30d').buckets,
    );
  });

  it('answers 400 for a period it does not know, 403 to another establishment’s manager', async () => {
    expect((await evolution('?period=1y')).status).toBe(400);
    expect((await evolution('', world.b.manager.token)).status).toBe(403);
    expect((await evolution('', world.a.rehabilitator.token)).status).toBe(403);
  });
});

describe('the home’s next-step counts, in GET /Establishments/{id}/Patients', () => {
  const patientsOf = (query = '') =>
    call<EstablishmentPatients>(
      ctx.app,
      'GET',
      api(`/Establishments/${world.a.establishmentId}/Patients${query}`),
      { token: world.a.manager.token },
    );

  it('counts what the follow-up list counts, whatever archives are asked, without the list', async () => {
    const a = world.a;
    // Followed only by a rehabilitator who moved them to their archives, objectives from tomorrow:
    // nobody follows them and nothing is in force yet. An archived patient is not counted.
    const [moved, gone] = await ctx.app.db
      .insert(patients)
      .values([
        { establishmentId: a.establishmentId, firstName: 'Yves', lastName: 'Zeller' },
        {
          establishmentId: a.establishmentId,
          firstName: 'Ada',
          lastName: 'Zorn',
          archivedAt: new Date(),
        },
      ])
      .returning({ id: patients.id });
    await ctx.app.db.insert(patientRehabilitators).values({
      patientId: moved!.id,
      reeducatorId: a.rehabilitator.reeducatorId!,
      origin: 'reeducator',
      status: 'accepted',
      archivedAt: new Date(),
    });
    await ctx.app.db.insert(objectives).values({
      patientId: moved!.id,
      metricKey: 'StepCount',
      value: 1000,
      validFrom: addDays(today(), 1),
    });

    const list = await followUp();
    const { painIncrease: _pain, ...listed } = list.body.counts;
    expect(list.body.patients.find((p) => p.patientId === moved!.id)!.nextSteps).toEqual([
      'noRehabilitator',
      'noDevice',
      'noCapacity',
      'noObjectives',
    ]);
    expect(listed).toEqual({
      patients: 4,
      nextSteps: 3,
      noRehabilitator: 2,
      noDevice: 3,
      noCapacity: 2,
      noObjectives: 2,
    });
    for (const query of ['', '?archived=false', '?archived=true']) {
      const res = await patientsOf(query);
      expect(res.status).toBe(200);
      expect(res.body.nextStepCounts).toEqual(listed);
    }
    expect(gone).toBeDefined();
  });
});
