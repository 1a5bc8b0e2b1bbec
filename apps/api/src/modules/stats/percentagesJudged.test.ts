/**
 * GET /patients/{id}/percentages judges a day as the stars and Performance do (the domain's
 * `judgeActivityDay`, docs/product.md#performance-and-usage): a key not reported on a reported day
 * counts as 0 and not met, an objective of 0 is not in force, and `overall` leaves the walking
 * perimeter out.
 */
import { activityObjectiveKeys, type ActivityObjectiveKey } from '@oxilio/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyMetrics, objectives } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import { insertDays, setCapacity, setObjective } from '../../../test/stats-fixtures';
import { recomputeStars } from './stars';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

type Key = ActivityObjectiveKey | 'WalkPerimeter';
interface Percentages {
  buckets: {
    overall: number | null;
    metrics: Record<string, { completion: number | null; daysMeasured: number; daysMet: number }>;
  }[];
}

/** Sets yesterday's raw values and objectives, recomputes, reads the stars and the percentages. */
async function judged(
  values: Partial<Record<Key, number | null>>,
  own: Partial<Record<Key, number>>,
  types?: string,
) {
  const { patientId, token } = world.a.patient;
  const yesterday = addDays(todayIn('Europe/Paris'), -1);
  await ctx.app.db.delete(dailyMetrics).where(eq(dailyMetrics.patientId, patientId));
  await ctx.app.db.delete(objectives).where(eq(objectives.patientId, patientId));
  await setCapacity(ctx.app, patientId, null);
  for (const [key, value] of Object.entries(own)) {
    await setObjective(ctx.app, patientId, key, value, addDays(yesterday, -3));
  }
  await insertDays(ctx.app, patientId, { [yesterday]: values }, world.a.deviceId);
  await recomputeStars(ctx.app.db, patientId, yesterday, yesterday);
  const day = `from=${yesterday}&to=${yesterday}`;
  const stats = await call<{ series: Record<string, (number | null)[]> }>(
    ctx.app,
    'GET',
    `/api/v1/patients/${patientId}/stats?types=ActivityStars,Performance&${day}`,
    { token },
  );
  const percentages = await call<Percentages>(
    ctx.app,
    'GET',
    `/api/v1/patients/${patientId}/percentages?${day}${types ? `&types=${types}` : ''}`,
    { token },
  );
  expect(percentages.status).toBe(200);
  const bucket = percentages.body.buckets[0]!;
  return {
    bucket,
    daysMet: Object.entries(bucket.metrics)
      .filter(([key]) => (activityObjectiveKeys as readonly string[]).includes(key))
      .reduce((sum, [, metric]) => sum + metric.daysMet, 0),
    activityStars: stats.body.series.ActivityStars?.[0] ?? null,
    performance: stats.body.series.Performance?.[0] ?? null,
  };
}

describe('GET /patients/{id}/percentages judges days as the stars', () => {
  it('counts a key not reported as missed, leaves an objective of 0 out, and the perimeter out of overall', async () => {
    const values = { StepCount: 900, WalkTime: 100, WalkPerimeter: 25 };
    const own = { StepCount: 800, sittingDistance: 300, WalkTime: 0, WalkPerimeter: 20 };
    const all = await judged(values, own);
    expect(all.bucket.metrics.sittingDistance).toMatchObject({
      completion: 0,
      daysMeasured: 1,
      daysMet: 0,
    });
    expect(all.bucket.metrics.WalkTime).toMatchObject({
      completion: null,
      daysMeasured: 0,
      daysMet: 0,
    });
    expect(all.activityStars).toBe(1);
    expect(all.daysMet).toBe(1);
    expect(all.performance).toBe(50);
    expect(all.bucket.overall).toBe(50);

    const withPerimeter = await judged(values, own, 'StepCount,sittingDistance,WalkPerimeter');
    expect(withPerimeter.bucket.metrics.WalkPerimeter).toMatchObject({
      daysMeasured: 1,
      daysMet: 1,
    });
    expect(withPerimeter.bucket.overall).toBe(50);
  });

  it('property: objectives met are the ActivityStars and overall is the Performance', async () => {
    const value = fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null });
    const objective = fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined });
    const keys = [...activityObjectiveKeys, 'WalkPerimeter'] as const;
    const record = <T>(arbitrary: fc.Arbitrary<T>) =>
      fc.record(
        Object.fromEntries(keys.map((key) => [key, arbitrary])) as Record<Key, fc.Arbitrary<T>>,
      );
    await fc.assert(
      fc.asyncProperty(record(value), record(objective), async (values, objectiveValues) => {
        const own = Object.fromEntries(
          Object.entries(objectiveValues).filter(([, given]) => given !== undefined),
        ) as Partial<Record<Key, number>>;
        const shown = await judged(values, own, keys.join(','));
        expect(shown.daysMet).toBe(shown.activityStars);
        if (shown.performance === null) {
          expect(shown.bucket.overall).toBeNull();
        } else {
          expect(Math.abs(shown.bucket.overall! - shown.performance)).toBeLessThanOrEqual(0.55);
        }
      }),
      { numRuns: 10 },
    );
  });
});
