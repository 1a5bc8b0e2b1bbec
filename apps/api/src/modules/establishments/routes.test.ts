import fc from 'fast-check';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isDeviceSilent } from '@oxilio/domain';
import { isValidSiret } from '@oxilio/domain/contract';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, latestEmail, rowCounts, uniqueEmail, useTestApp } from '../../../test/helper';
import {
  applications,
  auditLog,
  deviceAssignments,
  devices,
  establishmentInvitations,
  patients,
} from '../../db/schema';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const api = (path: string) => `/api/v1${path}`;

/** Calls the route as every actor and returns the statuses, by actor email. */
async function statuses(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
  actors: (actor: Actor) => boolean = () => true,
) {
  const result = new Map<Actor, { status: number; raw: string }>();
  for (const actor of world.actors.filter(actors)) {
    const res = await call(ctx.app, method, api(url), { token: actor.token, body });
    result.set(actor, { status: res.status, raw: res.raw });
  }
  return result;
}

/** Each actor gets `expected(actor)`; refusals carry no data of the establishment. */
async function expectMatrix(
  method: 'GET' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  expected: (actor: Actor) => number,
  body?: unknown,
  actors?: (actor: Actor) => boolean,
) {
  const results = await statuses(method, url, body, actors);
  for (const [actor, { status, raw }] of results) {
    expect({ actor: `${actor.role} ${actor.email}`, status }).toEqual({
      actor: `${actor.role} ${actor.email}`,
      status: expected(actor),
    });
    if (status >= 400) {
      expect(raw).not.toContain(world.a.patient.email);
      expect(raw).not.toContain('Résidence');
    }
  }
}

const isManagerOfA = (actor: Actor) => actor === world.a.manager || actor === world.a.combined;

