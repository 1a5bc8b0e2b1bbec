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
  const client = caller.user ? caller.client : undefined;
  if (client) {
    // A health record system: named by its client, with the role `client` (no user).
    return {
      actorUserId: null,
      actorRoles: 'client',
      actorClientId: client.id,
      requestId: caller.requestId,
      ip: caller.ip,
      method: caller.method,
      route: caller.route,
    };
  }
  return {
    actorUserId: caller.user?.userId ?? null,
    actorRoles: caller.user?.roles.join(',') ?? null,
    actorClientId: null,
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

/** Writes the same entry about each of `patientIds` (none for none), in one INSERT. */
export async function auditEach(
  executor: DbExecutor,
  caller: Caller | PublicCaller,
  action: AuditAction,
  patientIds: readonly string[],
  details: Record<string, unknown> | null = null,
): Promise<void> {
  if (patientIds.length === 0) {
    return;
  }
  const context = auditContext(caller);
  await executor
    .insert(auditLog)
    .values(patientIds.map((patientId) => ({ ...context, action, patientId, details })));
}

/** The jobs that write the database without a caller (`systemScope`, policy/system-scope.ts). */
export type SystemReason = 'archiving' | 'purge';

/**
 * What the audit log records as the actor of a job's entries: no user, no request. The purge's
 * entries carry neither role nor route since it was written (kept as they were by issue 23).
 */
const systemContexts: Record<SystemReason, { actorRoles: string | null; route: string | null }> = {
  archiving: { actorRoles: 'system', route: 'job:archiving' },
  purge: { actorRoles: null, route: null },
};

/** One entry a job writes: what, about whom, and when (now when not given). */
export interface SystemEntry {
  action: AuditAction;
  patientId?: string | null;
  details?: Record<string, unknown> | null;
  at?: Date;
}

/** Writes a job's entries with `executor` (the job's transaction), in one INSERT. */
export async function auditSystem(
  executor: DbExecutor,
  reason: SystemReason,
  entries: readonly SystemEntry[],
): Promise<void> {
  if (entries.length === 0) {
    return;
  }
  const context = { actorUserId: null, requestId: null, ip: null, method: null };
  await executor
    .insert(auditLog)
    .values(entries.map((entry) => ({ ...context, ...systemContexts[reason], ...entry })));
}

/**
 * Writes entries as they are given, actor included: the demo data's history of reads and changes
 * (seed/demo-activities.ts), so that the access log has something to show. Nothing else calls it.
 */
export async function auditSeededHistory(
  executor: DbExecutor,
  entries: readonly {
    at: Date;
    actorUserId: string | null;
    actorRoles: string;
    action: string;
    patientId: string;
  }[],
): Promise<void> {
  await executor.insert(auditLog).values([...entries]);
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
      auditLog.actorClientId,
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
  return sql`${value('auditActor')}::uuid, ${value('auditRoles')}::text,
      ${value('auditClient')}::uuid, ${value('auditAction')}::text,
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
    auditClient: context.actorClientId,
    auditAction: action,
    auditDetails: details === null ? null : JSON.stringify(details),
    auditRequestId: context.requestId,
    auditIp: context.ip,
    auditMethod: context.method,
    auditRoute: context.route,
  };
}
