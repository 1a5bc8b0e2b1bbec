import type { PatientAchievements, PatientRecap } from '@oxilio/domain/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import { addDays, todayIn } from '../../days';
import { addSession, insertDays } from '../stats/fixtures';
import { recomputeStars } from '../stats/stars';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
  // Patient a (capacity 3: 800 steps, 250 m a day): eight days in a row with the step objective
  // met (one star a day) and 150 m walked, and one completed session on the last day.
  const patient = world.a.patient;
  const today = todayIn('Europe/Paris');
  const first = addDays(today, -7);
  const days = Object.fromEntries(
    Array.from({ length: 8 }, (_, index) => [
      addDays(first, index),
      { StepCount: 900, WalkDistance: 150 },
    ]),
  );
  await insertDays(ctx.app, patient.patientId, days, world.a.deviceId);
  await addSession(ctx.app, patient.patientId, today);
  await recomputeStars(ctx.app.db, patient.patientId, first, today);
});

const urlOf = (patientId: string) => `/api/v1/patients/${patientId}/achievements`;

describe('GET /patients/{id}/achievements', () => {
  it('lists the whole rank ladder and every tag, reached or not, with dates and progress', async () => {
    const patient = world.a.patient;
    const res = await call<PatientAchievements>(ctx.app, 'GET', urlOf(patient.patientId), {
      token: patient.token,
    });
    expect(res.status).toBe(200);
    const body = res.body;
    // 8 days of one star, then one more for today's session.
    expect(body.stars.total).toBe(9);
    expect(body.ranks.map((rank) => [rank.nameKey, rank.minStars])).toEqual([
      ['domain.rank.starter', 0],
      ['domain.rank.bronze', 25],
      ['domain.rank.silver', 75],
      ['domain.rank.gold', 200],
      ['domain.rank.platinum', 500],
      ['domain.rank.diamond', 1000],
    ]);
    expect(body.ranks[0]!.reachedAt).toEqual(expect.any(String));
    expect(body.ranks.slice(1).every((rank) => rank.reachedAt === null)).toBe(true);
    expect(body.currentRankId).toBe(body.ranks[0]!.id);
    expect(body.starsToNext).toBe(16);

    const tag = (id: string) => body.tags.find((candidate) => candidate.id === id);
    expect(body.tags).toHaveLength(8);
    expect(tag('first_session')).toMatchObject({ progress: 1, threshold: 1 });
    expect(tag('first_session')!.earnedAt).toEqual(expect.any(String));
    expect(tag('sessions_10')).toMatchObject({ earnedAt: null, progress: 1, threshold: 10 });
    expect(tag('streak_7')).toMatchObject({ progress: 8 });
    expect(tag('streak_7')!.earnedAt).toEqual(expect.any(String));
    expect(tag('streak_30')).toMatchObject({ earnedAt: null, progress: 8 });
    expect(tag('distance_1km')).toMatchObject({ progress: 1200 });
    expect(tag('distance_1km')!.earnedAt).toEqual(expect.any(String));
    expect(tag('distance_10km')).toMatchObject({ earnedAt: null, progress: 1200 });
  });

  it('puts a patient with nothing measured yet on the starter rank, bronze next, as the recap does', async () => {
    const patient = world.b.unlinkedPatient;
    const res = await call<PatientAchievements>(ctx.app, 'GET', urlOf(patient.patientId), {
      token: patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.stars).toEqual({ total: 0, month: 0 });
    expect(res.body.currentRankId).toBe(res.body.ranks[0]!.id);
    expect(res.body.ranks.every((rank) => rank.reachedAt === null)).toBe(true);
    expect(res.body.starsToNext).toBe(25);
    expect(res.body.tags.every((tag) => tag.earnedAt === null && tag.progress === 0)).toBe(true);

    const recap = await call<PatientRecap>(
      ctx.app,
      'GET',
      `/api/v1/patients/${patient.patientId}/getPatientsRecapInfos`,
      { token: patient.token },
    );
    expect(recap.body.rank).toMatchObject({
      current: { nameKey: 'domain.rank.starter' },
      next: { nameKey: 'domain.rank.bronze' },
      starsToNext: 25,
    });
    expect(recap.body.newRank).toBeNull();
  });

  it('leaves the new rank and tags to the recap, which still delivers them once', async () => {
    const patient = world.a.patient;
    await call(ctx.app, 'GET', urlOf(patient.patientId), { token: patient.token });
    const recapUrl = `/api/v1/patients/${patient.patientId}/getPatientsRecapInfos`;
    const first = await call<PatientRecap>(ctx.app, 'GET', recapUrl, { token: patient.token });
    expect(first.body.newTags.map((tag) => tag.id).sort()).toEqual([
      'distance_1km',
      'first_session',
      'streak_7',
    ]);
    const second = await call<PatientRecap>(ctx.app, 'GET', recapUrl, { token: patient.token });
    expect(second.body.newTags).toEqual([]);
    // Still earned, with their dates, once seen.
    const after = await call<PatientAchievements>(ctx.app, 'GET', urlOf(patient.patientId), {
      token: patient.token,
    });
    expect(after.body.tags.filter((tag) => tag.earnedAt !== null)).toHaveLength(3);
  });

  it('answers the patient, their rehabilitators and managers; 404 to anyone else', async () => {
    const readers = [world.a.patient, world.a.rehabilitator, world.a.combined, world.a.manager];
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'GET', urlOf(world.a.patient.patientId), {
        token: actor.token,
      });
      const allowed = readers.some((reader) => reader.userId === actor.userId);
      expect(res.status, actor.email).toBe(allowed ? 200 : 404);
      if (!allowed) {
        expect(res.raw).not.toContain('stars');
      }
    }
  });

  it('refuses another patient, even of the same establishment, and writes an audit row per read', async () => {
    const other = world.a.unlinkedPatient;
    const refused = await call(ctx.app, 'GET', urlOf(world.a.patient.patientId), {
      token: other.token,
    });
    expect(refused.status).toBe(404);
    expect(refused.raw).not.toContain('domain.tag');

    const before = await auditRows(world.a.rehabilitator.userId);
    const read = await call(ctx.app, 'GET', urlOf(world.a.patient.patientId), {
      token: world.a.rehabilitator.token,
    });
    expect(read.status).toBe(200);
    expect(await auditRows(world.a.rehabilitator.userId)).toBe(before + 1);
  });

  it('answers 401 without a token and 404 for a patient that does not exist', async () => {
    const anonymous = await call(ctx.app, 'GET', urlOf(world.a.patient.patientId));
    expect(anonymous.status).toBe(401);
    const missing = await call(ctx.app, 'GET', urlOf('00000000-0000-4000-8000-000000000000'), {
      token: world.a.manager.token,
    });
    expect(missing.status).toBe(404);
  });
});

async function auditRows(actorUserId: string): Promise<number> {
  const rows = await ctx.app.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.actorUserId, actorUserId),
        eq(auditLog.action, 'patient.achievements.read'),
        eq(auditLog.patientId, world.a.patient.patientId),
      ),
    );
  return rows.length;
}
