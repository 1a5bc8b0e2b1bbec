/**
 * The demo's achievements are dated on the day they were reached, not at the moment of seeding.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { patientRanks, patientTags } from '../db/schema';
import { createWorld, type World } from '../../test/fixtures';
import { useTestApp } from '../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import { addSession, insertDays } from '../../test/stats-fixtures';
import { recomputeStars } from '../modules/stats/stars';
import { dateDemoAchievements } from './demo-patient-day';

const ctx = useTestApp();
let world: World;
const today = todayIn('Europe/Paris');
const first = addDays(today, -29);

beforeAll(async () => {
  world = await createWorld(ctx.app);
  // Thirty days with 800 steps met (one star a day) and 100 m walked; sessions on days 3 and 5.
  const days = Object.fromEntries(
    Array.from({ length: 30 }, (_, index) => [
      addDays(first, index),
      { StepCount: 900, WalkDistance: 100 },
    ]),
  );
  const patientId = world.a.patient.patientId;
  await insertDays(ctx.app, patientId, days, world.a.deviceId);
  await addSession(ctx.app, patientId, addDays(first, 2));
  await addSession(ctx.app, patientId, addDays(first, 4));
  await recomputeStars(ctx.app.db, patientId, first, today);
});

describe('dateDemoAchievements', () => {
  it('dates each rank and tag on the evening of the day it was reached', async () => {
    const patientId = world.a.patient.patientId;
    const now = new Date();
    await dateDemoAchievements(ctx.app.db, {
      patientIds: [patientId],
      demoPatientId: patientId,
      now,
    });

    const ranks = await ctx.app.db
      .select()
      .from(patientRanks)
      .where(eq(patientRanks.patientId, patientId));
    const rankDay = (id: number) =>
      ranks
        .find((rank) => rank.rankId === id)!
        .reachedAt.toLocaleDateString('sv-SE', {
          timeZone: 'Europe/Paris',
        });
    // Starter from the first day; bronze (25 stars) on the day of the 25th star: two sessions
    // brought two stars more, so on day 23.
    expect(rankDay(1)).toBe(first);
    expect(rankDay(2)).toBe(addDays(first, 22));

    const tags = await ctx.app.db
      .select()
      .from(patientTags)
      .where(eq(patientTags.patientId, patientId));
    const tag = (id: string) => tags.find((row) => row.tagId === id)!;
    const tagDay = (id: string) =>
      tag(id).earnedAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    expect(tagDay('first_session')).toBe(addDays(first, 2));
    expect(tagDay('streak_7')).toBe(addDays(first, 6));
    expect(tagDay('distance_1km')).toBe(addDays(first, 9));
    expect(tagDay('streak_30')).toBe(today);
    expect(tag('streak_7').earnedAt.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris' })).toBe(
      '19:00:00',
    );
    // Nothing is dated in the future (today's evening is later than now, perhaps).
    expect(tag('streak_30').earnedAt.getTime()).toBeLessThanOrEqual(now.getTime() + 1000);

    // Only the latest earned tag is left for the start-up modal.
    expect(tags.filter((row) => row.seenAt === null).map((row) => row.tagId)).toEqual([
      'streak_30',
    ]);
  });
});
