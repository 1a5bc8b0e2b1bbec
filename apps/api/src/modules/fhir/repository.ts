/**
 * Data access of the FHIR read API: the patients the caller may read (the scope's
 * `visiblePatients()` or a grant), the daily metric rows of one granted patient, one value per
 * row and metric (an Observation each), in keyset pages, the devices and the establishments.
 */
import { fhirObservationMetrics, type BaseMetricKey } from '@oxilio/domain';
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { metricDefinitions } from '../../db/metrics';
import {
  dailyMetrics,
  deviceAssignments,
  devices,
  establishmentRehabilitators,
  establishments,
  goals,
  outcomeResults,
  patients,
  rehabilitators,
  users,
} from '../../db/schema';
import type {
  EstablishmentGrant,
  EstablishmentReadGrant,
  PatientGrant,
  RehabilitatorReadGrant,
  Scope,
} from '../../policy/scope';

const patientColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  email: patients.email,
  phone: patients.phone,
  birthDate: patients.birthDate,
  establishmentId: patients.establishmentId,
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
  /** The establishment that follows the patient; null for a patient registered alone. */
  establishmentId: string | null;
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
  const { after, ...rest } = filters;
  return observationsOf(
    scope,
    [patient.patientId],
    { ...rest, since: null, after: after && { patientId: patient.patientId, ...after } },
    limit,
  );
}

export interface ExportObservationRow extends ObservationRow {
  patientId: string;
}

/**
 * The measured values of several patients the caller may read (a bulk export's page of patients),
 * by patient, day and metric, after the keyset `after`; `since`: only the days changed after it.
 */
export async function observationsOf(
  scope: Scope,
  patientIds: readonly string[],
  filters: Omit<ObservationFilters, 'after'> & {
    since: Date | null;
    after: { patientId: string; day: string; ord: number } | null;
  },
  limit: number,
): Promise<ExportObservationRow[]> {
  const wanted = filters.keys === null ? null : new Set(filters.keys);
  const metrics = fhirObservationMetrics
    .map((entry, ord) => ({ ord, column: dailyMetrics[metricDefinitions[entry.key].column] }))
    .filter((_, ord) => wanted === null || wanted.has(fhirObservationMetrics[ord]!.key));
  if (metrics.length === 0 || patientIds.length === 0) {
    return [];
  }
  const values = sql.join(
    metrics.map(({ ord, column }) => sql`(${sql.raw(String(ord))}, ${column})`),
    sql`, `,
  );
  const conditions: SQL[] = [
    patientIds.length === 1
      ? sql`${dailyMetrics.patientId} = ${patientIds[0]}`
      : inArray(dailyMetrics.patientId, [...patientIds]),
  ];
  if (filters.from) {
    conditions.push(sql`${dailyMetrics.day} >= ${filters.from}::date`);
  }
  if (filters.to) {
    conditions.push(sql`${dailyMetrics.day} <= ${filters.to}::date`);
  }
  if (filters.since) {
    conditions.push(sql`${dailyMetrics.updatedAt} > ${filters.since.toISOString()}::timestamptz`);
  }
  if (filters.after) {
    const { patientId, day, ord } = filters.after;
    conditions.push(
      sql`(${dailyMetrics.patientId}, ${dailyMetrics.day}, m.ord) > (${patientId}::uuid, ${day}::date, ${ord}::int)`,
    );
  }
  const result = await scope.db.execute(sql`
    select ${dailyMetrics.patientId} as "patientId",
           to_char(${dailyMetrics.day}, 'YYYY-MM-DD') as "day",
           m.ord::int as "ord",
           m.value::float8 as "value",
           to_char(${dailyMetrics.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             as "updatedAt"
    from ${dailyMetrics}
    cross join lateral (values ${values}) as m(ord, value)
    where ${sql.join(conditions, sql` and `)}
      -- a FHIR decimal is finite: NaN (above every number in PostgreSQL) and infinities are not served
      and m.value::float8 < 'Infinity'::float8 and m.value::float8 > '-Infinity'::float8
    order by ${dailyMetrics.patientId}, ${dailyMetrics.day}, m.ord
    limit ${limit}
  `);
  return (result as unknown as { rows: ExportObservationRow[] }).rows;
}

export interface FhirDeviceRow {
  id: string;
  serialNumber: string;
  establishmentId: string | null;
  firmwareVersion: string | null;
  retiredAt: Date | null;
  /** The patient the device is associated with now; null in stock or between patients. */
  patientId: string | null;
}

const deviceColumns = {
  id: devices.id,
  serialNumber: devices.serialNumber,
  establishmentId: devices.establishmentId,
  firmwareVersion: devices.firmwareVersion,
  retiredAt: devices.retiredAt,
  patientId: deviceAssignments.patientId,
};

/**
 * A device and its current patient, before any access check: what decides who may read it (the
 * readers of its patient, the managers of its establishment). Nothing of it is answered before.
 */
export async function locateDevice(scope: Scope, id: string): Promise<FhirDeviceRow | null> {
  const [row] = await scope.db
    .select(deviceColumns)
    .from(devices)
    .leftJoin(
      deviceAssignments,
      and(eq(deviceAssignments.deviceId, devices.id), isNull(deviceAssignments.unassignedAt)),
    )
    .where(eq(devices.id, id));
  return row ?? null;
}

