/**
 * Data access of the stats module: range scans of `daily_metrics` on its primary key
 * (patient_id, day), one query per call whatever the number of days, keys or patients.
 */
import type { BaseMetricKey } from '@oxilio/domain';
import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { metricDefinitions } from '../../db/metrics';
import { dailyMetrics, establishments, patients } from '../../db/schema';

export type DailyValues = { patientId: string; day: string } & Partial<
  Record<BaseMetricKey, number | null>
>;

function columnsOf(keys: readonly BaseMetricKey[]) {
  return Object.fromEntries(
    keys.map((key) => [key, dailyMetrics[metricDefinitions[key].column]]),
  ) as Record<BaseMetricKey, (typeof dailyMetrics)['stepCount']>;
}

/** The daily rows of one patient from `from` to `to`, only the columns of `keys`, by day. */
export async function patientDays(
  executor: DbExecutor,
  patientId: string,
  keys: readonly BaseMetricKey[],
  from: string,
  to: string,
): Promise<DailyValues[]> {
  return (await executor
    .select({ patientId: dailyMetrics.patientId, day: dailyMetrics.day, ...columnsOf(keys) })
    .from(dailyMetrics)
    .where(and(eq(dailyMetrics.patientId, patientId), between(dailyMetrics.day, from, to)))
    .orderBy(asc(dailyMetrics.day))) as DailyValues[];
}

/** The daily rows of every non-archived patient of an establishment, in one query. */
export async function establishmentDays(
  executor: DbExecutor,
  establishmentId: string,
  keys: readonly BaseMetricKey[],
  from: string,
  to: string,
): Promise<DailyValues[]> {
  return (await executor
    .select({ patientId: dailyMetrics.patientId, day: dailyMetrics.day, ...columnsOf(keys) })
    .from(dailyMetrics)
    .innerJoin(patients, eq(patients.id, dailyMetrics.patientId))
    .where(
      and(
        eq(patients.establishmentId, establishmentId),
        isNull(patients.archivedAt),
        between(dailyMetrics.day, from, to),
      ),
    )
    .orderBy(asc(dailyMetrics.patientId), asc(dailyMetrics.day))) as DailyValues[];
}

export async function establishmentPatients(executor: DbExecutor, establishmentId: string) {
  return executor
    .select({ patientId: patients.id, firstName: patients.firstName, lastName: patients.lastName })
    .from(patients)
    .where(and(eq(patients.establishmentId, establishmentId), isNull(patients.archivedAt)))
    .orderBy(sql`lower(${patients.lastName})`, sql`lower(${patients.firstName})`, patients.id);
}

const defaultTimeZone = 'Europe/Paris';

/** The time zone of a patient's establishment (the default one without establishment). */
export async function patientTimeZone(executor: DbExecutor, patientId: string): Promise<string> {
  const [row] = await executor
    .select({ timeZone: establishments.timeZone })
    .from(patients)
    .innerJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(eq(patients.id, patientId));
  return row?.timeZone ?? defaultTimeZone;
}

export async function establishmentTimeZone(
  executor: DbExecutor,
  establishmentId: string,
): Promise<string | null> {
  const [row] = await executor
    .select({ timeZone: establishments.timeZone })
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return row?.timeZone ?? null;
}
