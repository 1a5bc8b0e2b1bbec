/**
 * The demo seeded in the small hours (UTC): nothing it writes may lie after the moment of the seed.
 * Attempts are ranked by creation time (sessions/repository.ts): a session seeded "later today"
 * ranked after a relaunch made before that hour, and the relaunch looked like the first attempt
 * (seen in CI before 04:00 UTC).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testScrypt, useTestApp } from '../../test/helper';
import { sessions } from '../db/schema';
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
});