describe('GET /Establishments/{id} and GET /Responsables/{id}/Establishment', () => {
  it('shows the establishment to its manager, team and patients only', async () => {
    const a = world.a;
    await expectMatrix('GET', `/Establishments/${a.establishmentId}`, (actor) =>
      actor.establishmentId === a.establishmentId ||
      actor === a.rehabilitator ||
      actor === a.patient ||
      actor === a.unlinkedPatient
        ? 200
        : 403,
    );
    const res = await call(ctx.app, 'GET', api(`/Establishments/${a.establishmentId}`), {
      token: a.rehabilitator.token,
    });
    expect(res.body).toMatchObject({
      establishmentId: a.establishmentId,
      name: 'Résidence a',
      town: 'Metz',
      county: 'FR',
      timeZone: 'Europe/Paris',
    });
  });

  it('gives a manager their establishment, and nobody else’s', async () => {
    const manager = world.a.manager;
    await expectMatrix('GET', `/Responsables/${manager.responsableId}/Establishment`, (actor) =>
      actor === manager ? 200 : 403,
    );
    const res = await call(
      ctx.app,
      'GET',
      api(`/Responsables/${manager.responsableId}/Establishment`),
      {
        token: manager.token,
      },
    );
    expect(res.body).toMatchObject({ establishmentId: world.a.establishmentId });
  });

  it('answers 400 naming the id when it is not a UUID', async () => {
    const res = await call(ctx.app, 'GET', api('/Establishments/42'), {
      token: world.a.manager.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_information' });
    expect(JSON.stringify(res.body)).toContain('id');
  });
});

describe('PATCH /admin/Establishments/{id}', () => {
  it('checks the SIRET with the Luhn algorithm', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('35600000000010')).toBe(true); // La Poste: digit sum multiple of 5
    expect(isValidSiret('1234567890123')).toBe(false);
  });

  it('lets only the establishment’s managers change it', async () => {
    const id = world.a.establishmentId;
    const before = await rowCounts(ctx.database);
    await expectMatrix(
      'PATCH',
      `/admin/Establishments/${id}`,
      (actor) => (isManagerOfA(actor) ? 200 : 403),
      { town: 'Nancy' },
    );
    // Nothing written but the audit entries of the two managers' changes.
    expect(await rowCounts(ctx.database)).toEqual({
      ...before,
      audit_log: (before.audit_log ?? 0) + 2,
    });
  });

  it('changes the fields sent, and only them', async () => {
    const res = await call(
      ctx.app,
      'PATCH',
      api(`/admin/Establishments/${world.a.establishmentId}`),
      {
        token: world.a.manager.token,
        body: { street: 'rue des Lilas', number: '12', siret: '73282932000074', precisions: null },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Résidence a',
      street: 'rue des Lilas',
      number: '12',
      siret: '73282932000074',
      precisions: null,
    });
  });

  it('refuses a SIRET failing the Luhn check, or not 14 digits, naming the field', async () => {
    for (const siret of ['73282932000075', '7328293200007', 'ABCDEFGHIJKLMN']) {
      const res = await call(
        ctx.app,
        'PATCH',
        api(`/admin/Establishments/${world.b.establishmentId}`),
        { token: world.b.manager.token, body: { siret } },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_information', fields: ['siret'] });
    }
    const after = await call(ctx.app, 'GET', api(`/Establishments/${world.b.establishmentId}`), {
      token: world.b.manager.token,
    });
    expect(after.body).toMatchObject({ siret: null });
  });

  it('refuses an empty name and a malformed country', async () => {
    const res = await call(
      ctx.app,
      'PATCH',
      api(`/admin/Establishments/${world.b.establishmentId}`),
      { token: world.b.manager.token, body: { name: ' ', county: 'France' } },
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual(expect.arrayContaining(['name']));
  });
});

describe('GET /Establishments/{id}/devices', () => {
  it('lists the devices with their patient or free, for the managers only', async () => {
    const a = world.a;
    await expectMatrix('GET', `/Establishments/${a.establishmentId}/devices`, (actor) =>
      isManagerOfA(actor) ? 200 : 403,
    );
    const res = await call<{ deviceId: string; patient: { patientId: string } | null }[]>(
      ctx.app,
      'GET',
      api(`/Establishments/${a.establishmentId}/devices`),
      { token: a.manager.token },
    );
    const byId = new Map(res.body.map((device) => [device.deviceId, device]));
    expect(byId.get(a.deviceId)?.patient).toMatchObject({
      patientId: a.patient.patientId,
      wheelType: 'standard',
    });
    expect(byId.get(a.spareDeviceId)?.patient).toBeNull();
    expect(byId.has(world.b.deviceId)).toBe(false);
  });

  it('flags an associated device silent for more than 2 days, never a free one', async () => {
    const a = world.a;
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const list = async () => {
      const res = await call<{ deviceId: string; lastSeenAt: string | null; silent: boolean }[]>(
        ctx.app,
        'GET',
        api(`/Establishments/${a.establishmentId}/devices`),
        { token: a.manager.token },
      );
      expect(res.status).toBe(200);
      return new Map(res.body.map((device) => [device.deviceId, device]));
    };
    const seen = (deviceId: string, at: Date) =>
      ctx.app.db.update(devices).set({ lastSeenAt: at }).where(eq(devices.id, deviceId));
    await ctx.app.db
      .update(deviceAssignments)
      .set({ assignedAt: hoursAgo(24 * 30) })
      .where(
        and(eq(deviceAssignments.deviceId, a.deviceId), isNull(deviceAssignments.unassignedAt)),
      );

    const quiet = hoursAgo(49);
    await seen(a.deviceId, quiet);
    await seen(a.spareDeviceId, hoursAgo(24 * 10));
    let byId = await list();
    expect(byId.get(a.deviceId)).toMatchObject({ lastSeenAt: quiet.toISOString(), silent: true });
    expect(byId.get(a.spareDeviceId)?.silent).toBe(false);

    await seen(a.deviceId, hoursAgo(47));
    byId = await list();
    expect(byId.get(a.deviceId)?.silent).toBe(false);
  });

  it('answers `silent` as the domain rule says, for any last record and association (property)', async () => {
    const a = world.a;
    // Hours ago, away from the 48 h boundary by more than the time a request takes.
    const hours = fc.oneof(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 49, max: 24 * 30 }));
    await fc.assert(
      fc.asyncProperty(fc.option(hours, { nil: null }), hours, async (seenHours, assignedHours) => {
        const at = (h: number) => new Date(Date.now() - h * 3_600_000);
        const lastSeenAt = seenHours === null ? null : at(seenHours);
        const assignedAt = at(assignedHours);
        await ctx.app.db.update(devices).set({ lastSeenAt }).where(eq(devices.id, a.deviceId));
        await ctx.app.db
          .update(deviceAssignments)
          .set({ assignedAt })
          .where(
            and(eq(deviceAssignments.deviceId, a.deviceId), isNull(deviceAssignments.unassignedAt)),
          );
        const res = await call<{ deviceId: string; silent: boolean }[]>(
          ctx.app,
          'GET',
          api(`/Establishments/${a.establishmentId}/devices`),
          { token: a.manager.token },
        );
        const device = res.body.find((item) => item.deviceId === a.deviceId);
        const expected = isDeviceSilent(
          {
            lastSeenAt: lastSeenAt?.toISOString() ?? null,
            assignedAt: assignedAt.toISOString(),
          },
          new Date(),
        );
        expect(device?.silent).toBe(expected);
      }),
      { numRuns: 25 },
    );
  });
});

