/**
 * The demo seeded in the afternoon: today holds only what the hours gone by could record
 * (builder.ts todaySoFar, docs/decisions/weeks-on-completed-days.md).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testScrypt, useTestApp } from '../../test/helper';
import { dailyMetrics } from '../db/schema';
import { seedDemo } from './demo';

const ctx = useTestApp();

describe('the demo seeded at 14:00 in Paris', () => {
  it('records for today no more wear than the hours since 08:00, received by now', async () => {
    const now = new Date('2026-11-27T13:00:00Z'); // 14:00 in Paris
    expect((await seedDemo(ctx.database.db, { scrypt: testScrypt, patients: 3, now })).status).toBe(
      'seeded',
    );
    const rows = await ctx.database.db
      .select({
        day: sql<string>`to_char(${dailyMetrics.day}, 'YYYY-MM-DD')`,
        wearTime: dailyMetrics.wearTime,
        receivedAt: dailyMetrics.receivedAt,
      })
      .from(dailyMetrics)
      .where(sql`${dailyMetrics.day} >= '2026-11-26'`);
    const today = rows.filter((row) => row.day === '2026-11-27' && (row.wearTime ?? 0) > 0);
    const yesterday = rows.filter((row) => row.day === '2026-11-26' && (row.wearTime ?? 0) > 0);
    expect(today.length).toBeGreaterThan(0);
    for (const row of today) {
      expect(row.wearTime!).toBeLessThanOrEqual(6 * 3600);
      expect(row.receivedAt!.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    // Half the waking day: today's wear, summed over the patients, is about half of yesterday's.
    const total = (list: typeof rows) => list.reduce((sum, row) => sum + (row.wearTime ?? 0), 0);
    expect(total(today)).toBeLessThan(0.75 * total(yesterday));
  });
});
