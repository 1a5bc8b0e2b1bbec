import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdaptedActivity,
  AdaptedActivityList,
  SoundProgramList,
} from '@oxilio/domain/contract';
import {
  adaptedActivities,
  auditLog,
  patientAdaptedActivities,
  soundPrograms,
} from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import sessionsRoutes from '../sessions/routes';
import { ensureSoundPrograms, soundProgramDefinitions } from '../soundPrograms/ensure';
import soundProgramsRoutes from '../soundPrograms/routes';
import apaRoutes from './routes';

// Only this area's modules: the suite does not depend on other modules being finished.
const ctx = useTestApp({ modules: [sessionsRoutes, apaRoutes, soundProgramsRoutes] });

type Answer<T> = T & { code?: string; fields?: string[] };

let world: World;
const ids = { catalogue: '', ofA: '', ofB: '', archivedOfA: '' };

async function activity(values: typeof adaptedActivities.$inferInsert): Promise<string> {
  const [row] = await ctx.app.db
    .insert(adaptedActivities)
    .values(values)
    .returning({ id: adaptedActivities.id });
  return row!.id;
}

const names = (list: AdaptedActivityList) => list.activities.map((item) => item.name);

beforeAll(async () => {
  world = await createWorld(ctx.app);
  ids.catalogue = await activity({ name: 'Gym douce (catalogue)', schedule: 'Au choix' });
  ids.ofA = await activity({
    establishmentId: world.a.establishmentId,
    name: 'Marche accompagnée A',
    schedule: 'Mardi 10 h',
  });
  ids.ofB = await activity({ establishmentId: world.b.establishmentId, name: 'Tai-chi B' });
  ids.archivedOfA = await activity({
    establishmentId: world.a.establishmentId,
    name: 'Ancienne activité A',
    archivedAt: new Date(),
  });
  await ctx.app.db
    .insert(patientAdaptedActivities)
    .values({ patientId: world.a.patient.patientId, activityId: ids.ofA });
});

describe('GET APA/{patientId}/GetAPAPatient', () => {
  const url = () => `/api/v1/APA/${world.a.patient.patientId}/GetAPAPatient`;

  it("lists the catalogue and the patient's establishment's activities, with the patient's own", async () => {
    const res = await call<AdaptedActivityList>(ctx.app, 'GET', url(), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(['Gym douce (catalogue)', 'Marche accompagnée A']);
    const [catalogue, own] = res.body.activities;
    expect(catalogue).toMatchObject({ establishmentId: null, enrolled: false, canEdit: false });
    expect(own).toMatchObject({
      id: ids.ofA,
      establishmentId: world.a.establishmentId,
      schedule: 'Mardi 10 h',
      enrolled: true,
      canEdit: false,
    });
    const [audited] = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.patientId, world.a.patient.patientId), eq(auditLog.action, 'apa.read')),
      );
    expect(audited).toBeDefined();
  });

  it('answers the readers of the patient, and 404 with nothing to everyone else', async () => {
    const readers = [world.a.patient, world.a.rehabilitator, world.a.combined, world.a.manager];
    for (const actor of world.actors) {
      const res = await call<Answer<AdaptedActivityList>>(ctx.app, 'GET', url(), {
        token: actor.token,
      });
      if (readers.includes(actor)) {
        expect(res.status, actor.email).toBe(200);
        expect(names(res.body)).toContain('Marche accompagnée A');
        const own = res.body.activities.find((item) => item.id === ids.ofA)!;
        // The manager (and the combined role) may edit the establishment's activity.
        expect(own.canEdit, actor.email).toBe(
          actor.role !== 'patient' && actor.role !== 'reeducator',
        );
      } else {
        expect(res.status, actor.email).toBe(404);
        expect(res.raw).not.toContain('Marche accompagnée');
        expect(res.body.code).toBe('not_found');
      }
    }
  });

  it('refuses an id that is not a UUID', async () => {
    const res = await call<Answer<object>>(ctx.app, 'GET', '/api/v1/APA/12/GetAPAPatient', {
      token: world.a.manager.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(['patientId']);
  });
});

