/**
 * Data access of the FHIR read API: the patients the caller may read (the scope's
 * `visiblePatients()` or a grant) and the daily metric rows of one granted patient, one value per
 * row and metric (an Observation each), in keyset pages.
 */
import { fhirObservationMetrics, type BaseMetricKey } from '@oxilio/domain';
import { and, asc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { metricDefinitions } from '../../db/metrics';
import { dailyMetrics, patients } from '../../db/schema';
import type { PatientGrant, Scope } from '../../policy/scope';

const patientColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  email: patients.email,
  phone: patients.phone,
  birthDate: patients.birthDate,
  archivedAt: patients.archivedAt,
  updatedAt: patients.updatedAt,
};

export interface FhirPatientRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  archivedAt: Date | null;
  updatedAt: Date;
}

export async function findPatient(
  scope: Scope,
  patient: PatientGrant,
): Promise<FhirPatientRow | null> {
  const [row] = await scope.db
    .select(patientColumns)
    .from(patients)
    .where(eq(patients.id, patient.patientId));
  return row ?? null;
}

/** `%` and `_` taken literally in a LIKE pattern. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export interface PatientFilters {
  /** Each inner list is one parameter's values (OR); the lists combine with AND. */
  ids: readonly (readonly string[])[];
  /** Name starts: a given or family name starting with the text, case-insensitive. */
  names: readonly (readonly string[])[];
}

/**
 * The patients the caller may read (`scope.visiblePatients()`) matching `filters`, by id, after
 * the id `after` (the previous page's last), at most `limit`.
 */
export async function searchPatients(
  scope: Scope,
  filters: PatientFilters,
  after: string | null,
  limit: number,
): Promise<FhirPatientRow[]> {
  const conditions: SQL[] = [scope.visiblePatients()];
  for (const ids of filters.ids) {
    conditions.push(ids.length > 0 ? inArray(patients.id, [...ids]) : sql`false`);
  }
  for (const names of filters.names) {
    conditions.push(
      or(
        ...names.map(
          (name) =>
            sql`(lower(${patients.firstName}) like ${likePrefix(name)}
              or lower(${patients.lastName}) like ${likePrefix(name)})`,
        ),
      ) as SQL,
    );
  }
  if (after) {
    conditions.push(gt(patients.id, after));
  }
  return scope.db
    .select(patientColumns)
    .from(patients)
    .where(and(...conditions))
    .orderBy(asc(patients.id))
    .limit(limit);
}

export interface ObservationRow {
  day: string;
  /** The metric's index in `fhirObservationMetrics`. */
  ord: number;
  value: number;
  /** When the day's row last changed, ISO 8601 in UTC. */
  updatedAt: string;
}

export interface ObservationFilters {
  /** The metrics asked (null: every metric served). */
  keys: readonly BaseMetricKey[] | null;
  /** Inclusive day bounds (null: open). */
  from: string | null;
  to: string | null;
  /** The last (day, ord) of the previous page. */
  after: { day: string; ord: number } | null;
}

/**
 * The patient's measured values, one row per day and metric served (`fhirObservationMetrics`,
 * whose index is `ord`), by day then `ord`: a range scan of the primary key (patient, day), each
 * row unpivoted by a lateral VALUES list.
 */
export async function observations(
  scope: Scope,
  patient: PatientGrant,
  filters: ObservationFilters,
  limit: number,
): Promise<ObservationRow[]> {
  const wanted = filters.keys === null ? null : new Set(filters.keys);
  const metrics = fhirObservationMetrics
    .map((entry, ord) => ({ ord, column: dailyMetrics[metricDefinitions[entry.key].column] }))
    .filter((_, ord) => wanted === null || wanted.has(fhirObservationMetrics[ord]!.key));
  if (metrics.length === 0) {
    return [];
  }
  const values = sql.join(
    metrics.map(({ ord, column }) => sql`(${sql.raw(String(ord))}, ${column})`),
    sql`, `,
  );
  const conditions: SQL[] = [sql`${dailyMetrics.patientId} = ${patient.patientId}`];
  if (filters.from) {
    conditions.push(sql`${dailyMetrics.day} >= ${filters.from}::date`);
  }
  if (filters.to) {
    conditions.push(sql`${dailyMetrics.day} <= ${filters.to}::date`);
  }
  if (filters.after) {
    conditions.push(
      sql`(${dailyMetrics.day}, m.ord) > (${filters.after.day}::date, ${filters.after.ord}::int)`,
    );
  }
  const result = await scope.db.execute(sql`
    select to_char(${dailyMetrics.day}, 'YYYY-MM-DD') as "day",
           m.ord::int as "ord",
           m.value::float8 as "value",
           to_char(${dailyMetrics.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             as "updatedAt"
    from ${dailyMetrics}
    cross join lateral (values ${values}) as m(ord, value)
    where ${sql.join(conditions, sql` and `)}
      -- a FHIR decimal is finite: NaN (above every number in PostgreSQL) and infinities are not served
      and m.value::float8 < 'Infinity'::float8 and m.value::float8 > '-Infinity'::float8
    order by ${dailyMetrics.day}, m.ord
    limit ${limit}
  `);
  return (result as unknown as { rows: ObservationRow[] }).rows;
}
