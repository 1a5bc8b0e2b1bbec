import type { PatientAchievements, PatientRecap } from '@oxilio/domain/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patientRanks, patientTags } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import { addSession, insertDays } from '../../../test/stats-fixtures';
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

  it('marks nothing seen: the recap still lists the new tags after the ladder is read', async () => {
    const patient = world.a.patient;
    await call(ctx.app, 'GET', urlOf(patient.patientId), { token: patient.token });
    const recapUrl = `/api/v1/patients/${patient.patientId}/getPatientsRecapInfos`;
    const first = await call<PatientRecap>(ctx.app, 'GET', recapUrl, { token: patient.token });
    expect(first.body.newTags.map((tag) => tag.id).sort()).toEqual([
      'distance_1km',
      'first_session',
      'streak_7',
    ]);
    const after = await call<PatientAchievements>(ctx.app, 'GET', urlOf(patient.patientId), {
      token: patient.token,
    });
    expect(after.body.tags.filter((tag) => tag.earnedAt !== null)).toHaveLength(3);
    expect((await seenTags(patient.patientId)).filter((tag) => tag.seenAt !== null)).toEqual([]);
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

const seenTags = (patientId: string) =>
  ctx.app.db
    .select({ tagId: patientTags.tagId, seenAt: patientTags.seenAt })
    .from(patientTags)
    .where(eq(patientTags.patientId, patientId))
    .orderBy(patientTags.tagId);

const seenRanks = (patientId: string) =>
  ctx.app.db
    .select({ rankId: patientRanks.rankId, seenAt: patientRanks.seenAt })
    .from(patientRanks)
    .where(eq(patientRanks.patientId, patientId))
    .orderBy(patientRanks.rankId);

const ackUrl = (patientId: string, kind: string, achievementId: string) =>
  `/api/v1/patients/${patientId}/achievements/${kind}/${achievementId}`;

const recapOf = async (actor: { token: string }, patientId: string) =>
  (
    await call<PatientRecap>(
      ctx.app,
      'GET',
      `/api/v1/Patients/${patientId}/getPatientsRecapInfos`,
      {
        token: actor.token,
      },
    )
  ).body;

const acknowledgements = (patientId: string) =>
  ctx.app.db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'patient.achievement.seen'), eq(auditLog.patientId, patientId)))
    .orderBy(auditLog.id);

