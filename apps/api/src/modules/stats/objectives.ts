/**
 * Objectives (DECISIONS section 4): per patient and metric, with history (`objectives`: the value in
 * force on day D has the latest `valid_from` <= D), and defaults by functional capacity
 * (`default_objectives`) when the patient has no objective of their own for that metric on D.
 * This is the one place that decides which objective applies; stats, percentages, stars and the
 * recap all ask it. See docs/decisions/api-stats-and-stars.md.
 */
import type { ObjectiveBaseKey } from '@oxilio/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { defaultObjectives, objectives, patients } from '../../db/schema';

/**
 * The daily activity objectives: one ActivityStar per objective met on a day. Volumes the device
 * measures where more is better.
 */
export const activityObjectiveKeys = [
  'StepCount',
  'StandCount',
  'StandTime',
  'WalkTime',
  'WalkDistance',
  'ActiveTime',
  'sittingDistance',
] as const satisfies readonly ObjectiveBaseKey[];
export type ActivityObjectiveKey = (typeof activityObjectiveKeys)[number];

/**
 * Default daily objectives by functional capacity (1 seated, 2 standing, 3 intermediate walk,
 * 4 autonomous walk). Seconds for times, metres for distances. A seated patient is asked to stand
 * and to move the wheelchair, not to walk; the walking objectives grow with the capacity (SPEC
 * section 9: over 3 m for intermediate, over 50 m for autonomous walk).
 */
export const defaultObjectiveValues: Readonly<
  Record<1 | 2 | 3 | 4, Partial<Record<ObjectiveBaseKey, number>>>
> = {
  1: { StandCount: 4, StandTime: 300, ActiveTime: 1200, sittingDistance: 300 },
  2: { StandCount: 6, StandTime: 900, StepCount: 100, ActiveTime: 1800, sittingDistance: 300 },
  3: {
    StandCount: 8,
    StandTime: 1200,
    StepCount: 800,
    WalkTime: 900,
    WalkDistance: 250,
    WalkPerimeter: 20,
    ActiveTime: 2700,
  },
  4: {
    StandCount: 10,
    StandTime: 1800,
    StepCount: 2500,
    WalkTime: 1800,
    WalkDistance: 1200,
    WalkPerimeter: 100,
    ActiveTime: 3600,
  },
};

/** Inserts the default objectives that are missing (an edited value is kept). Idempotent. */
export async function ensureDefaultObjectives(executor: DbExecutor): Promise<void> {
  const rows = Object.entries(defaultObjectiveValues).flatMap(([capacity, values]) =>
    Object.entries(values).map(([metricKey, value]) => ({
      functionalCapacity: Number(capacity),
      metricKey,
      value: value as number,
    })),
  );
  await executor.insert(defaultObjectives).values(rows).onConflictDoNothing();
}

interface Override {
  validFrom: string;
  value: number;
}

/** The objectives in force, for a set of patients and keys, up to a day. */
export interface ObjectiveBook {
  /** The objective of `patientId` for `key` on `day`, or null when there is none. */
  on(patientId: string, key: ObjectiveBaseKey, day: string): number | null;
}

/**
 * Loads, in two queries whatever the number of patients, the objective history of `patientIds`
 * for `keys` up to `toDay` and their defaults by current functional capacity.
 */
export async function loadObjectives(
  executor: DbExecutor,
  patientIds: readonly string[],
  keys: readonly ObjectiveBaseKey[],
  toDay: string,
): Promise<ObjectiveBook> {
  const overrides = new Map<string, Override[]>();
  const defaults = new Map<string, number>();
  if (patientIds.length > 0 && keys.length > 0) {
    const [history, fallback] = await Promise.all([
      executor
        .select({
          patientId: objectives.patientId,
          metricKey: objectives.metricKey,
          value: objectives.value,
          validFrom: objectives.validFrom,
        })
        .from(objectives)
        .where(
          and(
            inArray(objectives.patientId, [...patientIds]),
            inArray(objectives.metricKey, [...keys]),
            lte(objectives.validFrom, toDay),
          ),
        )
        .orderBy(asc(objectives.validFrom)),
      executor
        .select({
          patientId: patients.id,
          metricKey: defaultObjectives.metricKey,
          value: defaultObjectives.value,
        })
        .from(patients)
        .innerJoin(
          defaultObjectives,
          eq(defaultObjectives.functionalCapacity, patients.functionalCapacity),
        )
        .where(
          and(
            inArray(patients.id, [...patientIds]),
            inArray(defaultObjectives.metricKey, [...keys]),
          ),
        ),
    ]);
    for (const row of history) {
      const id = `${row.patientId}|${row.metricKey}`;
      const list = overrides.get(id) ?? [];
      list.push({ validFrom: row.validFrom, value: row.value });
      overrides.set(id, list);
    }
    for (const row of fallback) {
      defaults.set(`${row.patientId}|${row.metricKey}`, row.value);
    }
  }
  return {
    on(patientId, key, day) {
      const id = `${patientId}|${key}`;
      const list = overrides.get(id);
      if (list) {
        // Sorted by validFrom: the last one starting on or before `day`.
        for (let index = list.length - 1; index >= 0; index -= 1) {
          const entry = list[index]!;
          if (entry.validFrom <= day) {
            return entry.value;
          }
        }
      }
      return defaults.get(id) ?? null;
    },
  };
}