describe('PATCH and DELETE /Patients/{id}/device', () => {
  it('associates a free device of the establishment; nobody else may, and refusals write nothing', async () => {
    const a = world.a;
    const url = `/Patients/${a.unlinkedPatient.patientId}/device`;
    const body = { deviceId: a.spareDeviceId, wheelType: 'large' };
    const before = await rowCounts(ctx.database);
    await expectMatrix(
      'PATCH',
      url,
      // The patient may read their own record but not manage devices; others may not see it.
      (actor) => (actor === a.unlinkedPatient ? 403 : 404),
      body,
      (actor) => !isManagerOfA(actor),
    );
    expect(await rowCounts(ctx.database)).toEqual(before);

    const res = await call(ctx.app, 'PATCH', api(url), { token: a.manager.token, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      patientId: a.unlinkedPatient.patientId,
      device: { deviceId: a.spareDeviceId, wheelType: 'large' },
      serviceEndedAt: null,
      archiveScheduledFor: null,
    });
    const audited = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'device.assign'),
          eq(auditLog.patientId, a.unlinkedPatient.patientId),
        ),
      );
    expect(audited).toHaveLength(1);
  });

  it('answers 409 for a device already associated, and 404 for another establishment’s device', async () => {
    const b = world.b;
    const busy = await call(
      ctx.app,
      'PATCH',
      api(`/Patients/${b.unlinkedPatient.patientId}/device`),
      {
        token: b.manager.token,
        body: { deviceId: b.deviceId },
      },
    );
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'conflict' });
    const foreign = await call(
      ctx.app,
      'PATCH',
      api(`/Patients/${b.unlinkedPatient.patientId}/device`),
      {
        token: b.manager.token,
        body: { deviceId: world.a.spareDeviceId },
      },
    );
    expect(foreign.status).toBe(404);
    const patientHasOne = await call(
      ctx.app,
      'PATCH',
      api(`/Patients/${b.patient.patientId}/device`),
      {
        token: b.manager.token,
        body: { deviceId: b.spareDeviceId },
      },
    );
    expect(patientHasOne.status).toBe(409);
  });

  it('names a missing or malformed deviceId', async () => {
    const res = await call(
      ctx.app,
      'PATCH',
      api(`/Patients/${world.b.unlinkedPatient.patientId}/device`),
      {
        token: world.b.manager.token,
        body: { deviceId: 'nope' },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fields: ['deviceId'] });
  });

  it('dissociates; nobody else may; without a device it is a 409', async () => {
    const b = world.b;
    const url = `/Patients/${b.patient.patientId}/device`;
    const before = await rowCounts(ctx.database);
    await expectMatrix(
      'DELETE',
      url,
      // Linked rehabilitators and the patient read the record but do not manage devices.
      (actor) => (actor === b.patient || actor === b.rehabilitator ? 403 : 404),
      undefined,
      (actor) => actor !== b.manager && actor !== b.combined,
    );
    expect(await rowCounts(ctx.database)).toEqual(before);

    const res = await call(ctx.app, 'DELETE', api(url), { token: b.combined.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      device: null,
      serviceEndedAt: null,
      archiveScheduledFor: null,
    });
    const devicesList = await call<{ deviceId: string; patient: unknown }[]>(
      ctx.app,
      'GET',
      api(`/Establishments/${b.establishmentId}/devices`),
      { token: b.manager.token },
    );
    expect(devicesList.body.find((device) => device.deviceId === b.deviceId)?.patient).toBeNull();

    const again = await call(ctx.app, 'DELETE', api(url), { token: b.manager.token });
    expect(again.status).toBe(409);
  });

  it('ends the service: archiving is scheduled 30 days later; a new device cancels it', async () => {
    const a = world.a;
    const url = `/Patients/${a.patient.patientId}/device?endService=true`;
    const res = await call(ctx.app, 'DELETE', api(url), { token: a.manager.token });
    expect(res.status).toBe(200);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const expected = new Date(`${today}T00:00:00Z`);
    expected.setUTCDate(expected.getUTCDate() + 30);
    expect(res.body).toMatchObject({
      device: null,
      archiveScheduledFor: expected.toISOString().slice(0, 10),
    });
    expect(res.body.serviceEndedAt).toEqual(expect.any(String));

    const list = await call<{
      patients: { patientId: string; archiveScheduledFor: string | null }[];
    }>(ctx.app, 'GET', api(`/Establishments/${a.establishmentId}/Patients`), {
      token: a.manager.token,
    });
    expect(
      list.body.patients.find((patient) => patient.patientId === a.patient.patientId),
    ).toMatchObject({ archiveScheduledFor: expected.toISOString().slice(0, 10) });

    const back = await call(ctx.app, 'PATCH', api(`/Patients/${a.patient.patientId}/device`), {
      token: a.manager.token,
      body: { deviceId: a.deviceId },
    });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ serviceEndedAt: null, archiveScheduledFor: null });
  });
});

