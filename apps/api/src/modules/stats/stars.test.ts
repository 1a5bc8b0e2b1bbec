import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultObjectives,
  patientRanks,
  patientTags,
  ranks,
  sessionReviews,
  sessions,
  tags,
} from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { useTestApp } from '../../../test/helper';
import { addDays } from '@oxilio/domain';
import {
  addSession,
  fixtureStepSeconds,
  insertDays,
  setObjective,
  storedDay,
} from '../../../test/stats-fixtures';
import {
  ensureRanksAndTags,
  maxWorkoutStarsPerDay,
  motivationTotals,
  rankDefinitions,
  recomputeStars,
  tagDefinitions,
} from './stars';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

async function ranksOf(patientId: string) {
  return ctx.app.db.select().from(patientRanks).where(eq(patientRanks.patientId, patientId));
}

async function tagIds(patientId: string) {
  const rows = await ctx.app.db
    .select({ tagId: patientTags.tagId })
    .from(patientTags)
    .where(eq(patientTags.patientId, patientId));
  return rows.map((row) => row.tagId).sort();
}

describe('recomputeStars', () => {
  it('counts the activity objectives met, with the patient’s own objectives first', async () => {
    const patientId = world.a.patient.patientId; // capacity 3
    await insertDays(ctx.app, patientId, {
      // Defaults: StepCount 800, StandCount 8, WalkDistance 250, StandTime 1200, WalkTime 900,
      // ActiveTime 2700.
      '2024-03-04': { StepCount: 800, StandCount: 8, WalkDistance: 250, StandTime: 1199 },
      '2024-03-05': { StepCount: 800, StandCount: 8, WalkDistance: 250, StandTime: 1199 },
    });
    await setObjective(ctx.app, patientId, 'StepCount', 1000, '2024-03-05');
    await recomputeStars(ctx.app.db, patientId, '2024-03-04', '2024-03-06');
    expect(await storedDay(ctx.app, patientId, '2024-03-04')).toMatchObject({
      activityStars: 3,
      workoutStars: 0,
      stars: 3,
    });
    // From 2024-03-05 the patient's own step objective is 1000: 800 no longer meets it.
    expect(await storedDay(ctx.app, patientId, '2024-03-05')).toMatchObject({
      activityStars: 2,
      stars: 2,
    });
    // No data, no session: no row is made up.
    expect(await storedDay(ctx.app, patientId, '2024-03-06')).toBeNull();
  });

  it('gives one star per completed self-rehabilitation session, capped per day', async () => {
    const patientId = world.b.patient.patientId;
    for (let index = 0; index < maxWorkoutStarsPerDay + 1; index += 1) {
      await addSession(ctx.app, patientId, '2024-03-10');
    }
    await addSession(ctx.app, patientId, '2024-03-11');
    await addSession(ctx.app, patientId, '2024-03-11', { status: 'launched' });
    await addSession(ctx.app, patientId, '2024-03-11', { isSelfRehabilitation: false });
    await addSession(ctx.app, patientId, '2024-03-12', { status: 'assigned' });
    await recomputeStars(ctx.app.db, patientId, '2024-03-10', '2024-03-12');
    expect(await storedDay(ctx.app, patientId, '2024-03-10')).toMatchObject({
      workoutStars: maxWorkoutStarsPerDay,
      activityStars: null,
      stars: maxWorkoutStarsPerDay,
      selfRehabilitationCount: maxWorkoutStarsPerDay + 1,
    });
    expect(await storedDay(ctx.app, patientId, '2024-03-11')).toMatchObject({
      workoutStars: 1,
      stars: 1,
      selfRehabilitationCount: 1,
    });
    expect(await storedDay(ctx.app, patientId, '2024-03-12')).toBeNull();
    expect(await tagIds(patientId)).toEqual(['first_session']);
  });

  it('awards ranks by cumulative stars and tags for streaks and distance, once', async () => {
    const patientId = world.b.unlinkedPatient.patientId;
    await setObjective(ctx.app, patientId, 'StepCount', 100, '2024-01-01');
    await setObjective(ctx.app, patientId, 'WalkDistance', 100, '2024-01-01');
    const days: Record<string, { StepCount: number; WalkDistance: number }> = {};
    // 13 days in a row with two objectives met: 26 stars, 1300 m.
    for (let index = 0; index < 13; index += 1) {
      days[addDays('2024-04-01', index)] = { StepCount: 150, WalkDistance: 100 };
    }
    await insertDays(ctx.app, patientId, days);
    await recomputeStars(ctx.app.db, patientId, '2024-04-01', '2024-04-13');
    const ranks = await ranksOf(patientId);
    expect(ranks.map((rank) => rank.rankId).sort()).toEqual([1, 2]);
    // The starting rank is not news; the second is, until the patient sees it.
    expect(ranks.find((rank) => rank.rankId === 1)!.seenAt).not.toBeNull();
    expect(ranks.find((rank) => rank.rankId === 2)!.seenAt).toBeNull();
    expect(await tagIds(patientId)).toEqual(['distance_1km', 'streak_7']);

    // Recomputing again changes nothing and keeps the "seen" state.
    await ctx.app.db
      .update(patientRanks)
      .set({ seenAt: new Date() })
      .where(and(eq(patientRanks.patientId, patientId), eq(patientRanks.rankId, 2)));
    await recomputeStars(ctx.app.db, patientId, '2024-04-01', '2024-04-13');
    const again = await ranksOf(patientId);
    expect(again).toHaveLength(2);
    expect(again.every((rank) => rank.seenAt !== null)).toBe(true);
  });

  it('a broken run of days is not a streak', async () => {
    const patientId = world.a.unlinkedPatient.patientId;
    await setObjective(ctx.app, patientId, 'StepCount', 10, '2024-01-01');
    const days: Record<string, { StepCount: number }> = {};
    for (const offset of [0, 1, 2, 3, 4, 5, 7, 8, 9]) {
      days[addDays('2024-05-01', offset)] = { StepCount: 20 };
    }
    await insertDays(ctx.app, patientId, days);
    await recomputeStars(ctx.app.db, patientId, '2024-05-01', '2024-05-10');
    expect(await tagIds(patientId)).toEqual([]);
  });

  it('gives nothing for a session with every exercise skipped, and counts a partly done one from half its planned time', async () => {
    // After the streak test: this patient has no tag yet.
    const patientId = world.a.unlinkedPatient.patientId;
    const full = fixtureStepSeconds;
    // Six exercises skipped (the player posts 0 s), reviewed: completed, but nothing done.
    await addSession(ctx.app, patientId, '2024-07-01', { steps: [0, 0, 0, 0, 0, 0] });
    // One done of four, one stopped a second short: under half of the planned time.
    await addSession(ctx.app, patientId, '2024-07-02', { steps: [full, full - 1, 0, 0] });
    // Stopped early everywhere: no exercise done.
    await addSession(ctx.app, patientId, '2024-07-03', { steps: [full - 1, full - 1] });
    await recomputeStars(ctx.app.db, patientId, '2024-07-01', '2024-07-03');
    expect(await storedDay(ctx.app, patientId, '2024-07-01')).toMatchObject({
      workoutStars: 0,
      stars: 0,
      selfRehabilitationCount: 0,
      selfRehabilitation: 0,
    });
    expect(await storedDay(ctx.app, patientId, '2024-07-02')).toMatchObject({
      workoutStars: 0,
      selfRehabilitationCount: 0,
      // The time exercised stays what it was.
      selfRehabilitation: 2 * full - 1,
    });
    expect(await storedDay(ctx.app, patientId, '2024-07-03')).toMatchObject({
      workoutStars: 0,
      selfRehabilitationCount: 0,
    });
    expect(await tagIds(patientId)).toEqual([]);

    // Two done of four: exactly half, it counts; every exercise done counts too.
    await addSession(ctx.app, patientId, '2024-07-04', { steps: [full, full, 0, 0] });
    await addSession(ctx.app, patientId, '2024-07-05', { steps: [full, full + 30, full] });
    await recomputeStars(ctx.app.db, patientId, '2024-07-04', '2024-07-05');
    expect(await storedDay(ctx.app, patientId, '2024-07-04')).toMatchObject({
      workoutStars: 1,
      stars: 1,
      selfRehabilitationCount: 1,
    });
    expect(await storedDay(ctx.app, patientId, '2024-07-05')).toMatchObject({
      workoutStars: 1,
      stars: 1,
      selfRehabilitationCount: 1,
      selfRehabilitation: 3 * full + 30,
    });
    // The session tags count the sessions that count: two.
    expect(await tagIds(patientId)).toEqual(['first_session']);
    const totals = await motivationTotals(ctx.app.db, patientId);
    expect(totals.sessions).toBe(2);
  });

  it('judges a session completed by its status, its end time or its review (isSessionCompleted)', async () => {
    const patientId = world.b.patient.patientId;
    // Older rows may carry only an end time or only a review; a launched one is not over.
    const ended = await addSession(ctx.app, patientId, '2024-08-01', { status: 'launched' });
    await ctx.app.db
      .update(sessions)
      .set({ completedAt: new Date() })
      .where(eq(sessions.id, ended));
    const reviewed = await addSession(ctx.app, patientId, '2024-08-02', { status: 'launched' });
    await ctx.app.db.insert(sessionReviews).values({ sessionId: reviewed, pain: 0, difficulty: 2 });
    await addSession(ctx.app, patientId, '2024-08-03', { status: 'launched' });
    await recomputeStars(ctx.app.db, patientId, '2024-08-01', '2024-08-03');
    for (const day of ['2024-08-01', '2024-08-02']) {
      expect(await storedDay(ctx.app, patientId, day)).toMatchObject({
        workoutStars: 1,
        selfRehabilitationCount: 1,
      });
    }
    expect(await storedDay(ctx.app, patientId, '2024-08-03')).toBeNull();
  });

  it('seeds its reference data idempotently, keeping edited values', async () => {
    await ctx.app.db.update(ranks).set({ minStars: 30 }).where(eq(ranks.id, 2));
    await ensureRanksAndTags(ctx.app.db);
    await ensureRanksAndTags(ctx.app.db);
    const rankRows = await ctx.app.db.select().from(ranks);
    expect(rankRows).toHaveLength(rankDefinitions.length);
    expect(rankRows.find((rank) => rank.id === 2)!.minStars).toBe(30);
    expect(await ctx.app.db.select().from(tags)).toHaveLength(tagDefinitions.length);
    const defaults = await ctx.app.db.select().from(defaultObjectives);
    expect(
      defaults.find((row) => row.functionalCapacity === 4 && row.metricKey === 'StepCount'),
    ).toMatchObject({ value: 2500 });
  });
});
