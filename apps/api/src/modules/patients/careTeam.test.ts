import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CareTeam, EndedFollowUp } from '@oxilio/domain/contract';
import { auditLog, establishments, patientRehabilitators } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';

// A file of its own: ending follow-ups changes the world the other patient tests rely on.
const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
  // The rehabilitator has followed the patient since 2026-03-01 (the main one), the combined
  // rehabilitator-manager since 2026-06-15, 23:30 UTC: 16 June in Paris, the establishment's zone.
  const since = {
    [world.a.rehabilitator.reeducatorId!]: new Date('2026-03-01T09:00:00Z'),
    [world.a.combined.reeducatorId!]: new Date('2026-06-15T23:30:00Z'),
  };
  for (const [reeducatorId, answeredAt] of Object.entries(since)) {
    await ctx.app.db
      .update(patientRehabilitators)
      .set({ answeredAt })
      .where(
        and(
          eq(patientRehabilitators.patientId, world.a.patient.patientId),
          eq(patientRehabilitators.reeducatorId, reeducatorId),
        ),
      );
  }
  await ctx.app.db
    .update(establishments)
    .set({ timeZone: 'Europe/Paris' })
    .where(eq(establishments.id, world.a.establishmentId));
});

const careTeamUrl = (suffix = '') =>
  `/api/v1/patients/${world.a.patient.patientId}/careTeam${suffix}`;

async function followUpOf(reeducatorId: string) {
  const [row] = await ctx.app.db
    .select()
    .from(patientRehabilitators)
    .where(
      and(
        eq(patientRehabilitators.patientId, world.a.patient.patientId),
        eq(patientRehabilitators.reeducatorId, reeducatorId),
      ),
    );
  return row!;
}

describe('GET /patients/{id}/careTeam', () => {
  it('lists who follows the patient: since when (establishment day), the main one, their establishment', async () => {
    const res = await call<CareTeam>(ctx.app, 'GET', careTeamUrl(), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.members).toEqual([
      expect.objectContaining({
        reeducatorId: world.a.rehabilitator.reeducatorId,
        firstName: world.a.rehabilitator.firstName,
        since: '2026-03-01',
        main: true,
        establishments: [expect.objectContaining({ establishmentId: world.a.establishmentId })],
      }),
      expect.objectContaining({
        reeducatorId: world.a.combined.reeducatorId,
        since: '2026-06-16',
        main: false,
      }),
    ]);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.patientId, world.a.patient.patientId),
          eq(auditLog.action, 'patient.reeducators.read'),
        ),
      );
    expect(audits.length).toBeGreaterThan(0);
  });

  it('is the patient’s own: 403 to those who follow them, 404 to anyone else', async () => {
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'GET', careTeamUrl(), { token: actor.token });
      const expected =
        actor.userId === world.a.patient.userId
          ? 200
          : [world.a.rehabilitator, world.a.combined, world.a.manager].includes(actor)
            ? 403
            : 404;
      expect(res.status, actor.email).toBe(expected);
      if (expected !== 200) {
        expect(res.raw).not.toContain(world.a.rehabilitator.firstName);
      }
    }
  });
});

