/**
 * The totals the ranks and tags are judged on (stored in SQL for speed) follow the domain's rules of
 * motivation (packages/domain/src/motivation.ts, docs/product.md#stars-ranks-and-tags): stars,
 * distance and counted sessions summed over the stored days, and the streak the longest run of
 * consecutive days with a star, for any days the device and the sessions left.
 */
import { longestStarStreak } from '@oxilio/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyMetrics } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { useTestApp } from '../../../test/helper';
import { addDays } from '@oxilio/domain';
import { insertDays } from '../../../test/stats-fixtures';
import { motivationTotals } from './stars';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const storedDay = fc.record({
  offset: fc.nat(90),
  stars: fc.option(fc.nat(9), { nil: null }),
  walkDistance: fc.option(fc.nat(5000), { nil: null }),
  sessions: fc.option(fc.nat(4), { nil: null }),
});

describe('motivation totals', () => {
  it('property: stars, distance, sessions and streak follow the domain rules', async () => {
    const patientId = world.b.patient.patientId;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(storedDay, { selector: (day) => day.offset, maxLength: 40 }),
        async (days) => {
          await ctx.app.db.delete(dailyMetrics).where(eq(dailyMetrics.patientId, patientId));
          if (days.length > 0) {
            await insertDays(
              ctx.app,
              patientId,
              Object.fromEntries(
                days.map((day) => [
                  addDays('2026-01-01', day.offset),
                  {
                    Stars: day.stars,
                    WalkDistance: day.walkDistance,
                    SelfRehabilitationCount: day.sessions,
                  },
                ]),
              ),
            );
          }
          const totals = await motivationTotals(ctx.app.db, patientId);
          const sum = (values: (number | null)[]) =>
            values.reduce<number>((total, value) => total + (value ?? 0), 0);
          expect(totals).toEqual({
            stars: sum(days.map((day) => day.stars)),
            distance: sum(days.map((day) => day.walkDistance)),
            sessions: sum(days.map((day) => day.sessions)),
            streak: longestStarStreak(
              days
                .filter((day) => (day.stars ?? 0) >= 1)
                .map((day) => addDays('2026-01-01', day.offset)),
            ),
          });
        },
      ),
      { numRuns: 15 },
    );
  });
});