describe('GET /Establishments/{id}/Patients', () => {
  it('lists the establishment’s patients and pending invitations, for its managers only', async () => {
    const a = world.a;
    await expectMatrix('GET', `/Establishments/${a.establishmentId}/Patients`, (actor) =>
      isManagerOfA(actor) ? 200 : 403,
    );
    const res = await call<{
      patients: { patientId: string; archived: boolean }[];
      patientApplications: unknown[];
    }>(ctx.app, 'GET', api(`/Establishments/${a.establishmentId}/Patients`), {
      token: a.combined.token,
    });
    const ids = res.body.patients.map((patient) => patient.patientId);
    expect(ids).toEqual(expect.arrayContaining([a.patient.patientId, a.unlinkedPatient.patientId]));
    expect(ids).not.toContain(world.b.patient.patientId);
    expect(res.body.patientApplications).toEqual(expect.any(Array));
  });

  it('filters the archives', async () => {
    const a = world.a;
    await ctx.app.db
      .update(patients)
      .set({ archivedAt: new Date() })
      .where(eq(patients.id, a.unlinkedPatient.patientId));
    try {
      const archived = await call<{ patients: { patientId: string; archived: boolean }[] }>(
        ctx.app,
        'GET',
        api(`/Establishments/${a.establishmentId}/Patients?archived=true`),
        { token: a.manager.token },
      );
      expect(archived.body.patients.map((patient) => patient.patientId)).toEqual([
        a.unlinkedPatient.patientId,
      ]);
      expect(archived.body.patients[0]?.archived).toBe(true);
      const current = await call<{ patients: { patientId: string }[] }>(
        ctx.app,
        'GET',
        api(`/Establishments/${a.establishmentId}/Patients?archived=false`),
        { token: a.manager.token },
      );
      expect(current.body.patients.map((patient) => patient.patientId)).not.toContain(
        a.unlinkedPatient.patientId,
      );
    } finally {
      await ctx.app.db
        .update(patients)
        .set({ archivedAt: null })
        .where(eq(patients.id, a.unlinkedPatient.patientId));
    }
  });
});

