import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import {
  dailyMetrics,
  deviceAssignments,
  devices,
  establishments,
  objectives,
  patientPathologies,
  patientPrograms,
  patientRehabilitators,
  patients,
  programs,
  sessionReviews,
  sessions,
} from '../../db/schema';
import { addDays, todayIn } from '@oxilio/domain';
import { ensureExerciseCatalogue } from '../exercises/catalogue';

const ctx = useTestApp();
let world: World;
const api = (path: string) => `/api/v1${path}`;
const today = () => todayIn('Europe/Paris');

beforeAll(async () => {
  await ensureExerciseCatalogue(ctx.app.db);
  world = await createWorld(ctx.app);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function expectMatrix(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  expected: (actor: Actor) => number,
  body?: unknown,
  only: (actor: Actor) => boolean = () => true,
) {
  for (const actor of world.actors.filter(only)) {
    const res = await call(ctx.app, method, api(url), { token: actor.token, body });
    expect({ actor: `${actor.role} ${actor.email}`, status: res.status }).toEqual({
      actor: `${actor.role} ${actor.email}`,
      status: expected(actor),
    });
    if (res.status >= 400) {
      expect(res.raw).not.toContain('"patientId"');
      expect(res.raw).not.toContain('Fixture');
    }
  }
}

let counter = 0;
/** A patient of the establishment, followed by `reeducatorId` (link answered at `linkedAt`). */
async function followedPatient(
  establishmentId: string,
  rehabilitatorId: string,
  values: Partial<typeof patients.$inferInsert> = {},
  linkedAt = new Date(),
) {
  counter += 1;
  const [patient] = await ctx.app.db
    .insert(patients)
    .values({
      establishmentId,
      firstName: `Made${counter}`,
      lastName: `Hand${String(counter).padStart(3, '0')}`,
      ...values,
    })
    .returning({ id: patients.id });
  await ctx.app.db.insert(patientRehabilitators).values({
    patientId: patient!.id,
    reeducatorId: rehabilitatorId,
    origin: 'reeducator',
    status: 'accepted',
    createdAt: linkedAt,
    answeredAt: linkedAt,
  });
  return patient!.id;
}

async function review(patientId: string, pain: number, at: Date) {
  const [session] = await ctx.app.db
    .insert(sessions)
    .values({ patientId, isSelfRehabilitation: true, status: 'done', day: today() })
    .returning({ id: sessions.id });
  await ctx.app.db
    .insert(sessionReviews)
    .values({ sessionId: session!.id, pain, difficulty: 2, submittedAt: at });
}

interface ListItem {
  patientId: string;
  main: boolean;
  archived: boolean;
  pathologies: number[];
  mainPathology: number | null;
  device: { deviceId: string } | null;
  indicators: {
    painIncrease: boolean;
    awaitingSelfRehabilitation: boolean;
    noDevice: boolean;
    last7Days: {
      day: string;
      stepCount: number | null;
      wearTime: number | null;
      performance: number | null;
    }[];
    performance: number | null;
    performanceDays: number;
    usageDays: number;
  };
}

describe('GET Reeducators/{id}/Patients', () => {
  it('is the rehabilitator’s own list: everyone else gets 403', async () => {
    const rehab = world.a.rehabilitator;
    await expectMatrix('GET', `/Reeducators/${rehab.reeducatorId}/Patients`, (actor) =>
      actor === rehab ? 200 : 403,
    );
    const res = await call<ListItem[]>(
      ctx.app,
      'GET',
      api(`/Reeducators/${rehab.reeducatorId}/Patients`),
      {
        token: rehab.token,
      },
    );
    const ids = res.body.map((item) => item.patientId);
    expect(ids).toContain(world.a.patient.patientId);
    expect(ids).not.toContain(world.a.unlinkedPatient.patientId);
    expect(ids).not.toContain(world.b.patient.patientId);
  });

  it('computes the indicators from the data', async () => {
    const a = world.a;
    const day = today();
    const busy = await followedPatient(
      a.establishmentId,
      a.rehabilitator.reeducatorId!,
      { functionalCapacity: 2 },
      new Date('2026-01-01T10:00:00Z'),
    );
    // The combined rehabilitator follows the same patient, but later: not the main one.
    await ctx.app.db.insert(patientRehabilitators).values({
      patientId: busy,
      reeducatorId: a.combined.reeducatorId!,
      origin: 'patient',
      status: 'accepted',
      createdAt: new Date('2026-02-01T10:00:00Z'),
      answeredAt: new Date('2026-02-01T10:00:00Z'),
    });
    await ctx.app.db.insert(patientPathologies).values([
      { patientId: busy, pathology: 8 },
      { patientId: busy, pathology: 6, isMain: true },
    ]);
    const serial = `OX-IND-${counter}`;
    const [device] = await ctx.app.db
      .insert(devices)
      .values({
        serialNumber: serial,
        establishmentId: a.establishmentId,
        secretHash: 'x',
      })
      .returning({ id: devices.id });
    await ctx.app.db.insert(deviceAssignments).values({ deviceId: device!.id, patientId: busy });
    const [program] = await ctx.app.db
      .insert(programs)
      .values({ name: 'Seated basics' })
      .returning({ id: programs.id });
    await ctx.app.db
      .insert(patientPrograms)
      .values({ patientId: busy, programId: program!.id, isSelfRehabilitation: true });
    // Pain rising over the last 3 reviews of the last 14 days: the pain-rise alert's rule.
    await review(busy, 1, new Date(Date.now() - 3 * 86_400_000));
    await review(busy, 2, new Date(Date.now() - 2 * 86_400_000));
    await review(busy, 3, new Date(Date.now() - 86_400_000));
    await ctx.app.db.insert(dailyMetrics).values([
      // Outside the window (the 7 completed days ending yesterday): ignored.
      { patientId: busy, day: addDays(day, -8), wearTime: 9000, performance: 0, stepCount: 1 },
      { patientId: busy, day: addDays(day, -6), wearTime: 3600, performance: 40, stepCount: 800 },
      { patientId: busy, day: addDays(day, -3), wearTime: 0, performance: 90, stepCount: 0 },
      { patientId: busy, day: addDays(day, -1), wearTime: 7200, performance: 65, stepCount: 1500 },
      // Today is in progress: not judged, neither as a day of use nor as a day without result.
      { patientId: busy, day, wearTime: 1200, performance: 100, stepCount: 300 },
    ]);

    const quiet = await followedPatient(a.establishmentId, a.rehabilitator.reeducatorId!);
    await review(quiet, 3, new Date('2026-03-01T10:00:00Z'));
    await review(quiet, 1, new Date('2026-03-02T10:00:00Z'));

    const res = await call<ListItem[]>(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients`),
      { token: a.rehabilitator.token },
    );
    expect(res.status).toBe(200);
    const busyItem = res.body.find((item) => item.patientId === busy)!;
    expect(busyItem).toMatchObject({
      main: true,
      archived: false,
      pathologies: [6, 8],
      mainPathology: 6,
      device: { deviceId: device!.id, serialNumber: serial },
    });
    expect(busyItem.indicators).toMatchObject({
      painIncrease: true,
      awaitingSelfRehabilitation: false,
      noDevice: false,
      performance: 27.9, // (40 + 90 + 65) / 7: the 4 days without data count as no result
      performanceDays: 3,
      usageDays: 2,
    });
    expect(busyItem.indicators.last7Days.map((entry) => entry.day)).toEqual(
      [-7, -6, -5, -4, -3, -2, -1].map((offset) => addDays(day, offset)),
    );
    expect(busyItem.indicators.last7Days.map((entry) => entry.stepCount)).toEqual([
      null,
      800,
      null,
      null,
      0,
      null,
      1500,
    ]);

    const quietItem = res.body.find((item) => item.patientId === quiet)!;
    expect(quietItem).toMatchObject({
      main: true,
      pathologies: [],
      mainPathology: null,
      device: null,
    });
    expect(quietItem.indicators).toMatchObject({
      painIncrease: false,
      awaitingSelfRehabilitation: true,
      noDevice: true,
      performance: null,
      performanceDays: 0,
      usageDays: 0,
    });

    const combined = await call<ListItem[]>(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.combined.reeducatorId}/Patients`),
      { token: a.combined.token },
    );
    expect(combined.body.find((item) => item.patientId === busy)).toMatchObject({ main: false });
  });

  it('lists 30 patients with one query', async () => {
    const b = world.b;
    for (let index = 0; index < 30; index += 1) {
      const id = await followedPatient(b.establishmentId, b.rehabilitator.reeducatorId!);
      await ctx.app.db
        .insert(dailyMetrics)
        .values({ patientId: id, day: today(), wearTime: 60 * index, performance: index });
      await review(id, 1 + (index % 3), new Date());
    }
    const select = vi.spyOn(ctx.app.db, 'select');
    const execute = vi.spyOn(ctx.app.db, 'execute');
    const selectDistinct = vi.spyOn(ctx.app.db, 'selectDistinct');
    const res = await call<ListItem[]>(
      ctx.app,
      'GET',
      api(`/Reeducators/${b.rehabilitator.reeducatorId}/Patients`),
      { token: b.rehabilitator.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(31);
    expect(
      select.mock.calls.length + execute.mock.calls.length + selectDistinct.mock.calls.length,
    ).toBe(1);
  });

  it('flags and filters the archives', async () => {
    const a = world.a;
    const id = await followedPatient(a.establishmentId, a.rehabilitator.reeducatorId!);
    await ctx.app.db
      .update(patientRehabilitators)
      .set({ archivedAt: new Date() })
      .where(
        and(
          eq(patientRehabilitators.patientId, id),
          eq(patientRehabilitators.reeducatorId, a.rehabilitator.reeducatorId!),
        ),
      );
    const url = `/Reeducators/${a.rehabilitator.reeducatorId}/Patients`;
    const archived = await call<ListItem[]>(ctx.app, 'GET', api(`${url}?archived=true`), {
      token: a.rehabilitator.token,
    });
    expect(archived.body.map((item) => item.patientId)).toEqual([id]);
    expect(archived.body[0]!.archived).toBe(true);
    const current = await call<ListItem[]>(ctx.app, 'GET', api(`${url}?archived=false`), {
      token: a.rehabilitator.token,
    });
    expect(current.body.map((item) => item.patientId)).not.toContain(id);
    const all = await call<ListItem[]>(ctx.app, 'GET', api(url), { token: a.rehabilitator.token });
    expect(all.body.find((item) => item.patientId === id)?.archived).toBe(true);
  });
});

describe('GET Reeducators/{id}/Patients/{patientId} and /Patient/{patientId}', () => {
  it('answers for followed patients only', async () => {
    const a = world.a;
    for (const path of ['Patients', 'Patient']) {
      await expectMatrix(
        'GET',
        `/Reeducators/${a.rehabilitator.reeducatorId}/${path}/${a.patient.patientId}`,
        (actor) => (actor === a.rehabilitator ? 200 : 403),
      );
      for (const other of [a.unlinkedPatient.patientId, world.b.patient.patientId]) {
        const res = await call(
          ctx.app,
          'GET',
          api(`/Reeducators/${a.rehabilitator.reeducatorId}/${path}/${other}`),
          {
            token: a.rehabilitator.token,
          },
        );
        expect(res.status).toBe(404);
        expect(res.raw).not.toContain('Fixture');
      }
    }
    const detail = await call(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients/${a.patient.patientId}`),
      {
        token: a.rehabilitator.token,
      },
    );
    expect(detail.body).toMatchObject({
      patientId: a.patient.patientId,
      email: a.patient.email,
      establishmentId: a.establishmentId,
      programs: [],
      indicators: { noDevice: false, awaitingSelfRehabilitation: true },
    });
  });
});

describe('PATCH PatchPatientSettings', () => {
  it('sets objectives per metric key and other settings, read back by GET .../Patient/{id}', async () => {
    const a = world.a;
    const body = {
      patientId: a.patient.patientId,
      reeducatorId: a.rehabilitator.reeducatorId,
      patientSettings: {
        objectives: { StepCount: 3000, WalkDistanceObjective: 250 },
        settings: { weeklySelfRehabilitationSessions: 3, sessionReminderTime: '10:30' },
      },
    };
    const res = await call(ctx.app, 'PATCH', api('/PatchPatientSettings'), {
      token: a.rehabilitator.token,
      body,
    });
    expect(res.status).toBe(200);
    const read = await call<{ objectives: unknown[]; settings: unknown }>(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patient/${a.patient.patientId}`),
      { token: a.rehabilitator.token },
    );
    expect(read.body.objectives).toEqual(
      expect.arrayContaining([
        { metricKey: 'StepCount', value: 3000, source: 'patient', validFrom: today() },
        { metricKey: 'WalkDistance', value: 250, source: 'patient', validFrom: today() },
      ]),
    );
    expect(read.body.settings).toEqual({
      weeklySelfRehabilitationSessions: 3,
      sessionReminderTime: '10:30',
    });

    // A second change the same day replaces the value; settings merge.
    await call(ctx.app, 'PATCH', api('/PatchPatientSettings'), {
      token: a.rehabilitator.token,
      body: {
        ...body,
        patientSettings: {
          objectives: { StepCount: 3500 },
          settings: { comment: 'Genou fragile' },
        },
      },
    });
    const rows = await ctx.app.db
      .select()
      .from(objectives)
      .where(
        and(eq(objectives.patientId, a.patient.patientId), eq(objectives.metricKey, 'StepCount')),
      );
    expect(rows.map((row) => row.value)).toEqual([3500]);
    const again = await call<{ settings: unknown }>(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patient/${a.patient.patientId}`),
      { token: a.rehabilitator.token },
    );
    expect(again.body.settings).toEqual({
      weeklySelfRehabilitationSessions: 3,
      sessionReminderTime: '10:30',
    });
    // The note for the team is a clinical note by the rehabilitator (issue 28).
    const notes = await call<{ notes: { origin: string; current: { text: string } }[] }>(
      ctx.app,
      'GET',
      `/api/v1/patients/${a.patient.patientId}/clinicalNotes`,
      { token: a.rehabilitator.token },
    );
    expect(notes.body.notes).toContainEqual(
      expect.objectContaining({
        origin: 'teamComment',
        current: expect.objectContaining({ text: 'Genou fragile' }),
      }),
    );
  });

  it('refuses unknown metric keys and bad values, naming them, writing nothing', async () => {
    const a = world.a;
    const before = await rowCounts(ctx.database);
    const base = { patientId: a.patient.patientId, reeducatorId: a.rehabilitator.reeducatorId };
    const unknown = await call(ctx.app, 'PATCH', api('/PatchPatientSettings'), {
      token: a.rehabilitator.token,
      body: {
        ...base,
        patientSettings: { objectives: { StepCount: 10, Steps: 5, WorkoutStars: 2 } },
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      fields: ['patientSettings.objectives.Steps', 'patientSettings.objectives.WorkoutStars'],
    });
    const negative = await call(ctx.app, 'PATCH', api('/PatchPatientSettings'), {
      token: a.rehabilitator.token,
      body: { ...base, patientSettings: { objectives: { StepCount: -1 } } },
    });
    expect(negative.status).toBe(400);
    const time = await call(ctx.app, 'PATCH', api('/PatchPatientSettings'), {
      token: a.rehabilitator.token,
      body: { ...base, patientSettings: { settings: { sessionReminderTime: '25:00' } } },
    });
    expect(time.status).toBe(400);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('only a rehabilitator following the patient may change them', async () => {
    const a = world.a;
    const before = await rowCounts(ctx.database);
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'PATCH', api('/PatchPatientSettings'), {
        token: actor.token,
        body: {
          patientId: a.patient.patientId,
          reeducatorId: actor.reeducatorId ?? a.rehabilitator.reeducatorId,
          patientSettings: { objectives: { StepCount: 1 } },
        },
      });
      // A rehabilitator of B acts as themself but does not follow the patient: 404. Anyone
      // without a rehabilitator profile sends an id that is not theirs: 403.
      const expected =
        actor === a.rehabilitator || actor === a.combined ? 200 : actor.reeducatorId ? 404 : 403;
      expect({ actor: actor.email, status: res.status }).toEqual({
        actor: actor.email,
        status: expected,
      });
    }
    // Only the two allowed changes wrote (one objective row each day: an update, no new rows).
    expect(await rowCounts(ctx.database)).toMatchObject({ objectives: before.objectives });
  });
});

describe('links with patients', () => {
  it('asks to follow a patient of the team’s establishment; 409 when pending; cancel with DELETE', async () => {
    const a = world.a;
    const url = `/Reeducators/${a.rehabilitator.reeducatorId}/Patients`;
    await expectMatrix(
      'POST',
      url,
      () => 403,
      { patientId: a.unlinkedPatient.patientId },
      (actor) => actor !== a.rehabilitator,
    );

    const before = await rowCounts(ctx.database);
    const foreign = await call(ctx.app, 'POST', api(url), {
      token: a.rehabilitator.token,
      body: { patientId: world.b.unlinkedPatient.patientId },
    });
    expect(foreign.status).toBe(404);
    expect(await rowCounts(ctx.database)).toEqual(before);

    const res = await call(ctx.app, 'POST', api(url), {
      token: a.rehabilitator.token,
      body: { patientId: a.unlinkedPatient.patientId },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ origin: 'reeducator', status: 'pending' });
    const twice = await call(ctx.app, 'POST', api(url), {
      token: a.rehabilitator.token,
      body: { patientId: a.unlinkedPatient.patientId },
    });
    expect(twice.status).toBe(409);

    const invites = await call<{ sent: { patient: { patientId: string } }[]; received: unknown[] }>(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/invites`),
      { token: a.rehabilitator.token },
    );
    expect(invites.body.sent.map((invite) => invite.patient.patientId)).toContain(
      a.unlinkedPatient.patientId,
    );

    const cancel = await call(ctx.app, 'DELETE', api(`${url}/${a.unlinkedPatient.patientId}`), {
      token: a.rehabilitator.token,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({ status: 'cancelled' });
  });

  it('confirms a patient’s request, archives, brings back, then ends the follow-up', async () => {
    const b = world.b;
    const rehab = b.rehabilitator;
    await ctx.app.db.insert(patientRehabilitators).values({
      patientId: b.unlinkedPatient.patientId,
      reeducatorId: rehab.reeducatorId!,
      origin: 'patient',
    });
    await expectMatrix('GET', `/Reeducators/${rehab.reeducatorId}/invites`, (actor) =>
      actor === rehab ? 200 : 403,
    );
    // The request comes with the patient's establishment's clock, in which the portal dates it.
    await ctx.app.db
      .update(establishments)
      .set({ timeZone: 'America/Martinique' })
      .where(eq(establishments.id, b.establishmentId));
    const invites = await call<{
      received: { patient: { patientId: string }; timeZone?: string | null }[];
    }>(ctx.app, 'GET', api(`/Reeducators/${rehab.reeducatorId}/invites`), { token: rehab.token });
    await ctx.app.db
      .update(establishments)
      .set({ timeZone: 'Europe/Paris' })
      .where(eq(establishments.id, b.establishmentId));
    expect(
      invites.body.received.find(
        (invite) => invite.patient.patientId === b.unlinkedPatient.patientId,
      ),
    ).toMatchObject({ timeZone: 'America/Martinique' });

    const url = `/Reeducators/${rehab.reeducatorId}/Patients`;
    const confirm = await call(ctx.app, 'POST', api(url), {
      token: rehab.token,
      body: { patientId: b.unlinkedPatient.patientId },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ origin: 'patient', status: 'accepted' });

    const patientUrl = `${url}/${b.unlinkedPatient.patientId}`;
    await expectMatrix(
      'DELETE',
      patientUrl,
      () => 403,
      undefined,
      (actor) => actor !== rehab,
    );
    const archive = await call(ctx.app, 'DELETE', api(`${patientUrl}?archive=true`), {
      token: rehab.token,
    });
    expect(archive.body).toMatchObject({ archived: true, ended: false });
    const stillReadable = await call(ctx.app, 'GET', api(patientUrl), { token: rehab.token });
    expect(stillReadable.body).toMatchObject({ archived: true });

    const back = await call(ctx.app, 'POST', api(url), {
      token: rehab.token,
      body: { patientId: b.unlinkedPatient.patientId },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ archived: false });

    const end = await call(ctx.app, 'DELETE', api(patientUrl), { token: rehab.token });
    expect(end.body).toMatchObject({ ended: true });
    const gone = await call(ctx.app, 'GET', api(patientUrl), { token: rehab.token });
    expect(gone.status).toBe(404);
    const missing = await call(ctx.app, 'DELETE', api(patientUrl), { token: rehab.token });
    expect(missing.status).toBe(404);
  });
});

describe('GET Patients (search)', () => {
  type Found = { patientId: string; establishmentId: string; link: string }[];

  it('finds, for a rehabilitator, the patients of their team’s establishments and their own only', async () => {
    const a = world.a;
    const res = await call<Found>(ctx.app, 'GET', api('/Patients?LastName=fixt'), {
      token: a.rehabilitator.token,
    });
    expect(res.status).toBe(200);
    const ids = res.body.map((item) => item.patientId);
    expect(ids).toEqual(expect.arrayContaining([a.patient.patientId, a.unlinkedPatient.patientId]));
    expect(res.body.every((item) => item.establishmentId === a.establishmentId)).toBe(true);
    expect(res.body.find((item) => item.patientId === a.patient.patientId)?.link).toBe('accepted');
    expect(res.body.find((item) => item.patientId === a.unlinkedPatient.patientId)?.link).toBe(
      'none',
    );
  });

  it('matches first name, email and phone digits; managers see their establishment only', async () => {
    const b = world.b;
    await ctx.app.db
      .update(patients)
      .set({ phone: '+33 6 11 22 33 44' })
      .where(eq(patients.id, b.unlinkedPatient.patientId));
    const byPhone = await call<Found>(ctx.app, 'GET', api('/Patients?Phone=6%2011%2022%2033'), {
      token: b.manager.token,
    });
    expect(byPhone.body.map((item) => item.patientId)).toEqual([b.unlinkedPatient.patientId]);
    const byEmail = await call<Found>(
      ctx.app,
      'GET',
      api(`/Patients?Email=${encodeURIComponent(b.patient.email.toUpperCase())}`),
      { token: b.manager.token },
    );
    expect(byEmail.body.map((item) => item.patientId)).toEqual([b.patient.patientId]);
    const other = await call<Found>(
      ctx.app,
      'GET',
      api(`/Patients?Email=${encodeURIComponent(world.a.patient.email)}`),
      { token: b.manager.token },
    );
    expect(other.body).toEqual([]);
    const wildcard = await call<Found>(ctx.app, 'GET', api('/Patients?FirstName=%25'), {
      token: b.manager.token,
    });
    expect(wildcard.body).toEqual([]);
  });

  it('shows a rehabilitator a patient who has not accepted them by name and link only', async () => {
    const a = world.a;
    await ctx.app.db
      .update(patients)
      .set({ phone: '+33 6 98 76 54 32' })
      .where(eq(patients.id, a.unlinkedPatient.patientId));
    type Contact = { patientId: string; email: string | null; phone: string | null; link: string };
    const search = async (query: string) =>
      call<Contact[]>(ctx.app, 'GET', api(`/Patients?${query}`), {
        token: a.rehabilitator.token,
      });
    // Found by their whole email or phone, which the answer does not echo.
    for (const query of [
      `Email=${encodeURIComponent(a.unlinkedPatient.email)}`,
      `Email=${encodeURIComponent(` ${a.unlinkedPatient.email.toUpperCase()} `)}`,
      'Phone=698765432',
      'Phone=06%2098%2076%2054%2032',
      'Phone=%2B33%206%2098%2076%2054%2032',
    ]) {
      const res = await search(query);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        expect.objectContaining({
          patientId: a.unlinkedPatient.patientId,
          email: null,
          phone: null,
          link: 'none',
        }),
      ]);
      expect(res.raw).not.toContain(a.unlinkedPatient.email);
      expect(res.raw).not.toContain('98 76');
    }
    // Invited but not answered yet: still no contact details.
    const invited = await call(
      ctx.app,
      'POST',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients`),
      { token: a.rehabilitator.token, body: { patientId: a.unlinkedPatient.patientId } },
    );
    expect(invited.status).toBe(201);
    const pending = await search('Phone=0698765432');
    expect(pending.body).toEqual([
      expect.objectContaining({ email: null, phone: null, link: 'pending' }),
    ]);
    await call(
      ctx.app,
      'DELETE',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients/${a.unlinkedPatient.patientId}`),
      { token: a.rehabilitator.token },
    );
    // A followed patient's contact details stay visible to their rehabilitator.
    const followed = await search(`Email=${encodeURIComponent(a.patient.email)}`);
    expect(followed.body).toEqual([
      expect.objectContaining({ patientId: a.patient.patientId, email: a.patient.email }),
    ]);
  });

  it('does not let a rehabilitator guess the contact details of a patient who has not accepted them, fragment by fragment', async () => {
    const a = world.a;
    await ctx.app.db
      .update(patients)
      .set({ phone: '+33 6 98 76 54 32' })
      .where(eq(patients.id, a.unlinkedPatient.patientId));
    const found = async (criteria: string, token = a.rehabilitator.token) =>
      (
        await call<{ patientId: string }[]>(
          ctx.app,
          'GET',
          api(`/Patients?LastName=Fixture&${criteria}`),
          { token },
        )
      ).body.some((item) => item.patientId === a.unlinkedPatient.patientId);
    const email = a.unlinkedPatient.email;
    expect(await found(`Email=${encodeURIComponent(email)}`)).toBe(true);
    // Each fragment a guess would try, from one character to all but one.
    for (const fragment of [email.slice(0, 1), email.slice(0, -1), email.slice(1), '@']) {
      expect(await found(`Email=${encodeURIComponent(fragment)}`)).toBe(false);
    }
    for (const fragment of ['6', '98', '98765432', '7654', '3369876543']) {
      expect(await found(`Phone=${fragment}`)).toBe(false);
    }
    // Their manager still finds them by a fragment (they manage the account).
    expect(await found(`Email=${encodeURIComponent(email.slice(1))}`, a.manager.token)).toBe(true);
    expect(await found('Phone=98765432', a.manager.token)).toBe(true);
    // And a followed patient by a fragment too: their rehabilitator knows their details.
    const followed = await call<{ patientId: string }[]>(
      ctx.app,
      'GET',
      api(`/Patients?Email=${encodeURIComponent(a.patient.email.slice(1, -1))}`),
      { token: a.rehabilitator.token },
    );
    expect(followed.body.map((item) => item.patientId)).toContain(a.patient.patientId);
  });

  it('is refused to patients', async () => {
    for (const actor of [world.a.patient, world.b.unlinkedPatient]) {
      const res = await call(ctx.app, 'GET', api('/Patients?LastName=Fixture'), {
        token: actor.token,
      });
      expect(res.status).toBe(403);
      expect(res.raw).not.toContain('Fixture');
    }
  });
});