describe('GET APA', () => {
  it("gives a manager their establishment's activities and the catalogue, editable or not", async () => {
    for (const [actor, own, other] of [
      [world.a.manager, 'Marche accompagnée A', 'Tai-chi B'],
      [world.a.combined, 'Marche accompagnée A', 'Tai-chi B'],
      [world.b.manager, 'Tai-chi B', 'Marche accompagnée A'],
    ] as [Actor, string, string][]) {
      const res = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', {
        token: actor.token,
      });
      expect(res.status, actor.email).toBe(200);
      expect(names(res.body)).toEqual(['Gym douce (catalogue)', own]);
      expect(res.raw).not.toContain(other);
      expect(res.body.activities.map((item) => item.canEdit)).toEqual([false, true]);
      expect(res.body.activities[0]!.enrolled).toBeUndefined();
    }
  });

  it('gives a patient their own list, and refuses a rehabilitator', async () => {
    const patient = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', {
      token: world.a.patient.token,
    });
    expect(patient.status).toBe(200);
    expect(patient.body.activities.map((item) => [item.name, item.enrolled])).toEqual([
      ['Gym douce (catalogue)', false],
      ['Marche accompagnée A', true],
    ]);
    const unlinked = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', {
      token: world.b.unlinkedPatient.token,
    });
    expect(names(unlinked.body)).toEqual(['Gym douce (catalogue)', 'Tai-chi B']);

    const rehab = await call<Answer<object>>(ctx.app, 'GET', '/api/v1/APA', {
      token: world.a.rehabilitator.token,
    });
    expect(rehab.status).toBe(403);
    expect(rehab.raw).not.toContain('Marche');
  });
});

describe('PATCH APA/{id}', () => {
  const patch = (id: string, actor: Actor, body: unknown) =>
    call<Answer<AdaptedActivity>>(ctx.app, 'PATCH', `/api/v1/APA/${id}`, {
      token: actor.token,
      body,
    });

  it("lets the manager of the activity's establishment change it, audited", async () => {
    const res = await patch(ids.ofA, world.a.manager, {
      name: '  Marche accompagnée A  ',
      description: 'Dans le parc, avec une aide.',
      schedule: 'Mardi et jeudi 10 h, hall',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids.ofA,
      name: 'Marche accompagnée A',
      description: 'Dans le parc, avec une aide.',
      schedule: 'Mardi et jeudi 10 h, hall',
      canEdit: true,
    });
    const cleared = await patch(ids.ofA, world.a.combined, { description: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      description: null,
      schedule: 'Mardi et jeudi 10 h, hall',
    });
    const audited = await ctx.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'apa.update'));
    expect(audited.map((row) => row.details)).toEqual(
      expect.arrayContaining([{ activityId: ids.ofA, fields: ['description'] }]),
    );
  });

  it('answers 403 to those who see it but do not manage it, 404 to the others, changing nothing', async () => {
    const expected = new Map<Actor, number>([
      [world.a.manager, 200],
      [world.a.combined, 200],
      [world.a.rehabilitator, 403],
      [world.a.patient, 403],
      [world.a.unlinkedPatient, 403],
      [world.b.manager, 404],
      [world.b.combined, 404],
      [world.b.rehabilitator, 404],
      [world.b.patient, 404],
      [world.b.unlinkedPatient, 404],
    ]);
    for (const actor of world.actors) {
      const status = expected.get(actor);
      if (status === 200) {
        continue;
      }
      const before = await rowCounts(ctx.database);
      const res = await patch(ids.ofA, actor, { name: 'Piraté' });
      expect(res.status, actor.email).toBe(status);
      expect(res.raw).not.toContain('Marche');
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
    const [row] = await ctx.app.db
      .select({ name: adaptedActivities.name })
      .from(adaptedActivities)
      .where(eq(adaptedActivities.id, ids.ofA));
    expect(row!.name).toBe('Marche accompagnée A');
  });

  it('keeps the catalogue read-only and archived activities out of reach', async () => {
    expect((await patch(ids.catalogue, world.a.manager, { name: 'Autre' })).status).toBe(403);
    expect((await patch(ids.archivedOfA, world.a.manager, { name: 'Autre' })).status).toBe(404);
    expect(
      (await patch('00000000-0000-4000-8000-000000000000', world.a.manager, { name: 'X' })).status,
    ).toBe(404);
  });

  it('refuses an empty or invalid change, naming the field, writing nothing', async () => {
    const bad: [unknown, string][] = [
      [{}, 'body'],
      [{ unknown: 'x' }, 'body'],
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(201) }, 'name'],
      [{ schedule: 'x'.repeat(501) }, 'schedule'],
      [{ videoKey: '../../etc/passwd x' }, 'videoKey'],
    ];
    for (const [body, field] of bad) {
      const before = await rowCounts(ctx.database);
      const res = await patch(ids.ofA, world.a.manager, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toContain(field);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
  });
});