describe('POST /Establishments/{id}/patientInvitations', () => {
  it('creates a pending registration and emails the patient; nobody else may', async () => {
    const a = world.a;
    const body = {
      patientEmail: uniqueEmail('Invited.Patient').toUpperCase(),
      patientFirstName: 'Odette',
      patientLastName: 'Marchal',
      patientPhone: '+33 6 12 34 56 78',
    };
    const before = await rowCounts(ctx.database);
    await expectMatrix(
      'POST',
      `/Establishments/${a.establishmentId}/patientInvitations`,
      () => 403,
      body,
      (actor) => !isManagerOfA(actor),
    );
    expect(await rowCounts(ctx.database)).toEqual(before);

    const res = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/patientInvitations`),
      {
        token: a.manager.token,
        body,
      },
    );
    expect(res.status).toBe(201);
    const email = body.patientEmail.toLowerCase();
    expect(res.body).toMatchObject({
      email,
      firstName: 'Odette',
      lastName: 'Marchal',
      status: 'confirmed',
    });
    const message = await latestEmail(ctx.app, email);
    expect(message.template).toBe('patient_invitation');
    expect(message.subject).toBe('Votre inscription sur oxilio');
    expect(message.text).toContain('Bonjour Odette,');
    expect(message.text).toContain('Résidence a');
    expect(message.links[0]).toMatch(
      new RegExp(
        `^https://portal\\.test/signup/patient\\?applicationId=${String(res.body.applicationId)}&token=`,
      ),
    );

    const list = await call<{ patientApplications: { applicationId: string }[] }>(
      ctx.app,
      'GET',
      api(`/Establishments/${a.establishmentId}/Patients`),
      { token: a.manager.token },
    );
    expect(list.body.patientApplications.map((application) => application.applicationId)).toContain(
      res.body.applicationId,
    );

    const twice = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/patientInvitations`),
      {
        token: a.combined.token,
        body,
      },
    );
    expect(twice.status).toBe(409);
  });

  it('refuses an address that already has an account (409) and bad input (400, nothing written)', async () => {
    const a = world.a;
    const taken = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/patientInvitations`),
      {
        token: a.manager.token,
        body: { patientEmail: world.b.patient.email, patientFirstName: 'X', patientLastName: 'Y' },
      },
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'email_already_used' });
    const before = await rowCounts(ctx.database);
    const valid = {
      patientEmail: uniqueEmail('valid'),
      patientFirstName: 'X',
      patientLastName: 'Y',
    };
    for (const [field, value] of [
      ['patientEmail', 'not-an-email'],
      ['patientFirstName', ''],
      ['patientLastName', ' '],
      ['patientPhone', 'call me'],
    ] as const) {
      const bad = await call(
        ctx.app,
        'POST',
        api(`/Establishments/${a.establishmentId}/patientInvitations`),
        { token: a.manager.token, body: { ...valid, [field]: value } },
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ code: 'invalid_information', fields: [field] });
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe("the invitee's language", () => {
  /** What the invitation's link opens: the application the signup page prefills. */
  async function linkOf(email: string) {
    const message = await latestEmail(ctx.app, email);
    const link = new URL(message.links[0]!);
    const checked = await call<{ locale: string }>(
      ctx.app,
      'POST',
      api('/Applications/CheckSignupToken'),
      {
        body: {
          applicationId: link.searchParams.get('applicationId'),
          verificationToken: link.searchParams.get('token'),
        },
      },
    );
    expect(checked.status).toBe(200);
    return { message, application: checked.body };
  }

  it('the e-mail and the signup page speak the language the manager chose', async () => {
    const a = world.a;
    const email = uniqueEmail('rehab.de');
    const res = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/reeducatorInvitations`),
      { token: a.manager.token, body: { email, firstName: 'Lena', locale: 'de' } },
    );
    expect(res.status).toBe(201);
    const { message, application } = await linkOf(email);
    expect(message.subject).toBe('Einladung in ein Team auf oxilio');
    expect(message.text).toContain('Guten Tag Lena,');
    expect(application.locale).toBe('de');

    const patientEmail = uniqueEmail('patient.nl');
    const invited = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/patientInvitations`),
      {
        token: a.manager.token,
        body: {
          patientEmail,
          patientFirstName: 'Anke',
          patientLastName: 'Visser',
          locale: 'nl',
        },
      },
    );
    expect(invited.status).toBe(201);
    const patientLink = await linkOf(patientEmail);
    expect(patientLink.message.subject).toBe('Uw registratie bij oxilio');
    expect(patientLink.application.locale).toBe('nl');

    // A new link for the same invitation keeps the language chosen, whatever the manager reads.
    const resent = await call(
      ctx.app,
      'POST',
      api(
        `/Establishments/${a.establishmentId}/patientInvitations/${String(invited.body.applicationId)}/resend`,
      ),
      { token: a.manager.token, headers: { 'accept-language': 'fr' } },
    );
    expect(resent.status).toBe(200);
    expect((await latestEmail(ctx.app, patientEmail)).subject).toBe('Uw registratie bij oxilio');
  });

  it("without a choice, the inviter's language; a language the portal lacks changes nothing", async () => {
    const a = world.a;
    const email = uniqueEmail('patient.en');
    const res = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/patientInvitations`),
      {
        token: a.manager.token,
        headers: { 'accept-language': 'en-GB,en;q=0.8' },
        body: { patientEmail: email, patientFirstName: 'Ann', patientLastName: 'Reed' },
      },
    );
    expect(res.status).toBe(201);
    const { message, application } = await linkOf(email);
    expect(message.subject).toBe('Your oxilio registration');
    expect(application.locale).toBe('en');

    const before = await rowCounts(ctx.database);
    const refused = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/reeducatorInvitations`),
      { token: a.manager.token, body: { email: uniqueEmail('rehab.pt'), locale: 'pt' } },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'invalid_information' });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });
});

