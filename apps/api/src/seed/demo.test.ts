/**
 * The demo seed on a fresh test database: every demo account signs in with the demo password, the
 * demo patient has a device, a pending invitation, today's self-rehabilitation session and 180 days
 * of measurements, and seeding again writes nothing.
 */
import { sql } from 'drizzle-orm';
import type {
  AccessLog,
  AdaptedActivityList,
  ClinicalNotes,
  LibraryExercise,
  Program,
  RehabilitatorInvites,
} from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { call, latestEmail, rowCounts, testScrypt, useTestApp } from '../../test/helper';
import { bucketsOf, type StatsColumns } from '../../test/stats-fixtures';
import { addDays, todayIn } from '@oxilio/domain';
import { parseOptions, postSimulation } from '../simulator/post';
import { demoAccounts, demoDevice, demoPassword, seedDemo } from './demo';
import { demoHelperManager } from './demo-manager';
import { demoRehabilitatorPatients as people } from './demo-rehabilitator-patients';

const ctx = useTestApp();

async function signin(email: string) {
  const res = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
    body: { email, password: demoPassword, rememberMe: false },
  });
  expect(res.status, `${email}: ${res.raw}`).toBe(200);
  return res.body.accessToken;
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describe('demo seed', () => {
  it('seeds an empty database in seconds, then refuses to seed it again', async () => {
    const started = Date.now();
    const outcome = await seedDemo(ctx.database.db, { scrypt: testScrypt });
    expect(outcome.status).toBe('seeded');
    expect(Date.now() - started).toBeLessThan(30_000);

    const before = await rowCounts(ctx.database);
    expect(before.patients).toBeGreaterThanOrEqual(45);
    expect(before.establishments).toBe(2);
    const again = await seedDemo(ctx.database.db, { scrypt: testScrypt });
    expect(again).toMatchObject({ status: 'refused', reason: 'already-seeded' });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('lets every demo account sign in, with its role', async () => {
    const expected: Record<string, string> = {
      [demoAccounts.patient]: 'patient',
      [demoAccounts.rehabilitator]: 'reeducator',
      [demoAccounts.manager]: 'responsable',
      [demoAccounts.coordinator]: 'reeducatorresponsable',
      [demoAccounts.otherPatient]: 'patient',
      [demoAccounts.otherRehabilitator]: 'reeducator',
      [demoAccounts.otherManager]: 'responsable',
    };
    const establishments = new Map<string, unknown>();
    for (const [email, role] of Object.entries(expected)) {
      const token = await signin(email);
      const tokenClaims = claims(token);
      expect(String(tokenClaims.roles).split(',')[0], email).toBe(role);
      establishments.set(email, tokenClaims.establishmentId);
    }
    // The coordinator manages the demo residence; the "autre" accounts are in the other one.
    expect(establishments.get(demoAccounts.coordinator)).toBe(
      establishments.get(demoAccounts.manager),
    );
    expect(establishments.get(demoAccounts.otherManager)).not.toBe(
      establishments.get(demoAccounts.manager),
    );
  });

  it("gives the demo patient a device, a pending invitation, today's session and 180 days of data", async () => {
    const token = await signin(demoAccounts.patient);
    const patientId = claims(token).patientId as string;

    const profile = await call<{ device: { deviceId: string } | null; programs: unknown[] }>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}`,
      { token },
    );
    expect(profile.status).toBe(200);
    expect(profile.body.device?.deviceId).toBe(demoDevice.id);

    const invitations = await call<{ origin: string; accepted: boolean | null }[]>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}/reeducatorInvitations`,
      { token },
    );
    expect(invitations.status).toBe(200);
    expect(
      invitations.body.filter((item) => item.origin === 'reeducator' && item.accepted === null),
    ).toHaveLength(1);

    const current = await call<{ status: string; session: unknown }>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${patientId}/Sessions/current/true`,
      { token },
    );
    expect(current.status).toBe(200);
    expect(current.body.session).not.toBeNull();
    expect(['ready', 'assigned']).toContain(current.body.status);

    const today = todayIn('Europe/Paris', new Date());
    const from = addDays(today, -179);
    const stats = await call<StatsColumns>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}/stats?types=StepCount,WearTime,Stars&from=${from}&to=${today}&scale=Day`,
      { token },
    );
    expect(stats.status).toBe(200);
    expect(stats.body.starts).toHaveLength(180);
    const measured = bucketsOf(stats.body).filter((bucket) => bucket.values.WearTime !== null);
    // Worn on most days, from the first of the 180 to the last.
    expect(measured.length).toBeGreaterThan(150);
    expect(measured[0]!.start <= addDays(from, 3)).toBe(true);
    expect(measured.at(-1)!.start >= addDays(today, -3)).toBe(true);
    // Stars were computed.
    expect(measured.some((bucket) => (bucket.values.Stars ?? 0) > 0)).toBe(true);
  });

  it('fills the first establishment: 40+ patients with 180 days, free devices, rising pain', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [first] = await rows<{ id: string }>(
      sql`select id from establishments where name = 'Résidence Les Tilleuls'`,
    );
    const [{ withData }] = (await rows<{ withData: number }>(sql`
      select count(*)::int as "withData" from (
        select m.patient_id from daily_metrics m join patients p on p.id = m.patient_id
        where p.establishment_id = ${first!.id}
        group by m.patient_id having max(m.day) - min(m.day) >= 170
      ) t`)) as [{ withData: number }];
    expect(withData).toBeGreaterThanOrEqual(40);
    const [{ free }] = (await rows<{ free: number }>(sql`
      select count(*)::int as free from devices d where d.establishment_id = ${first!.id}
      and not exists (select 1 from device_assignments a where a.device_id = d.id and a.unassigned_at is null)`)) as [
      { free: number },
    ];
    expect(free).toBeGreaterThan(0);
    const [{ painful }] = (await rows<{ painful: number }>(sql`
      select count(distinct s.patient_id)::int as painful from sessions s
      join session_reviews r on r.session_id = s.id
      where r.pain = 3 and s.day > current_date - 14`)) as [{ painful: number }];
    expect(painful).toBeGreaterThan(0);
    // "No pain" (0) is an answer, and the usual one.
    const [{ painless }] = (await rows<{ painless: number }>(sql`
      select count(distinct s.patient_id)::int as painless from sessions s
      join session_reviews r on r.session_id = s.id
      join patients p on p.id = s.patient_id
      where r.pain = 0 and p.establishment_id = ${first!.id}`)) as [{ painless: number }];
    expect(painless).toBeGreaterThanOrEqual(20);
  });

  it('records equipment that the programs in force never lack, and a patient without a table', async () => {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [{ recorded }] = (await rows<{ recorded: number }>(sql`
      select count(*)::int as recorded from patients where available_equipment is not null`)) as [
      { recorded: number },
    ];
    expect(recorded).toBeGreaterThanOrEqual(5);
    // No program in force needs equipment its patient lacks (docs/product.md#prescription-safety).
    const lacking = await rows(sql`
      select p.id from patients p
      join patient_programs g on g.patient_id = p.id and g.ended_at is null
      join program_exercises pe on pe.program_id = g.program_id
      join exercises e on e.id = pe.exercise_id
      where p.available_equipment is not null and not (e.equipment <@ p.available_equipment)`);
    expect(lacking).toEqual([]);
    // One patient of the demo rehabilitator has a glass and no table.
    const withoutTable = await rows(sql`
      select p.id from patients p
      join patient_reeducators pr on pr.patient_id = p.id and pr.status = 'accepted'
      join reeducators r on r.id = pr.reeducator_id
      join users u on u.id = r.user_id
      where u.email = ${demoAccounts.rehabilitator} and p.available_equipment = '{2}'::smallint[]`);
    expect(withoutTable).toHaveLength(1);
  });

  it('gives the demo rehabilitator each indicator, alerts, archives, requests and invitations', async () => {
    const token = await signin(demoAccounts.rehabilitator);
    const rehabilitatorId = claims(token).reeducatorId as string;
    type Listed = {
      patientId: string;
      firstName: string;
      lastName: string;
      archived: boolean;
      indicators: { painIncrease: boolean; awaitingSelfRehabilitation: boolean; noDevice: boolean };
    };
    const list = await call<Listed[]>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitatorId}/Patients`,
      { token },
    );
    const find = (name: { lastName: string }) =>
      list.body.find((patient) => patient.lastName === name.lastName);
    expect(find(people.risingPain)?.indicators.painIncrease).toBe(true);
    expect(find(people.noDevice)?.indicators.noDevice).toBe(true);
    expect(find(people.awaitingSelfRehabilitation)?.indicators.awaitingSelfRehabilitation).toBe(
      true,
    );
    expect(people.archived.map((name) => find(name)?.archived)).toEqual([true, true]);
    const alerts = await call<
      { patientId: string; lastName: string; kind: string; pains: number[] }[]
    >(ctx.app, 'GET', `/api/v1/Reeducators/${rehabilitatorId}/alerts`, { token });
    expect(alerts.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lastName: people.risingPain.lastName,
          kind: 'painRise',
          pains: [1, 2, 3],
        }),
        expect.objectContaining({ lastName: people.wearDrop.lastName, kind: 'wearDrop' }),
      ]),
    );
    // One rule: the pain-increase badge is exactly the unseen pain-rise alert, for every patient
    // (Wolfgang Schneider's 0 -> 1 -> 1 included).
    const rising = new Set(
      alerts.body.filter((alert) => alert.kind === 'painRise').map((alert) => alert.patientId),
    );
    expect(rising.size).toBeGreaterThan(1);
    for (const patient of list.body.filter((item) => !item.archived)) {
      expect({ patient: patient.lastName, badge: patient.indicators.painIncrease }).toEqual({
        patient: patient.lastName,
        badge: rising.has(patient.patientId),
      });
    }
    type Invite = { patient: { lastName: string } };
    const invites = await call<{ received: Invite[]; sent: Invite[] }>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitatorId}/invites`,
      { token },
    );
    const names = (items: Invite[]) => items.map((item) => item.patient.lastName);
    expect(names(invites.body.received)).toEqual(
      expect.arrayContaining(people.requests.map((name) => name.lastName)),
    );
    expect(names(invites.body.sent)).toEqual(
      expect.arrayContaining(people.invited.map((name) => name.lastName)),
    );
    // The other establishment's rehabilitator sees none of them.
    const other = await signin(demoAccounts.otherRehabilitator);
    const otherList = await call(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${claims(other).reeducatorId as string}/Patients`,
      { token: other },
    );
    expect(otherList.status).toBe(200);
    expect(otherList.raw).not.toContain(people.risingPain.lastName);
    expect(otherList.raw).not.toContain(people.unfollowed.lastName);
  });

  it('gives the demo patient activities of both kinds and a trail of professionals in the access log', async () => {
    const token = await signin(demoAccounts.patient);
    const patientId = claims(token).patientId as string;
    const activities = await call<AdaptedActivityList>(ctx.app, 'GET', '/api/v1/APA', { token });
    expect(activities.status).toBe(200);
    const kinds = (enrolled: boolean) =>
      new Set(
        activities.body.activities
          .filter((item) => Boolean(item.enrolled) === enrolled)
          .map((item) => (item.establishmentId === null ? 'catalogue' : 'establishment')),
      );
    expect(kinds(true)).toEqual(new Set(['catalogue', 'establishment']));
    expect(kinds(false)).toEqual(new Set(['catalogue', 'establishment']));
    expect(activities.body.activities.every((item) => item.schedule)).toBe(true);

    const log = await call<AccessLog>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}/accessLog?limit=100`,
      { token },
    );
    expect(log.status).toBe(200);
    const authors = new Set(log.body.entries.map((entry) => entry.actor.role));
    expect(authors).toEqual(new Set(['reeducator', 'responsable', 'reeducatorresponsable']));
    expect(new Set(log.body.entries.map((entry) => entry.kind))).toEqual(
      new Set(['viewed', 'changed']),
    );
  });

  it('gives the demo patient clinical notes by two authors, one amended, one withdrawn, the note for the team first', async () => {
    const patientId = claims(await signin(demoAccounts.patient)).patientId as string;
    const token = await signin(demoAccounts.rehabilitator);
    const res = await call<ClinicalNotes>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patientId}/clinicalNotes`,
      { token },
    );
    expect(res.status).toBe(200);
    const notes = res.body.notes;
    expect(new Set(notes.map((note) => note.author?.role))).toEqual(
      new Set(['reeducator', 'responsable']),
    );
    expect(notes.some((note) => note.earlier.length === 1)).toBe(true);
    expect(notes.some((note) => note.withdrawal !== null)).toBe(true);
    expect(notes.at(-1)?.origin).toBe('teamComment');
  });

  it('gives the manager ended services, archives, device histories, coaching, a helper and applications', async () => {
    const token = await signin(demoAccounts.manager);
    const establishmentId = claims(token).establishmentId as string;
    const get = <T>(path: string, as = token) =>
      call<T>(ctx.app, 'GET', `/api/v1${path}`, { token: as }).then((res) => {
        expect(res.status, path).toBe(200);
        return res.body;
      });
    type Patients = {
      patients: { archived: boolean; archiveScheduledFor: string | null }[];
      patientApplications: unknown[];
    };
    const current = await get<Patients>(
      `/Establishments/${establishmentId}/Patients?archived=false`,
    );
    expect(current.patients.some((row) => row.archiveScheduledFor !== null)).toBe(true);
    const archives = await get<Patients>(
      `/Establishments/${establishmentId}/Patients?archived=true`,
    );
    expect(archives.patients.length).toBeGreaterThanOrEqual(3);

    const devices = await get<{ deviceId: string; serialNumber: string }[]>(
      `/Establishments/${establishmentId}/devices`,
    );
    const reused = devices.find((device) => device.serialNumber === 'OX-A-R002')!;
    const history = await get<{ assignments: { unassignedAt: string | null }[] }>(
      `/Establishments/${establishmentId}/devices/${reused.deviceId}/history`,
    );
    expect(history.assignments).toHaveLength(2);

    const coaching = await get<{ sessions: { status: string }[] }>(
      `/Establishments/${establishmentId}/coaching`,
    );
    expect(new Set(coaching.sessions.map((row) => row.status))).toEqual(
      new Set(['done', 'planned']),
    );
    const managers = await get<{ responsables: { email: string }[]; invitations: unknown[] }>(
      `/Establishments/${establishmentId}/responsables`,
    );
    expect(managers.responsables.map((row) => row.email)).toContain(demoHelperManager);
    expect(managers.invitations).toHaveLength(1);
    await signin(demoHelperManager);

    const statuses = await ctx.database.db.execute(
      sql`select distinct a.status, (d.id is not null) as "withDocument" from applications a
          left join application_documents d on d.application_id = a.id`,
    );
    const seen = (statuses as unknown as { rows: { status: string; withDocument: boolean }[] })
      .rows;
    expect(new Set(seen.map((row) => row.status))).toEqual(
      new Set([
        'draft',
        'available',
        'unavailable',
        'waitlisted',
        'confirmed',
        'signed_up',
        'cancelled',
        'expired',
      ]),
    );
    expect(seen.some((row) => row.withDocument)).toBe(true);

    // The other establishment has its own activities and invitations.
    const otherToken = await signin(demoAccounts.otherManager);
    const otherId = claims(otherToken).establishmentId as string;
    const otherActivities = await get<AdaptedActivityList>('/APA', otherToken);
    expect(
      otherActivities.activities.filter((item) => item.establishmentId === otherId).length,
    ).toBeGreaterThanOrEqual(2);
    const otherPatients = await get<Patients>(`/Establishments/${otherId}/Patients`, otherToken);
    expect(otherPatients.patientApplications.length).toBeGreaterThanOrEqual(1);
  });

  it('lets a patient awaiting validation complete their registration with the emailed link', async () => {
    const token = await signin(demoAccounts.manager);
    const establishmentId = claims(token).establishmentId as string;
    const list = await call<{
      patients: { patientId: string; email: string | null; registrationStatus: string }[];
    }>(ctx.app, 'GET', `/api/v1/Establishments/${establishmentId}/Patients`, { token });
    const pending = list.body.patients.find(
      (row) => row.registrationStatus === 'pending_validation',
    );
    expect(pending?.email).toEqual(expect.any(String));

    const message = await latestEmail(ctx.app, pending!.email!);
    const link = new URL(message.links[0]!);
    const applicationId = link.searchParams.get('applicationId')!;
    const verificationToken = link.searchParams.get('token')!;
    const checked = await call(ctx.app, 'POST', '/api/v1/Applications/patient/CheckSignupToken', {
      body: { verificationToken, applicationId },
    });
    expect(checked.status).toBe(200);
    const signup = await call(
      ctx.app,
      'POST',
      `/api/v1/applications/patient/${applicationId}/signup`,
      {
        body: { verificationToken, password: 'a new password 1' },
      },
    );
    expect(signup.status).toBe(201);

    const signin2 = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: pending!.email, password: 'a new password 1', rememberMe: false },
    });
    expect(signin2.status).toBe(200);
    // The same patient record, now active: the establishment's data follows the account.
    expect(claims(signin2.body.accessToken).patientId).toBe(pending!.patientId);
    const after = await call<{ patients: { patientId: string; registrationStatus: string }[] }>(
      ctx.app,
      'GET',
      `/api/v1/Establishments/${establishmentId}/Patients`,
      { token },
    );
    expect(after.body.patients.find((row) => row.patientId === pending!.patientId)).toMatchObject({
      registrationStatus: 'active',
    });
  });

  it('gives the demo rehabilitator liked exercises, programs of their own and an invitation to answer', async () => {
    const token = await signin(demoAccounts.rehabilitator);
    const rehabilitatorId = claims(token).reeducatorId as string;
    const library = await call<LibraryExercise[]>(ctx.app, 'GET', '/api/v1/Exercises', { token });
    expect(library.body.filter((exercise) => exercise.liked).length).toBeGreaterThanOrEqual(5);
    expect(library.body.some((exercise) => exercise.likes > 1)).toBe(true);
    const own = await call<Program[]>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitatorId}/Programs`,
      {
        token,
      },
    );
    expect(own.body.length).toBeGreaterThanOrEqual(2);
    const invites = await call<RehabilitatorInvites>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitatorId}/invites`,
      { token },
    );
    expect(invites.body.establishments.map((invite) => invite.establishmentName)).toEqual([
      'Centre de rééducation Am Park',
    ]);
  });

  it("the simulator posts to the demo patient's device, and posting again replaces the days", async () => {
    const viaInject: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      const response = await ctx.app.inject({
        method: 'POST',
        url: url.pathname,
        headers: init?.headers as Record<string, string>,
        payload: init?.body as string,
      });
      return new Response(response.body, { status: response.statusCode });
    };
    const today = todayIn('Europe/Paris', new Date());
    const options = parseOptions([
      '--device',
      demoDevice.id,
      '--secret',
      demoDevice.secret,
      '--days',
      '30',
      '--to',
      today,
      '--seed',
      'simulator-test',
    ]);
    const stored = await postSimulation(options, viaInject);
    expect(stored.length).toBeGreaterThan(15);
    expect(stored.every((day) => day > addDays(today, -30) && day <= today)).toBe(true);
    const before = await rowCounts(ctx.database);
    expect(await postSimulation(options, viaInject)).toEqual(stored);
    expect((await rowCounts(ctx.database)).daily_metrics).toBe(before.daily_metrics);

    await expect(postSimulation({ ...options, secret: 'wrong secret' }, viaInject)).rejects.toThrow(
      /401/,
    );
  });
});