describe('PUT and DELETE APA/{id}/patients/{patientId}', () => {
  const enrolment = (method: 'PUT' | 'DELETE', id: string, patientId: string, actor: Actor) =>
    call<Answer<AdaptedActivity>>(ctx.app, method, `/api/v1/APA/${id}/patients/${patientId}`, {
      token: actor.token,
    });
  const enrolledIn = async (actor: Actor) => {
    const res = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', {
      token: actor.token,
    });
    return res.body.activities.filter((item) => item.enrolled).map((item) => item.name);
  };
  const audited = async (patientId: string) =>
    (
      await ctx.app.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.patientId, patientId),
            sql`${auditLog.action} in ('apa.enrol', 'apa.leave')`,
          ),
        )
        .orderBy(auditLog.id)
    ).map((row) => [row.action, (row.details as { activityId: string }).activityId]);

  it('lets the patient enrol in an offered activity and leave it, once each, audited', async () => {
    const patient = world.a.unlinkedPatient;
    expect(await enrolledIn(patient)).toEqual([]);

    const enrolled = await enrolment('PUT', ids.catalogue, patient.patientId, patient);
    expect(enrolled.status).toBe(200);
    expect(enrolled.body).toMatchObject({ id: ids.catalogue, enrolled: true, canEdit: false });
    // Again: nothing changes, nothing more is audited.
    expect((await enrolment('PUT', ids.catalogue, patient.patientId, patient)).status).toBe(200);
    expect((await enrolment('PUT', ids.ofA, patient.patientId, patient)).status).toBe(200);
    expect(await enrolledIn(patient)).toEqual(['Gym douce (catalogue)', 'Marche accompagnée A']);

    const left = await enrolment('DELETE', ids.ofA, patient.patientId, patient);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ id: ids.ofA, enrolled: false });
    expect((await enrolment('DELETE', ids.ofA, patient.patientId, patient)).status).toBe(200);
    expect(await enrolledIn(patient)).toEqual(['Gym douce (catalogue)']);

    // Back again after leaving.
    expect((await enrolment('PUT', ids.ofA, patient.patientId, patient)).body.enrolled).toBe(true);
    expect(await enrolledIn(patient)).toEqual(['Gym douce (catalogue)', 'Marche accompagnée A']);
    expect(await audited(patient.patientId)).toEqual([
      ['apa.enrol', ids.catalogue],
      ['apa.enrol', ids.ofA],
      ['apa.leave', ids.ofA],
      ['apa.enrol', ids.ofA],
    ]);
  });

  it('answers 403 to those who may read the patient but not enrol them, 404 to the others, changing nothing', async () => {
    const patientId = world.a.patient.patientId;
    const expected = new Map<Actor, number>([
      // The manager of the patient's establishment may (below); their rehabilitator may not.
      [world.a.rehabilitator, 403],
      [world.a.unlinkedPatient, 404],
      [world.b.manager, 404],
      [world.b.combined, 404],
      [world.b.rehabilitator, 404],
      [world.b.patient, 404],
      [world.b.unlinkedPatient, 404],
    ]);
    for (const [actor, status] of expected) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const before = await rowCounts(ctx.database);
        const res = await enrolment(method, ids.catalogue, patientId, actor);
        expect(res.status, `${method} ${actor.email}`).toBe(status);
        expect(res.raw).not.toContain('Gym douce');
        expect(await rowCounts(ctx.database)).toEqual(before);
      }
    }
    expect(
      (await call(ctx.app, 'PUT', `/api/v1/APA/${ids.catalogue}/patients/${patientId}`)).status,
    ).toBe(401);
  });

  it("keeps another establishment's and archived activities out of reach", async () => {
    const patient = world.a.patient;
    for (const id of [ids.ofB, ids.archivedOfA, '00000000-0000-4000-8000-000000000000']) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const before = await rowCounts(ctx.database);
        const res = await enrolment(method, id, patient.patientId, patient);
        expect(res.status, `${method} ${id}`).toBe(404);
        expect(res.raw).not.toContain('Tai-chi');
        expect(await rowCounts(ctx.database)).toEqual(before);
      }
    }
    const bad = await enrolment('PUT', 'twelve', patient.patientId, patient);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual(['id']);
  });
});

