/**
 * The demo seeded in the small hours (UTC): nothing it writes may lie after the moment of the seed.
 * Attempts are ranked by creation time (sessions/repository.ts): a session seeded "later today"
 * ranked after a relaunch made before that hour, and the relaunch looked like the first attempt
 * (seen in CI before 04:00 UTC).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testScrypt, useTestApp } from '../../test/helper';
import { dailyMetrics, sessions } from '../db/schema';
import { seedDemo } from './demo';

const ctx = useTestApp();

describe('the demo seeded at night', () => {
  it('holds no session created, launched or finished after the moment of the seed', async () => {
    const now = new Date('2026-11-27T01:00:00Z');
    expect((await seedDemo(ctx.database.db, { scrypt: testScrypt, patients: 3, now })).status).toBe(
      'seeded',
    );
    const [latest] = await ctx.database.db
      .select({
        at: sql<string>`greatest(max(${sessions.createdAt}), max(${sessions.launchedAt}), max(${sessions.completedAt}))::text`,
      })
      .from(sessions);
    expect(new Date(latest!.at).getTime()).toBeLessThanOrEqual(now.getTime());
  });

  it('records no wear, no step and no activity star for today at 02:00 in Paris', async () => {
    // Seeded by the test above, at 02:00 in Paris on 2026-11-27: the day has hardly started.
    const recorded = async (day: string) => {
      const [row] = await ctx.database.db
        .select({
          count: sql<number>`count(*) filter (where ${dailyMetrics.wearTime} > 0 or ${dailyMetrics.stepCount} > 0 or ${dailyMetrics.activityStars} > 0)::int`,
        })
        .from(dailyMetrics)
        .where(sql`${dailyMetrics.day} = ${day}`);
      return row!.count;
    };
    expect(await recorded('2026-11-27')).toBe(0);
    // Yesterday is a whole day: the demo has data for it.
    expect(await recorded('2026-11-26')).toBeGreaterThan(0);
  });
});