describe('PATCH /patients/{id}/achievements/{kind}/{achievementId}', () => {
  /** World B's patient, with bronze and silver reached and not seen, and two tags not seen. */
  let patient: World['b']['patient'];
  beforeAll(async () => {
    patient = world.b.patient;
    await ctx.app.db.insert(patientRanks).values([
      { patientId: patient.patientId, rankId: 1, seenAt: new Date() },
      { patientId: patient.patientId, rankId: 2 },
      { patientId: patient.patientId, rankId: 3 },
    ]);
    await ctx.app.db.insert(patientTags).values([
      { patientId: patient.patientId, tagId: 'first_session' },
      { patientId: patient.patientId, tagId: 'streak_7' },
    ]);
  });

  it('lets the recap list the new rank and tags until the patient acknowledges each', async () => {
    const read = await recapOf(patient, patient.patientId);
    const again = await recapOf(patient, patient.patientId);
    for (const recap of [read, again]) {
      // The highest rank reached is announced; silver supersedes bronze.
      expect(recap.newRank).toMatchObject({ id: 3, nameKey: 'domain.rank.silver' });
      expect(recap.newTags.map((tag) => tag.id)).toEqual(['first_session', 'streak_7']);
    }
    // Read by a rehabilitator who follows the patient: nothing to announce, nothing consumed.
    expect((await recapOf(world.b.rehabilitator, patient.patientId)).newRank).toBeNull();

    const rank = await call(ctx.app, 'PATCH', ackUrl(patient.patientId, 'ranks', '3'), {
      token: patient.token,
      body: { seen: true },
    });
    expect(rank.status).toBe(204);
    expect(rank.raw).toBe('');
    // Silver and the bronze below it are seen; the tags still wait.
    expect((await seenRanks(patient.patientId)).every((row) => row.seenAt !== null)).toBe(true);
    const afterRank = await recapOf(patient, patient.patientId);
    expect(afterRank.newRank).toBeNull();
    expect(afterRank.newTags.map((tag) => tag.id)).toEqual(['first_session', 'streak_7']);

    const tag = await call(ctx.app, 'PATCH', ackUrl(patient.patientId, 'tags', 'first_session'), {
      token: patient.token,
      body: { seen: true },
    });
    expect(tag.status).toBe(204);
    expect((await recapOf(patient, patient.patientId)).newTags.map((row) => row.id)).toEqual([
      'streak_7',
    ]);
    expect((await acknowledgements(patient.patientId)).map((row) => row.details)).toEqual([
      { ranks: [2, 3] },
      { tags: ['first_session'] },
    ]);
  });

  it('is idempotent: acknowledging again, or something already seen, is 204 and changes nothing', async () => {
    const target = world.a.unlinkedPatient;
    await ctx.app.db.insert(patientRanks).values([
      { patientId: target.patientId, rankId: 1, seenAt: new Date() },
      { patientId: target.patientId, rankId: 2 },
    ]);
    await ctx.app.db.insert(patientTags).values({ patientId: target.patientId, tagId: 'streak_7' });
    const acknowledge = (kind: string, id: string) =>
      call(ctx.app, 'PATCH', ackUrl(target.patientId, kind, id), {
        token: target.token,
        body: { seen: true },
      });

    expect((await acknowledge('ranks', '2')).status).toBe(204);
    expect((await acknowledge('tags', 'streak_7')).status).toBe(204);
    const ranksBefore = await seenRanks(target.patientId);
    const tagsBefore = await seenTags(target.patientId);
    const auditBefore = await acknowledgements(target.patientId);

    // Twice, and the starter rank seen from the start.
    expect((await acknowledge('ranks', '2')).status).toBe(204);
    expect((await acknowledge('tags', 'streak_7')).status).toBe(204);
    expect((await acknowledge('ranks', '1')).status).toBe(204);
    expect(await seenRanks(target.patientId)).toEqual(ranksBefore);
    expect(await seenTags(target.patientId)).toEqual(tagsBefore);
    expect(await acknowledgements(target.patientId)).toEqual(auditBefore);
    expect(auditBefore).toHaveLength(2);
  });

  it('refuses a rank or tag not reached, an unknown one and a malformed one, changing nothing', async () => {
    const target = world.a.patient;
    const before = {
      ranks: await seenRanks(target.patientId),
      tags: await seenTags(target.patientId),
    };
    const acknowledge = (kind: string, id: string, body: unknown = { seen: true }) =>
      call<{ code: string; errors?: { field: string }[] }>(
        ctx.app,
        'PATCH',
        ackUrl(target.patientId, kind, id),
        { token: target.token, body },
      );

    for (const [kind, id] of [
      ['ranks', '6'], // diamond: not reached
      ['ranks', '99'], // no such rank
      ['tags', 'sessions_50'], // not earned
      ['tags', 'no_such_tag'],
    ] as const) {
      const res = await acknowledge(kind, id);
      expect(res.status, `${kind}/${id}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    for (const [kind, id, field] of [
      ['ranks', 'bronze', 'achievementId'],
      ['ranks', '12345', 'achievementId'],
      ['tags', 'Streak-7', 'achievementId'],
      ['medals', 'streak_7', 'kind'],
    ] as const) {
      const res = await acknowledge(kind, id);
      expect(res.status, `${kind}/${id}`).toBe(400);
      expect(res.body.code).toBe('invalid_information');
      expect(res.body.errors?.map((error) => error.field)).toContain(field);
    }
    for (const body of [{}, { seen: false }, { seen: 'true' }]) {
      const res = await acknowledge('tags', 'streak_7', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_information');
    }
    expect({
      ranks: await seenRanks(target.patientId),
      tags: await seenTags(target.patientId),
    }).toEqual(before);
    expect(await acknowledgements(target.patientId)).toEqual([]);
  });

  it('is the patient’s alone: 403 to who follows them, 404 to anyone else, nothing changed', async () => {
    const target = world.a.patient;
    const before = await seenTags(target.patientId);
    const followers = [world.a.rehabilitator, world.a.combined, world.a.manager];
    for (const actor of world.actors.filter((candidate) => candidate !== target)) {
      const res = await call(ctx.app, 'PATCH', ackUrl(target.patientId, 'tags', 'streak_7'), {
        token: actor.token,
        body: { seen: true },
      });
      const follows = followers.some((follower) => follower.userId === actor.userId);
      expect(res.status, actor.email).toBe(follows ? 403 : 404);
      expect(res.raw).not.toContain(target.patientId);
    }
    const anonymous = await call(ctx.app, 'PATCH', ackUrl(target.patientId, 'tags', 'streak_7'), {
      body: { seen: true },
    });
    expect(anonymous.status).toBe(401);
    expect(await seenTags(target.patientId)).toEqual(before);
    expect(before.every((tag) => tag.seenAt === null)).toBe(true);
  });
});