describe("the manager's activities: create, archive, enrol and take out patients", () => {
  const create = (establishmentId: string, actor: Actor, body: unknown) =>
    call<Answer<AdaptedActivity>>(
      ctx.app,
      'POST',
      `/api/v1/Establishments/${establishmentId}/APA`,
      {
        token: actor.token,
        body,
      },
    );
  const participants = (id: string, actor: Actor) =>
    call<Answer<{ patients: { patientId: string }[] }>>(
      ctx.app,
      'GET',
      `/api/v1/APA/${id}/patients`,
      { token: actor.token },
    );

  it('creates an activity of the establishment (its manager only), audited', async () => {
    const body = { name: '  Atelier équilibre  ', schedule: 'Jeudi 14 h, salle 2' };
    const created = await create(world.a.establishmentId, world.a.manager, body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      establishmentId: world.a.establishmentId,
      name: 'Atelier équilibre',
      schedule: 'Jeudi 14 h, salle 2',
      description: null,
      canEdit: true,
    });
    for (const actor of world.actors) {
      if (actor === world.a.manager || actor === world.a.combined) {
        continue;
      }
      const before = await rowCounts(ctx.database);
      expect((await create(world.a.establishmentId, actor, body)).status, actor.email).toBe(403);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
    expect((await create(world.a.establishmentId, world.a.manager, { name: ' ' })).status).toBe(
      400,
    );
    const listed = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', {
      token: world.a.combined.token,
    });
    expect(names(listed.body)).toContain('Atelier équilibre');
    const [entry] = await ctx.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'apa.create'));
    expect(entry?.details).toMatchObject({ activityId: created.body.id });
  });

  it("enrols the establishment's patients and takes them out; lists who takes part", async () => {
    const a = world.a;
    const created = await create(a.establishmentId, a.manager, { name: 'Chorale' });
    const id = created.body.id;
    const url = (patientId: string) => `/api/v1/APA/${id}/patients/${patientId}`;
    for (const patient of [a.patient, a.unlinkedPatient]) {
      const res = await call<Answer<AdaptedActivity>>(ctx.app, 'PUT', url(patient.patientId), {
        token: a.manager.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, enrolled: true });
    }
    // Another establishment's patient: not visible (404); nor is this activity to B's manager.
    expect(
      (await call(ctx.app, 'PUT', url(world.b.patient.patientId), { token: a.manager.token }))
        .status,
    ).toBe(404);
    const list = await participants(id, a.manager);
    expect(list.status).toBe(200);
    expect(list.body.patients.map((row) => row.patientId).sort()).toEqual(
      [a.patient.patientId, a.unlinkedPatient.patientId].sort(),
    );
    expect((await participants(id, a.patient)).status).toBe(403);
    expect((await participants(id, a.rehabilitator)).status).toBe(403);
    expect((await participants(id, world.b.manager)).status).toBe(404);

    const out = await call<Answer<AdaptedActivity>>(ctx.app, 'DELETE', url(a.patient.patientId), {
      token: a.combined.token,
    });
    expect(out.body).toMatchObject({ id, enrolled: false });
    expect((await participants(id, a.manager)).body.patients.map((row) => row.patientId)).toEqual([
      a.unlinkedPatient.patientId,
    ]);
    // The patient sees the change in their own list.
    const own = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', {
      token: a.unlinkedPatient.token,
    });
    expect(own.body.activities.find((item) => item.id === id)?.enrolled).toBe(true);
  });

  it('archives an activity: it leaves the lists, its participants leave it, audited each', async () => {
    const a = world.a;
    const created = await create(a.establishmentId, a.manager, { name: 'Jardinage' });
    const id = created.body.id;
    await call(ctx.app, 'PUT', `/api/v1/APA/${id}/patients/${a.unlinkedPatient.patientId}`, {
      token: a.manager.token,
    });
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/APA/${id}`, { token: world.b.manager.token })).status,
    ).toBe(404);
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/APA/${id}`, { token: a.unlinkedPatient.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/APA/${ids.catalogue}`, { token: a.manager.token }))
        .status,
    ).toBe(403);
    const archived = await call(ctx.app, 'DELETE', `/api/v1/APA/${id}`, { token: a.manager.token });
    expect(archived.status).toBe(204);
    expect(
      (await call(ctx.app, 'DELETE', `/api/v1/APA/${id}`, { token: a.manager.token })).status,
    ).toBe(404);
    const own = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', {
      token: a.unlinkedPatient.token,
    });
    expect(own.body.activities.map((item) => item.id)).not.toContain(id);
    const left = await ctx.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'apa.leave'), eq(auditLog.patientId, a.unlinkedPatient.patientId)),
      );
    expect(left.map((row) => row.details)).toContainEqual({
      activityId: id,
      reason: 'activity_archived',
    });
  });
});

describe('GET SoundPrograms', () => {
  it('gives every signed-in user the seeded reference list', async () => {
    for (const actor of world.actors) {
      const res = await call<SoundProgramList>(ctx.app, 'GET', '/api/v1/SoundPrograms', {
        token: actor.token,
      });
      expect(res.status, actor.email).toBe(200);
      expect(res.body.soundPrograms.map((item) => item.audioKey).sort()).toEqual(
        soundProgramDefinitions.map((item) => item.audioKey).sort(),
      );
    }
    const anonymous = await call(ctx.app, 'GET', '/api/v1/SoundPrograms');
    expect(anonymous.status).toBe(401);
  });

  it('fills the table once, however often and however concurrently it is ensured', async () => {
    await Promise.all([ensureSoundPrograms(ctx.app.db), ensureSoundPrograms(ctx.app.db)]);
    await ensureSoundPrograms(ctx.app.db);
    const rows = await ctx.app.db.select({ id: soundPrograms.id }).from(soundPrograms);
    expect(rows).toHaveLength(soundProgramDefinitions.length);
  });
});
