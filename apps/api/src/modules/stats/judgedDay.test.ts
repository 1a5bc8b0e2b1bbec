/**
 * My day's figures and the stored stars agree with the domain's one rule
 * (docs/product.md#performance-and-usage): for a day's raw metrics and objectives, the recap's
 * "objectives met" over the activity set equals the day's ActivityStars in the stats, and both
 * equal `judgeActivityDay`; the recap's performance is the stats' Performance, the mean capped
 * completion of that same set. The walking perimeter is listed but counts in neither.
 */
import {
  activityObjectiveKeys,
  judgeActivityDay,
  objectivesMet,
  type ActivityObjectiveKey,
} from '@oxilio/domain';
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

interface Recap {
  yesterday: string;
  performance: number | null;
  yesterdayMetrics: {
    key: string;
    value: number | null;
    objective: number | null;
    met: boolean | null;
  }[];
}
interface Stats {
  starts: string[];
  series: Record<string, (number | null)[]>;
}

/** Sets a day's raw values and objectives, recomputes, then reads the recap and the stats. */
async function dayAsShown(
  values: Partial<Record<ActivityObjectiveKey | 'WalkPerimeter', number | null>>,
  ownObjectives: Partial<Record<ActivityObjectiveKey | 'WalkPerimeter', number>>,
) {
  const { patientId, token } = world.a.patient;
  const yesterday = addDays(todayIn('Europe/Paris'), -1);
  await ctx.app.db.delete(dailyMetrics).where(eq(dailyMetrics.patientId, patientId));
  await ctx.app.db.delete(objectives).where(eq(objectives.patientId, patientId));
  // No defaults: only the objectives given are in force.
  await setCapacity(ctx.app, patientId, null);
  for (const [key, value] of Object.entries(ownObjectives)) {
    await setObjective(ctx.app, patientId, key, value, addDays(yesterday, -3));
  }
  await insertDays(ctx.app, patientId, { [yesterday]: values }, world.a.deviceId);
  await recomputeStars(ctx.app.db, patientId, yesterday, yesterday);
  const recap = await call<Recap>(
    ctx.app,
    'GET',
    `/api/v1/Patients/${patientId}/getPatientsRecapInfos`,
    { token },
  );
  const stats = await call<Stats>(
    ctx.app,
    'GET',
    `/api/v1/patients/${patientId}/stats?types=ActivityStars,Performance&from=${yesterday}&to=${yesterday}`,
    { token },
  );
  expect(recap.status).toBe(200);
  expect(stats.status).toBe(200);
  return {
    recap: recap.body,
    activityStars: stats.body.series.ActivityStars?.[0] ?? null,
    performance: stats.body.series.Performance?.[0] ?? null,
  };
}

describe('a day as My day shows it and as the stats count it', () => {
  it('counts a met walking perimeter in neither the objectives met nor the stars (26/11 of the demo)', async () => {
    const shown = await dayAsShown(
      {
        StandCount: 9,
        StandTime: 1300,
        StepCount: 820,
        WalkTime: 950,
        WalkDistance: 240,
        ActiveTime: 2400,
        WalkPerimeter: 25,
      },
      {
        StandCount: 8,
        StandTime: 1200,
        StepCount: 800,
        WalkTime: 900,
        WalkDistance: 250,
        ActiveTime: 2700,
        WalkPerimeter: 20,
      },
    );
    expect(shown.recap.yesterdayMetrics.find((metric) => metric.key === 'WalkPerimeter')).toEqual({
      key: 'WalkPerimeter',
      value: 25,
      objective: 20,
      met: true,
    });
    expect(objectivesMet(shown.recap.yesterdayMetrics)).toEqual({ met: 4, total: 6 });
    expect(shown.activityStars).toBe(4);
    expect(shown.recap.performance).toBe(shown.performance);
    expect(shown.performance).toBe(Math.round((400 + 96 + (2400 / 2700) * 100) / 6));
  });

  it('judges a key not reported, on a day the device reported, as not met, as the stars do', async () => {
    const shown = await dayAsShown({ StepCount: 900 }, { StepCount: 800, sittingDistance: 300 });
    expect(shown.recap.yesterdayMetrics.find((metric) => metric.key === 'sittingDistance')).toEqual(
      { key: 'sittingDistance', value: null, objective: 300, met: false },
    );
    expect(objectivesMet(shown.recap.yesterdayMetrics)).toEqual({ met: 1, total: 2 });
    expect(shown.activityStars).toBe(1);
    expect(shown.performance).toBe(50);
  });

  it('property: recap, stats and the domain rule agree for any day', async () => {
    const value = fc.option(fc.integer({ min: 0, max: 4000 }), { nil: null });
    const objective = fc.option(fc.integer({ min: 1, max: 3000 }), { nil: undefined });
    const keys = [...activityObjectiveKeys, 'WalkPerimeter'] as const;
    const record = <T>(arbitrary: fc.Arbitrary<T>) =>
      fc.record(
        Object.fromEntries(keys.map((key) => [key, arbitrary])) as Record<
          (typeof keys)[number],
          fc.Arbitrary<T>
        >,
      );
    await fc.assert(
      fc.asyncProperty(record(value), record(objective), async (values, objectiveValues) => {
        const own = Object.fromEntries(
          Object.entries(objectiveValues).filter(
            ([, objectiveValue]) => objectiveValue !== undefined,
          ),
        ) as Partial<Record<(typeof keys)[number], number>>;
        const shown = await dayAsShown(values, own);
        const rule = judgeActivityDay(values, (key) => own[key] ?? null, true);
        expect(shown.activityStars).toBe(rule.activityStars);
        expect(objectivesMet(shown.recap.yesterdayMetrics).met).toBe(rule.activityStars);
        expect(objectivesMet(shown.recap.yesterdayMetrics).total).toBe(rule.judged.length);
        expect(shown.performance).toBe(rule.performance);
        expect(shown.recap.performance).toBe(rule.performance);
      }),
      { numRuns: 12 },
    );
  });
});
