/**
 * The audit log: who read or changed a patient's data, and when (append-only, see the schema).
 * Call `audit()` in every service method that reads or changes a patient's data, with the caller;
 * write it with the transaction of a write, so that the entry is committed with the change, or not
 * at all.
 * A read that is one statement can carry its entries itself: `auditInsertSql()` (the stats calls),
 * `auditReportInsertSql()` for a report over many patients (one entry listing them).
 * Find the entries about a patient with `aboutPatient()`, never with `patient_id` alone.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller, PublicCaller } from '../auth/caller';
import type { DbExecutor } from '../db/client';
import { auditLog } from '../db/schema';

/** `<resource>.<verb>`, e.g. patient.read, patient.update, device.assign, session.review. */
export type AuditAction = `${string}.${string}`;

/** The columns of an audit entry that come from the caller: who, from where, through which route. */
export function auditContext(caller: Caller | PublicCaller) {
  return {
    actorUserId: caller.user?.userId ?? null,
    actorRoles: caller.user?.roles.join(',') ?? null,
    requestId: caller.requestId,
    ip: caller.ip,
    method: caller.method,
    route: caller.route,
  };
}

/** Writes one entry with `executor`: the transaction of a write, the database for a read. */
export async function audit(
  executor: DbExecutor,
  caller: Caller | PublicCaller,
  action: AuditAction,
  patientId: string | null,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  await executor.insert(auditLog).values({ ...auditContext(caller), action, patientId, details });
}

/**
 * An INSERT of one audit entry per patient id that `patientIds` yields (a SELECT of one uuid
 * column), the same entries `audit()` writes, to embed in the statement of a read as a
 * data-modifying WITH (`with audited as (${auditInsertSql(...)}) select ...`): the entries are
 * then committed with the read, by the same statement, or the read fails; one round trip for both.
 * Who, what and from where are placeholders (the statement is built once and prepared): give them
 * `auditValues(caller, action, details)` when executing it.
 */
export function auditInsertSql(patientIds: SQL): SQL {
  return sql`insert into ${auditLog} (${auditColumns(auditLog.patientId)})
    select ${auditPlaceholders(sql`audited_patient.id`)}
    from (${patientIds}) as audited_patient (id)`;
}

/**
 * The same for a report over many patients (PatientsStats): ONE entry listing them in
 * `patient_ids` (`patient_id` null), none when `patientIds` yields no row. Inserting one entry
 * instead of one per patient is what keeps a report of 500 patients cheap; `aboutPatient` still
 * finds it by patient, on the GIN index of `patient_ids`.
 */
export function auditReportInsertSql(patientIds: SQL): SQL {
  return sql`insert into ${auditLog} (${auditColumns(auditLog.patientIds)})
    select ${auditPlaceholders(sql`audited.ids`)}
    from (select array_agg(id) as ids from (${patientIds}) as audited_patient (id)) as audited
    where audited.ids is not null`;
}

/**
 * The entries about a patient: those of their data (`patient_id`) and the reports that listed
 * them (`patient_ids`). One condition, answered with both indexes (a bitmap OR of
 * `audit_log_patient_idx` and `audit_log_patient_ids_idx`).
 */
export function aboutPatient(patientId: SQL | string): SQL {
  return sql`(${auditLog.patientId} = ${patientId}::uuid or ${auditLog.patientIds} @> array[${patientId}::uuid])`;
}

function auditColumns(patientColumn: AnyPgColumn): SQL {
  return sql.join(
    [
      auditLog.actorUserId,
      auditLog.actorRoles,
      auditLog.action,
      patientColumn,
      auditLog.details,
      auditLog.requestId,
      auditLog.ip,
      auditLog.method,
      auditLog.route,
    ].map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/** The values of `auditColumns`, with the patient (or patients) given by `patient`. */
function auditPlaceholders(patient: SQL): SQL {
  const value = (name: keyof ReturnType<typeof auditValues>) => sql.placeholder(name);
  return sql`${value('auditActor')}::uuid, ${value('auditRoles')}::text, ${value('auditAction')}::text,
      ${patient}, ${value('auditDetails')}::jsonb, ${value('auditRequestId')}::text,
      ${value('auditIp')}::text, ${value('auditMethod')}::text, ${value('auditRoute')}::text`;
}

/** The values of the placeholders of `auditInsertSql` and `auditReportInsertSql`. */
export function auditValues(
  caller: Caller | PublicCaller,
  action: AuditAction,
  details: Record<string, unknown> | null,
) {
  const context = auditContext(caller);
  return {
    auditActor: context.actorUserId,
    auditRoles: context.actorRoles,
    auditAction: action,
    auditDetails: details === null ? null : JSON.stringify(details),
    auditRequestId: context.requestId,
    auditIp: context.ip,
    auditMethod: context.method,
    auditRoute: context.route,
  };
}
