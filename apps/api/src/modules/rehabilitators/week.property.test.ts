/**
 * "The last 7 days" as the API answers them, against the rule of @oxilio/domain
 * (docs/product.md#performance-and-usage, docs/decisions/weeks-on-completed-days.md): raw daily
 * metrics with random days missing, a random "today" (the establishment's time zone, from UTC-11
 * to UTC+14, so that today is not the same calendar day everywhere), then the rehabilitator's
 * patients list (last7Days, performance, performanceDays, usageDays) and the manager's home (the
 * default window of PatientsStats, its days and values) are checked day by day.
 */
import { lastCompletedDays } from '@oxilio/domain';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import { establishments, patientRehabilitators, patients } from '../../db/schema';
import { addDays, todayIn } from '@oxilio/domain';
import { insertDays, type DayValues } from '../../../test/stats-fixtures';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const timeZones = [
  'Europe/Paris',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'UTC',
] as const;

/** One raw day: missing entirely, or a row whose values may each be missing. */
const rawDay = fc.option(
  fc.record({
    Performance: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    WearTime: fc.option(fc.integer({ min: 0, max: 12 * 3600 }), { nil: null }),
    StepCount: fc.option(fc.integer({ min: 0, max: 9000 }), { nil: null }),
    ActivityStars: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
  }),
  { nil: null, freq: 3 },
);

interface ListItem {
  patientId: string;
  indicators: {
    last7Days: {
      day: string;
      stepCount: number | null;
      wearTime: number | null;
      performance: number | null;
    }[];
    performance: number | null;
    performanceDays: number;
    usageDays: number;
  };
}

interface PatientsStats {
  from: string;
  to: string;
  starts: string[];
  patients: { patientId: string; series: Record<string, (number | null)[]> }[];
}

let counter = 0;

describe('the last 7 days, from raw daily metrics', () => {
  it('are the 7 completed days ending yesterday, a day without data being no result', async () => {
    const a = () => world.a;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...timeZones),
        // Days from 9 days ago to today (index 9): around the window on both sides.
        fc.array(rawDay, { minLength: 10, maxLength: 10 }),
        async (timeZone, raw) => {
          await ctx.app.db
            .update(establishments)
            .set({ timeZone })
            .where(eq(establishments.id, a().establishmentId));
          const today = todayIn(timeZone);
          counter += 1;
          const [patient] = await ctx.app.db
            .insert(patients)
            .values({
              establishmentId: a().establishmentId,
              firstName: 'Week',
              lastName: `Property${String(counter).padStart(3, '0')}`,
            })
            .returning({ id: patients.id });
          const patientId = patient!.id;
          await ctx.app.db.insert(patientRehabilitators).values({
            patientId,
            reeducatorId: a().rehabilitator.reeducatorId!,
            origin: 'reeducator',
            status: 'accepted',
            answeredAt: new Date(),
          });
          const byDay = new Map<string, DayValues>();
          raw.forEach((values, index) => {
            if (values) {
              byDay.set(addDays(today, index - 9), values);
            }
          });
          if (byDay.size > 0) {
            await insertDays(ctx.app, patientId, Object.fromEntries(byDay));
          }

          const list = await call<ListItem[]>(
            ctx.app,
            'GET',
            `/api/v1/Reeducators/${a().rehabilitator.reeducatorId}/Patients`,
            { token: a().rehabilitator.token },
          );
          const stats = await call<PatientsStats>(
            ctx.app,
            'GET',
            `/api/v1/Establishments/${a().establishmentId}/PatientsStats?types=StepCount,ActivityStars,Performance`,
            { token: a().manager.token },
          );
          if (todayIn(timeZone) !== today) {
            return; // Midnight passed during the run: the next run checks again.
          }
          expect(list.status).toBe(200);
          expect(stats.status).toBe(200);

          // The window: 7 days, yesterday the last, today never in it.
          const window = Array.from({ length: 7 }, (_, index) => addDays(today, index - 7));
          expect(lastCompletedDays(today).days).toEqual(window);
          const value = (day: string, key: keyof DayValues) => byDay.get(day)?.[key] ?? null;

          // The rehabilitator's card.
          const item = list.body.find((entry) => entry.patientId === patientId)!;
          expect(item.indicators.last7Days).toEqual(
            window.map((day) => ({
              day,
              stepCount: value(day, 'StepCount'),
              activeTime: null,
              wearTime: value(day, 'WearTime'),
              performance: value(day, 'Performance'),
            })),
          );
          const scores = window.map((day) => value(day, 'Performance')).filter((v) => v !== null);
          expect(item.indicators.performanceDays).toBe(scores.length);
          expect(item.indicators.performance).toBe(
            scores.length === 0
              ? null
              : Math.round((scores.reduce((sum, v) => sum + v, 0) / 7) * 10) / 10,
          );
          expect(item.indicators.usageDays).toBe(
            window.filter((day) => (value(day, 'WearTime') ?? 0) > 0).length,
          );

          // The manager's home: its default window and the values of each day.
          expect({ from: stats.body.from, to: stats.body.to, starts: stats.body.starts }).toEqual({
            from: window[0],
            to: window[6],
            starts: window,
          });
          const series = stats.body.patients.find((entry) => entry.patientId === patientId)!.series;
          for (const key of ['StepCount', 'ActivityStars', 'Performance'] as const) {
            expect({ key, values: series[key] }).toEqual({
              key,
              values: window.map((day) => value(day, key)),
            });
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
