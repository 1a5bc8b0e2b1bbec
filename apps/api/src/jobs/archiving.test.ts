import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients } from '../db/schema';
import { createWorld, type World } from '../../test/fixtures';
import { call, useTestApp } from '../../test/helper';
import { archiveDuePatients, createArchivingJob } from './archiving';

const api = (path: string) => `/api/v1${path}`;

/** Noon, Paris time (UTC+1 in winter, +2 in summer: noon UTC is the same Paris day). */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('the archiving job', () => {
  const ctx = useTestApp();
  let world: World;

  beforeAll(async () => {
    world = await createWorld(ctx.app);
  });

  async function endService(side: World['a']): Promise<string> {
    const res = await call<{ archiveScheduledFor: string }>(
      ctx.app,
      'DELETE',
      api(`/Patients/${side.patient.patientId}/device?endService=true`),
      { token: side.manager.token },
    );
    expect(res.status).toBe(200);
    return res.body.archiveScheduledFor;
  }

  const archiveEntries = (patientId: string) =>
    ctx.app.db
      .select({
        actor: auditLog.actorUserId,
        roles: auditLog.actorRoles,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(and(eq(auditLog.patientId, patientId), eq(auditLog.action, 'patient.archive')));

  it('archives nothing before the day, then the patient once, even with two runs at once', async () => {
    const a = world.a;
    const day = await endService(a);

    // Today and the day before the scheduled one: nothing.
    const early = [
      ...(await archiveDuePatients(ctx.app.db)),
      ...(await archiveDuePatients(ctx.app.db, noonOf(addDays(day, -1)))),
    ];
    expect(early.map((row) => row.patientId)).not.toContain(a.patient.patientId);

    // The scheduled day, just after midnight in Paris (still the day before in UTC).
    const justAfterMidnight = new Date(`${addDays(day, -1)}T23:30:00Z`);
    const runs = await Promise.all([
      archiveDuePatients(ctx.app.db, justAfterMidnight),
      archiveDuePatients(ctx.app.db, justAfterMidnight),
    ]);
    const archivedIds = runs.flat().map((row) => row.patientId);
    expect(archivedIds.filter((id) => id === a.patient.patientId)).toHaveLength(1);
    expect(await archiveEntries(a.patient.patientId)).toEqual([
      {
        actor: null,
        roles: 'system',
        details: expect.objectContaining({ reason: 'service_ended', archiveScheduledFor: day }),
      },
    ]);

    // Later runs change nothing.
    const later = await archiveDuePatients(ctx.app.db, noonOf(addDays(day, 10)));
    expect(later.map((row) => row.patientId)).not.toContain(a.patient.patientId);
    expect(await archiveEntries(a.patient.patientId)).toHaveLength(1);

    // The patient moved to the archives; their account no longer signs in.
    const current = await call<{ patients: { patientId: string }[] }>(
      ctx.app,
      'GET',
      api(`/Establishments/${a.establishmentId}/Patients?archived=false`),
      { token: a.manager.token },
    );
    expect(current.body.patients.map((p) => p.patientId)).not.toContain(a.patient.patientId);
    const archives = await call<{ patients: { patientId: string; archived: boolean }[] }>(
      ctx.app,
      'GET',
      api(`/Establishments/${a.establishmentId}/Patients?archived=true`),
      { token: a.manager.token },
    );
    expect(archives.body.patients).toContainEqual(
      expect.objectContaining({ patientId: a.patient.patientId, archived: true }),
    );
    const signin = await call(ctx.app, 'POST', api('/auth/signin'), {
      body: { email: a.patient.email, password: a.patient.password, rememberMe: false },
    });
    // A disabled account is refused (403), whatever the password.
    expect(signin.status).toBe(403);

    // Its rehabilitator still finds the patient, in their archives.
    const rehabilitatorArchives = await call<{ patientId: string }[]>(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients?archived=true`),
      { token: a.rehabilitator.token },
    );
    expect(JSON.stringify(rehabilitatorArchives.body)).toContain(a.patient.patientId);
  });

  it('frees a device still associated with the patient', async () => {
    const b = world.b;
    // A schedule whose device was associated again outside the API (e.g. an import): still freed.
    await ctx.app.db
      .update(patients)
      .set({ serviceEndedAt: new Date(), archiveScheduledFor: '2026-01-10' })
      .where(eq(patients.id, b.patient.patientId));
    const archived = await archiveDuePatients(ctx.app.db, noonOf('2026-01-10'));
    expect(archived).toContainEqual({
      patientId: b.patient.patientId,
      archiveScheduledFor: '2026-01-10',
      freedDeviceIds: [b.deviceId],
    });
    const list = await call<{ deviceId: string; patient: unknown }[]>(
      ctx.app,
      'GET',
      api(`/Establishments/${b.establishmentId}/devices`),
      { token: b.manager.token },
    );
    expect(list.body.find((device) => device.deviceId === b.deviceId)?.patient).toBeNull();
  });

  it('runs at start and every interval, with its own clock', async () => {
    const [patient] = await ctx.app.db
      .insert(patients)
      .values({
        firstName: 'Jeanne',
        lastName: 'Horloge',
        establishmentId: world.a.establishmentId,
        serviceEndedAt: new Date('2030-01-01T10:00:00Z'),
        archiveScheduledFor: '2030-01-31',
      })
      .returning({ id: patients.id });
    let clock = new Date('2030-01-30T12:00:00Z');
    const archived: string[] = [];
    const job = createArchivingJob({
      db: ctx.app.db,
      intervalMs: 20,
      now: () => clock,
      onArchived: (rows) => archived.push(...rows.map((row) => row.patientId)),
    });
    job.start();
    await job.runOnce();
    expect(archived).not.toContain(patient!.id);
    clock = new Date('2030-01-31T12:00:00Z');
    await expect.poll(() => archived, { timeout: 5000, interval: 20 }).toContain(patient!.id);
    await job.stop();
    expect(archived.filter((id) => id === patient!.id)).toHaveLength(1);
  });
});
