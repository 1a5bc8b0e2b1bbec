/**
 * Objectives (docs/product.md#objectives): per patient and metric, with history (`objectives`: the
 * value in force on day D has the latest `valid_from` <= D), and defaults by functional capacity
 * (`default_objectives`) when the patient has no objective of their own for that metric on D. This
 * is the one place that decides which objective applies; stats, percentages, stars and the recap
 * all ask it. See docs/decisions/api-stats-and-stars.md.
 */
import { defaultObjectiveRows, type ObjectiveBaseKey } from '@oxilio/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { defaultObjectives, objectives, patients } from '../../db/schema';

/**
 * The daily activity objectives: one ActivityStar per objective met on a day, and Performance.
 * The set is defined once in @oxilio/domain (My day counts "objectives met" over the same one).
 */
export { activityObjectiveKeys, type ActivityObjectiveKey } from '@oxilio/domain';

/**
 * Inserts the default objectives that are missing (an edited value is kept). Idempotent. The
 * values are data of @oxilio/domain (`defaultObjectiveValues`, whose file tells their source).
 */
export async function ensureDefaultObjectives(executor: DbExecutor): Promise<void> {
  await executor.insert(defaultObjectives).values(defaultObjectiveRows()).onConflictDoNothing();
}

interface Override {
  validFrom: string;
  value: number;
}

/** The objectives in force, for a set of patients and keys, up to a day. */
export interface ObjectiveBook {
  /** The objective of `patientId` for `key` on `day`, or null when there is none. */
  on(patientId: string, key: ObjectiveBaseKey, day: string): number | null;
  /**
   * The objectives of `patientId` for `key` on each of `days` (in increasing order), in one walk:
   * what `on` gives for each day.
   */
  onDays(
    patientId: string,
    key: ObjectiveBaseKey,
    dayCount: number,
    dayAt: (index: number) => string,
    into: (number | null)[],
  ): void;
}

/**
 * One row of `objectiveRowsSql`: an objective of the patient's own from `validFrom`, or (validFrom
 * null) the default of the patient's current functional capacity.
 */
export interface ObjectiveRow {
  patientId: string;
  metricKey: string;
  value: number;
  validFrom: string | null;
}

/**
 * A SELECT of (patient_id, metric_key, value, valid_from), one statement for both sources: the
 * objective history of the patients `patientIdIn` keeps for `keys` up to `toDay`, then (valid_from
 * null) their defaults by current functional capacity. `patientIdIn(column)` is the condition on a
 * patient id column (`= id`, `in (...)`), so that a caller can embed it in a larger statement.
 */
export function objectiveRowsSql(
  patientIdIn: (column: SQL) => SQL,
  keys: readonly ObjectiveBaseKey[],
  toDay: string | SQL,
): SQL {
  const keyList = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  return sql`select ${objectives.patientId} as patient_id, ${objectives.metricKey} as metric_key,
      ${objectives.value} as value, ${objectives.validFrom}::text as valid_from
    from ${objectives}
    where ${patientIdIn(sql`${objectives.patientId}`)} and ${objectives.metricKey} in (${keyList})
      and ${objectives.validFrom} <= ${toDay}
    union all
    select ${patients.id}, ${defaultObjectives.metricKey}, ${defaultObjectives.value}, null
    from ${patients}
    inner join ${defaultObjectives}
      on ${defaultObjectives.functionalCapacity} = ${patients.functionalCapacity}
    where ${patientIdIn(sql`${patients.id}`)} and ${defaultObjectives.metricKey} in (${keyList})`;
}

/** The book of `rows` (from `objectiveRowsSql`, in any order). */
export function objectiveBook(rows: Iterable<ObjectiveRow>): ObjectiveBook {
  const overrides = new Map<string, Override[]>();
  const defaults = new Map<string, number>();
  for (const row of rows) {
    const id = `${row.patientId}|${row.metricKey}`;
    if (row.validFrom === null) {
      defaults.set(id, row.value);
    } else {
      const list = overrides.get(id) ?? [];
      list.push({ validFrom: row.validFrom, value: row.value });
      overrides.set(id, list);
    }
  }
  for (const list of overrides.values()) {
    list.sort((a, b) => (a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0));
  }
  const book: ObjectiveBook = {
    on(patientId, key, day) {
      const into: (number | null)[] = [null];
      book.onDays(patientId, key, 1, () => day, into);
      return into[0] ?? null;
    },
    onDays(patientId, key, dayCount, dayAt, into) {
      const id = `${patientId}|${key}`;
      const list = overrides.get(id) ?? [];
      const fallback = defaults.get(id) ?? null;
      // Sorted by validFrom: walking the days in order, the last entry starting on or before each.
      let next = 0;
      let current: number | null = null;
      for (let index = 0; index < dayCount; index += 1) {
        const day = dayAt(index);
        while (next < list.length && list[next]!.validFrom <= day) {
          current = list[next]!.value;
          next += 1;
        }
        into[index] = current ?? fallback;
      }
    },
  };
  return book;
}

/**
 * Loads, in one query whatever the number of patients, the objective history of `patientIds`
 * for `keys` up to `toDay` and their defaults by current functional capacity.
 */
export async function loadObjectives(
  executor: DbExecutor,
  patientIds: readonly string[],
  keys: readonly ObjectiveBaseKey[],
  toDay: string,
): Promise<ObjectiveBook> {
  if (patientIds.length === 0 || keys.length === 0) {
    return objectiveBook([]);
  }
  const idList = sql.join(
    patientIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await executor.execute(
    objectiveRowsSql((column) => sql`${column} in (${idList})`, keys, toDay),
  )) as unknown as {
    rows: { patient_id: string; metric_key: string; value: number; valid_from: string | null }[];
  };
  return objectiveBook(
    result.rows.map((row) => ({
      patientId: row.patient_id,
      metricKey: row.metric_key,
      value: Number(row.value),
      validFrom: row.valid_from,
    })),
  );
}
