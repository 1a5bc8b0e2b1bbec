/**
 * Data access of the stats module: range scans of `daily_metrics` on its primary key
 * (patient_id, day), one statement per call whatever the number of days, keys or patients.
 */
import type { BaseMetricKey, ObjectiveBaseKey } from '@oxilio/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { auditInsertSql, auditReportInsertSql, type auditValues } from '../../audit/audit';
import { runTemplate } from '../../db/client';
import { metricDefinitions } from '../../db/metrics';
import { dailyMetrics, establishments, patients } from '../../db/schema';
import type { EstablishmentGrant, PatientGrant, Scope } from '../../policy/scope';
import { objectiveRowsSql, type ObjectiveRow } from './objectives';

export type DailyValues = { patientId: string; day: string } & Partial<
  Record<BaseMetricKey, number | null>
>;

/**
 * Whose stats a statement reads: one patient, or an establishment's patients, as the scope granted
 * them (`scope.patient`, `scope.managedEstablishment`).
 */
export type StatsSubject = PatientGrant | EstablishmentGrant;

/**
 * One patient's daily rows from..to as columns: `offsets[i]` is the day of row i (days after
 * `from`), `values[k][i]` its value of the k-th measured key (null when not measured).
 */
export interface DayColumns {
  offsets: number[];
  values: (number | null)[][];
}

export interface StatsRead {
  /** The establishment's non-archived patients by last name (empty for one patient). */
  people: { patientId: string; firstName: string; lastName: string }[];
  /** The daily rows from..to of each patient read, with the columns of the measured keys. */
  days: Map<string, DayColumns>;
  /** The objective rows of the patients read (objectives.ts), for `objectiveBook`. */
  objectives: ObjectiveRow[];
}

const emptyJson = sql.raw(`'[]'`);

/**
 * Everything a stats call reads, and its audit entries, in ONE statement (one round trip):
 * - `people`: the patient, or the establishment's non-archived patients;
 * - their daily rows from `from` to `to` (primary key range scans), only the measured columns,
 *   as one set of columns per patient (`DayColumns`);
 * - their objective rows for `objectiveKeys` up to `to` (history and defaults);
 * - the INSERT of the audit entry (audit.ts `auditInsertSql` for one patient,
 *   `auditReportInsertSql` for an establishment: one entry listing its patients; `audit` its
 *   values), as a data-modifying WITH: the entries are committed by the same statement that
 *   reads the data, before anything is answered, or nothing is read.
 * The statement is built once per shape (one patient or an establishment, the keys) and prepared
 * (db/client.ts `runTemplate`): the patient, the days and the audit values are placeholders.
 * The aggregates come back as JSON text (one field per aggregate instead of one per value: a
 * year of 10 metrics is one field, not 4,000 for the driver to decode, and one array per column
 * instead of an object per day).
 */
export async function readStats(
  scope: Scope,
  subject: StatsSubject,
  measured: readonly BaseMetricKey[],
  objectiveKeys: readonly ObjectiveBaseKey[],
  from: string,
  to: string,
  audit: ReturnType<typeof auditValues>,
): Promise<StatsRead> {
  const one = 'patientId' in subject;
  const shape = [one ? 'patient' : 'establishment', measured.join(','), objectiveKeys.join(',')];
  const [row] = await runTemplate<{ people: string; days: string; objectives: string }>(
    scope.db,
    `stats:${shape.join('|')}`,
    () => statsStatement(one, measured, objectiveKeys),
    { subject: one ? subject.patientId : subject.establishmentId, from, to, ...audit },
  );
  const byPatient = new Map<string, DayColumns>();
  for (const [patientId, [offsets, ...values]] of JSON.parse(row!.days) as [
    string,
    [number[], ...(number | null)[][]],
  ][]) {
    byPatient.set(patientId, { offsets, values });
  }
  return {
    people: (JSON.parse(row!.people) as [string, string, string][]).map(
      ([id, firstName, lastName]) => ({ patientId: id, firstName, lastName }),
    ),
    days: byPatient,
    objectives: (JSON.parse(row!.objectives) as [string, string, number, string | null][]).map(
      ([id, metricKey, value, validFrom]) => ({ patientId: id, metricKey, value, validFrom }),
    ),
  };
}

/** The statement of `readStats`, with placeholders `subject`, `from`, `to` and the audit's. */
function statsStatement(
  one: boolean,
  measured: readonly BaseMetricKey[],
  objectiveKeys: readonly ObjectiveBaseKey[],
): SQL {
  const subject = sql.placeholder('subject');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const people = one
    ? sql`select ${patients.id} as id, ${patients.firstName} as first_name, ${patients.lastName} as last_name
        from ${patients} where ${patients.id} = ${subject}::uuid`
    : sql`select ${patients.id} as id, ${patients.firstName} as first_name, ${patients.lastName} as last_name
        from ${patients}
        where ${patients.establishmentId} = ${subject}::uuid and ${patients.archivedAt} is null`;
  const read = (column: SQL) => sql`${column} in (select id from stats_people)`;
  // Every aggregate of a group sees its rows in the same order: offsets[i] and values[k][i]
  // belong to the same day without sorting.
  const columns = sql.join(
    [
      sql`json_agg(${dailyMetrics.day} - ${from}::date)`,
      ...measured.map(
        (key) => sql`json_agg(${sql.identifier(dailyMetrics[metricDefinitions[key].column].name)})`,
      ),
    ],
    sql`, `,
  );
  const inRange = sql`${dailyMetrics.day} between ${from}::date and ${to}::date`;
  // One patient: one aggregate over the range scan (no grouping, so no sort); several: by patient.
  const days =
    measured.length === 0
      ? emptyJson
      : one
        ? sql`(select case when count(*) = 0 then '[]'
              else json_build_array(json_build_array(${subject}::text, json_build_array(${columns})))::text end
            from ${dailyMetrics}
            where ${dailyMetrics.patientId} = ${subject}::uuid and ${inRange})`
        : sql`(select coalesce(json_agg(json_build_array(patient_id, columns)), '[]')::text
            from (select ${dailyMetrics.patientId} as patient_id, json_build_array(${columns}) as columns
              from ${dailyMetrics}
              where ${read(sql`${dailyMetrics.patientId}`)} and ${inRange}
              group by ${dailyMetrics.patientId}) as patient_days)`;
  const objectiveRows =
    objectiveKeys.length > 0
      ? sql`(select coalesce(json_agg(json_build_array(o.patient_id, o.metric_key, o.value, o.valid_from)), '[]')::text
          from (${objectiveRowsSql(read, objectiveKeys, sql`${to}::date`)}) as o)`
      : emptyJson;
  const peopleJson = one
    ? emptyJson
    : sql`(select coalesce(json_agg(json_build_array(id, first_name, last_name)
          order by lower(last_name), lower(first_name), id), '[]')::text from stats_people)`;
  return sql`with stats_people as materialized (${people}),
      audited as (${(one ? auditInsertSql : auditReportInsertSql)(sql`select id from stats_people`)})
    select ${peopleJson} as people, ${days} as days, ${objectiveRows} as objectives`;
}

/** The time zone of an establishment (null when there is no such establishment). */
export async function establishmentTimeZone(
  scope: Scope,
  { establishmentId }: EstablishmentGrant,
): Promise<string | null> {
  const [row] = await scope.db
    .select({ timeZone: establishments.timeZone })
    .from(establishments)
    .where(eq(establishments.id, establishmentId));
  return row?.timeZone ?? null;
}