describe('POST /patients/{id}/careTeam/{followUpId}/end', () => {
  it('refuses everyone but the patient, and another patient’s follow-up, changing nothing', async () => {
    const followUp = await followUpOf(world.a.combined.reeducatorId!);
    const other = await call(
      ctx.app,
      'GET',
      `/api/v1/patients/${world.b.patient.patientId}/careTeam`,
      {
        token: world.b.patient.token,
      },
    );
    const otherFollowUpId = (other.body as CareTeam).members[0]!.followUpId;
    const counts = await rowCounts(ctx.database);
    const cases = [
      [world.a.rehabilitator, careTeamUrl(`/${followUp.id}/end`), 403],
      [world.a.manager, careTeamUrl(`/${followUp.id}/end`), 403],
      [world.a.unlinkedPatient, careTeamUrl(`/${followUp.id}/end`), 404],
      [world.b.patient, careTeamUrl(`/${followUp.id}/end`), 404],
      [world.b.rehabilitator, careTeamUrl(`/${followUp.id}/end`), 404],
      // Their own path, another patient's follow-up: not theirs to find.
      [world.a.patient, careTeamUrl(`/${otherFollowUpId}/end`), 404],
    ] as const;
    for (const [actor, url, status] of cases) {
      const res = await call(ctx.app, 'POST', url, { token: actor.token });
      expect(res.status, `${actor.email} ${url}`).toBe(status);
    }
    expect(await rowCounts(ctx.database)).toEqual(counts);
    expect((await followUpOf(world.a.combined.reeducatorId!)).endedAt).toBeNull();
  });

  it('ends the main rehabilitator’s follow-up: audited, recorded as the patient’s, the next becomes main, access ends at once', async () => {
    const rehabilitator = world.a.rehabilitator;
    const followUp = await followUpOf(rehabilitator.reeducatorId!);
    const patientUrl = `/api/v1/Reeducators/${rehabilitator.reeducatorId}/Patients/${world.a.patient.patientId}`;
    expect((await call(ctx.app, 'GET', patientUrl, { token: rehabilitator.token })).status).toBe(
      200,
    );

    const res = await call<CareTeam>(ctx.app, 'POST', careTeamUrl(`/${followUp.id}/end`), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.members).toEqual([
      expect.objectContaining({ reeducatorId: world.a.combined.reeducatorId, main: true }),
    ]);
    const ended = await followUpOf(rehabilitator.reeducatorId!);
    expect(ended).toMatchObject({ status: 'accepted', endedBy: 'patient' });
    expect(ended.endedAt).toBeInstanceOf(Date);
    const [audit] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.patientId, world.a.patient.patientId),
          eq(auditLog.action, 'patient.reeducators.end'),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: world.a.patient.userId,
      details: expect.objectContaining({
        followUpId: followUp.id,
        reeducatorId: rehabilitator.reeducatorId,
        endedBy: 'patient',
        newMainReeducatorId: world.a.combined.reeducatorId,
      }),
    });

    // The rehabilitator no longer reads anything of the patient's.
    for (const url of [
      patientUrl,
      `/api/v1/patients/${world.a.patient.patientId}`,
      `/api/v1/patients/${world.a.patient.patientId}/getPatientsRecapInfos`,
    ]) {
      const read = await call(ctx.app, 'GET', url, { token: rehabilitator.token });
      expect(read.status, url).toBe(404);
      expect(read.raw).not.toContain(world.a.patient.email);
    }
    const list = await call<{ patientId: string }[]>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitator.reeducatorId}/Patients`,
      { token: rehabilitator.token },
    );
    expect(list.body.map((row) => row.patientId)).not.toContain(world.a.patient.patientId);

    // …and sees that the patient ended it, on the day of the establishment.
    const endedList = await call<EndedFollowUp[]>(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitator.reeducatorId}/endedFollowUps`,
      { token: rehabilitator.token },
    );
    expect(endedList.status).toBe(200);
    expect(endedList.body).toEqual([
      {
        followUpId: followUp.id,
        patient: {
          patientId: world.a.patient.patientId,
          firstName: world.a.patient.firstName,
          lastName: expect.any(String),
        },
        endedAt: ended.endedAt!.toISOString(),
        endedOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(
          ended.endedAt!,
        ),
      },
    ]);
    // Nobody else reads that list.
    for (const actor of [world.a.combined, world.a.patient, world.b.rehabilitator]) {
      const other = await call(
        ctx.app,
        'GET',
        `/api/v1/Reeducators/${rehabilitator.reeducatorId}/endedFollowUps`,
        { token: actor.token },
      );
      expect(other.status, actor.email).toBe(403);
    }

    // Ending it twice is a conflict, and changes nothing.
    const again = await call(ctx.app, 'POST', careTeamUrl(`/${followUp.id}/end`), {
      token: world.a.patient.token,
    });
    expect(again.status).toBe(409);
    expect((await followUpOf(rehabilitator.reeducatorId!)).endedAt).toEqual(ended.endedAt);
  });

  it('lists nothing ended to a rehabilitator who ended a follow-up themselves', async () => {
    const rehabilitator = world.b.rehabilitator;
    const unlink = await call(
      ctx.app,
      'DELETE',
      `/api/v1/Reeducators/${rehabilitator.reeducatorId}/Patients/${world.b.patient.patientId}`,
      { token: rehabilitator.token },
    );
    expect(unlink.status).toBe(200);
    const [row] = await ctx.app.db
      .select()
      .from(patientRehabilitators)
      .where(
        and(
          eq(patientRehabilitators.patientId, world.b.patient.patientId),
          eq(patientRehabilitators.reeducatorId, rehabilitator.reeducatorId!),
        ),
      );
    expect(row).toMatchObject({ endedBy: 'reeducator' });
    const ended = await call(
      ctx.app,
      'GET',
      `/api/v1/Reeducators/${rehabilitator.reeducatorId}/endedFollowUps`,
      { token: rehabilitator.token },
    );
    expect(ended.body).toEqual([]);
  });
});