/** The device associated with a patient the caller may read, now (at most one). */
export async function devicesOfPatient(
  scope: Scope,
  patient: PatientGrant,
): Promise<FhirDeviceRow[]> {
  return scope.db
    .select(deviceColumns)
    .from(deviceAssignments)
    .innerJoin(devices, eq(devices.id, deviceAssignments.deviceId))
    .where(
      and(
        eq(deviceAssignments.patientId, patient.patientId),
        isNull(deviceAssignments.unassignedAt),
      ),
    )
    .orderBy(asc(devices.id));
}

export interface FhirOrganizationRow {
  id: string;
  name: string;
  type: string | null;
  number: string | null;
  street: string | null;
  precisions: string | null;
  zipCode: string | null;
  town: string | null;
  county: string | null;
  archivedAt: Date | null;
  updatedAt: Date;
}

/** An establishment the caller may read. */
export async function findEstablishment(
  scope: Scope,
  establishment: EstablishmentReadGrant | EstablishmentGrant,
): Promise<FhirOrganizationRow | null> {
  const [row] = await scope.db
    .select({
      id: establishments.id,
      name: establishments.name,
      type: establishments.type,
      number: establishments.number,
      street: establishments.street,
      precisions: establishments.precisions,
      zipCode: establishments.zipCode,
      town: establishments.town,
      county: establishments.county,
      archivedAt: establishments.archivedAt,
      updatedAt: establishments.updatedAt,
    })
    .from(establishments)
    .where(eq(establishments.id, establishment.establishmentId));
  return row ?? null;
}

/** The establishment's current patients (not archived) the caller may read, by id. */
export async function establishmentPatients(
  scope: Scope,
  establishment: EstablishmentGrant,
): Promise<string[]> {
  const rows = await scope.db
    .select({ id: patients.id })
    .from(patients)
    .where(
      and(
        scope.visiblePatients(),
        eq(patients.establishmentId, establishment.establishmentId),
        isNull(patients.archivedAt),
      ),
    )
    .orderBy(asc(patients.id));
  return rows.map((row) => row.id);
}

/** The patient of a test result, before any access check (what decides who may read it). */
export async function patientOfOutcomeResult(scope: Scope, id: string): Promise<string | null> {
  const [row] = await scope.db
    .select({ patientId: outcomeResults.patientId })
    .from(outcomeResults)
    .where(eq(outcomeResults.id, id));
  return row?.patientId ?? null;
}

/** The patient of a goal, before any access check (what decides who may read it). */
export async function patientOfGoal(scope: Scope, id: string): Promise<string | null> {
  const [row] = await scope.db
    .select({ patientId: goals.patientId })
    .from(goals)
    .where(eq(goals.id, id));
  return row?.patientId ?? null;
}

export interface FhirPractitionerRow {
  id: string;
  firstName: string;
  lastName: string;
  profession: string | null;
  archivedAt: Date | null;
}

/** A rehabilitator the caller may read: their name and profession. */
export async function findPractitioner(
  scope: Scope,
  rehabilitator: RehabilitatorReadGrant,
): Promise<FhirPractitionerRow | null> {
  const [row] = await scope.db
    .select({
      id: rehabilitators.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: rehabilitators.profession,
      archivedAt: rehabilitators.archivedAt,
    })
    .from(rehabilitators)
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(eq(rehabilitators.id, rehabilitator.rehabilitatorId));
  return row ?? null;
}

/**
 * A page of the establishment's current patients (the Group's members) the caller may read, by
 * id after `after`: what a bulk export walks through.
 */
export async function groupMembers(
  scope: Scope,
  establishment: EstablishmentGrant,
  { after, since }: { after: string | null; since: Date | null },
  limit: number,
): Promise<(FhirPatientRow & { changed: boolean })[]> {
  const conditions: SQL[] = [
    scope.visiblePatients(),
    eq(patients.establishmentId, establishment.establishmentId),
    isNull(patients.archivedAt),
  ];
  if (after) {
    conditions.push(gt(patients.id, after));
  }
  return scope.db
    .select({
      ...patientColumns,
      changed: since
        ? sql<boolean>`${patients.updatedAt} > ${since.toISOString()}::timestamptz`
        : sql<boolean>`true`,
    })
    .from(patients)
    .where(and(...conditions))
    .orderBy(asc(patients.id))
    .limit(limit);
}

/** The devices associated now with patients the caller may read, by patient. */
export async function devicesOfPatients(
  scope: Scope,
  patientIds: readonly string[],
): Promise<FhirDeviceRow[]> {
  if (patientIds.length === 0) {
    return [];
  }
  return scope.db
    .select(deviceColumns)
    .from(deviceAssignments)
    .innerJoin(devices, eq(devices.id, deviceAssignments.deviceId))
    .where(
      and(
        inArray(deviceAssignments.patientId, [...patientIds]),
        isNull(deviceAssignments.unassignedAt),
      ),
    )
    .orderBy(asc(deviceAssignments.patientId), asc(devices.id));
}

/** The establishment's team (not left), as Practitioners: its managers read them. */
export async function teamPractitioners(
  scope: Scope,
  establishment: EstablishmentGrant,
): Promise<FhirPractitionerRow[]> {
  return scope.db
    .select({
      id: rehabilitators.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profession: rehabilitators.profession,
      archivedAt: rehabilitators.archivedAt,
    })
    .from(establishmentRehabilitators)
    .innerJoin(rehabilitators, eq(rehabilitators.id, establishmentRehabilitators.reeducatorId))
    .innerJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(establishmentRehabilitators.establishmentId, establishment.establishmentId),
        isNull(establishmentRehabilitators.leftAt),
      ),
    )
    .orderBy(asc(rehabilitators.id));
}