describe('rehabilitator invitations and the team', () => {
  it('invites a rehabilitator without an account: a signup link; 409 when invited twice', async () => {
    const b = world.b;
    const email = uniqueEmail('new.rehab');
    const before = await rowCounts(ctx.database);
    await expectMatrix(
      'POST',
      `/Establishments/${b.establishmentId}/reeducatorInvitations`,
      () => 403,
      { email },
      (actor) => actor !== b.manager && actor !== b.combined,
    );
    expect(await rowCounts(ctx.database)).toEqual(before);

    const res = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${b.establishmentId}/reeducatorInvitations`),
      {
        token: b.manager.token,
        body: { email, firstName: 'Léa', lastName: 'Kieffer' },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      origin: 'establishment',
      status: 'pending',
      accepted: null,
      email,
      reeducator: { reeducatorId: null, firstName: 'Léa', lastName: 'Kieffer' },
    });
    const message = await latestEmail(ctx.app, email);
    expect(message.template).toBe('reeducator_invitation');
    expect(message.links[0]).toMatch(/^https:\/\/portal\.test\/signup\/reeducator\?applicationId=/);
    const [application] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.email, email));
    expect(application).toMatchObject({ type: 'reeducator', establishmentId: b.establishmentId });

    const twice = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${b.establishmentId}/reeducatorInvitations`),
      {
        token: b.combined.token,
        body: { email },
      },
    );
    expect(twice.status).toBe(409);

    // Cancelling the invitation also voids the signup link.
    const cancel = await call(
      ctx.app,
      'DELETE',
      api(`/Establishments/${b.establishmentId}/reeducatorApplication/${String(res.body.id)}`),
      { token: b.manager.token },
    );
    expect(cancel.status).toBe(204);
    const [cancelled] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.email, email));
    expect(cancelled?.status).toBe('cancelled');
    const again = await call(
      ctx.app,
      'DELETE',
      api(`/Establishments/${b.establishmentId}/reeducatorApplication/${String(res.body.id)}`),
      { token: b.manager.token },
    );
    expect(again.status).toBe(404);
  });

  it('invites an existing rehabilitator, who accepts and joins the team; a member cannot be invited', async () => {
    const a = world.a;
    const rehabOfB = world.b.rehabilitator;
    const inTeam = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/reeducatorInvitations`),
      {
        token: a.manager.token,
        body: { email: a.rehabilitator.email },
      },
    );
    expect(inTeam.status).toBe(409);
    const patientAddress = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/reeducatorInvitations`),
      { token: a.manager.token, body: { email: a.patient.email } },
    );
    expect(patientAddress.status).toBe(409);

    const res = await call(
      ctx.app,
      'POST',
      api(`/Establishments/${a.establishmentId}/reeducatorInvitations`),
      {
        token: a.manager.token,
        body: { email: rehabOfB.email.toUpperCase() },
      },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reeducator: { reeducatorId: rehabOfB.reeducatorId, firstName: 'rehab' },
    });
    expect((await latestEmail(ctx.app, rehabOfB.email)).links[0]).toBe(
      'https://portal.test/reeducateur/profile',
    );

    const answerUrl = `/Establishments/${a.establishmentId}/reeducatorInvitations/${rehabOfB.reeducatorId}`;
    // The manager cannot answer the establishment's own invitation; others may not at all.
    const byManager = await call(ctx.app, 'PATCH', api(answerUrl), {
      token: a.manager.token,
      body: { accepted: true },
    });
    expect(byManager.status).toBe(404);
    await expectMatrix(
      'PATCH',
      answerUrl,
      () => 403,
      { accepted: true },
      (actor) => actor !== rehabOfB && !isManagerOfA(actor),
    );

    const accepted = await call(ctx.app, 'PATCH', api(answerUrl), {
      token: rehabOfB.token,
      body: { accepted: true },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', accepted: true });

    const team = await call<{ reeducators: { reeducatorId: string }[]; invitations: unknown[] }>(
      ctx.app,
      'GET',
      api(`/Establishments/${a.establishmentId}/Reeducators`),
      { token: a.manager.token },
    );
    expect(team.body.reeducators.map((member) => member.reeducatorId)).toEqual(
      expect.arrayContaining([a.rehabilitator.reeducatorId, rehabOfB.reeducatorId]),
    );

    // Removed from the team again.
    const removeUrl = `/Establishments/${a.establishmentId}/reeducator/${rehabOfB.reeducatorId}`;
    await expectMatrix(
      'DELETE',
      removeUrl,
      () => 403,
      undefined,
      (actor) => !isManagerOfA(actor),
    );
    const removed = await call(ctx.app, 'DELETE', api(removeUrl), { token: a.combined.token });
    expect(removed.status).toBe(204);
    const removedTwice = await call(ctx.app, 'DELETE', api(removeUrl), { token: a.combined.token });
    expect(removedTwice.status).toBe(404);
  });

  it('lets the manager answer a rehabilitator’s request to join (refused here)', async () => {
    const b = world.b;
    const rehabOfA = world.a.rehabilitator;
    await ctx.app.db.insert(establishmentInvitations).values({
      establishmentId: b.establishmentId,
      reeducatorId: rehabOfA.reeducatorId,
      origin: 'reeducator',
    });
    const url = `/Establishments/${b.establishmentId}/reeducatorInvitations/${rehabOfA.reeducatorId}`;
    const bySelf = await call(ctx.app, 'PATCH', api(url), {
      token: rehabOfA.token,
      body: { accepted: true },
    });
    expect(bySelf.status).toBe(404);
    const refused = await call(ctx.app, 'PATCH', api(url), {
      token: b.manager.token,
      body: { accepted: false },
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ origin: 'reeducator', accepted: false });
    const team = await call<{ reeducators: { reeducatorId: string }[] }>(
      ctx.app,
      'GET',
      api(`/Establishments/${b.establishmentId}/Reeducators`),
      { token: b.manager.token },
    );
    expect(team.body.reeducators.map((member) => member.reeducatorId)).not.toContain(
      rehabOfA.reeducatorId,
    );
  });

  it('shows the team to the managers only', async () => {
    await expectMatrix('GET', `/Establishments/${world.a.establishmentId}/Reeducators`, (actor) =>
      isManagerOfA(actor) ? 200 : 403,
    );
  });

  it('PATCH Admin/Reeducators/{id}: the rehabilitator or a manager of their team', async () => {
    const rehab = world.a.rehabilitator;
    const url = `/Admin/Reeducators/${rehab.reeducatorId}`;
    await expectMatrix(
      'PATCH',
      url,
      (actor) => (actor === rehab || isManagerOfA(actor) ? 200 : 403),
      { profession: 'occupational therapist' },
    );
    const res = await call(ctx.app, 'PATCH', api(url), {
      token: rehab.token,
      body: { lastName: 'Schmit', phone: '+352 621 123 456' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      reeducatorId: rehab.reeducatorId,
      lastName: 'Schmit',
      phone: '+352 621 123 456',
      profession: 'occupational therapist',
    });
    const bad = await call(ctx.app, 'PATCH', api(url), {
      token: rehab.token,
      body: { firstName: '' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: ['firstName'] });
  });

  it("PATCH Admin/Reeducators/{id}: a manager cannot rewrite the rehabilitator's name or phone", async () => {
    const rehab = world.a.rehabilitator;
    const url = api(`/Admin/Reeducators/${rehab.reeducatorId}`);
    const before = await call(ctx.app, 'GET', api(`/users/me`), { token: rehab.token });
    for (const manager of [world.a.manager, world.a.combined]) {
      const res = await call(ctx.app, 'PATCH', url, {
        token: manager.token,
        body: { firstName: 'Usurpé', phone: '+33 6 00 00 00 00', profession: 'kiné' },
      });
      expect(res.status).toBe(403);
    }
    const after = await call(ctx.app, 'GET', api(`/users/me`), { token: rehab.token });
    expect(after.body).toEqual(before.body);
  });
});
