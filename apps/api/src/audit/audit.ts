/**
 * The audit log: who read or changed a patient's data, and when (append-only, see the schema).
 * Call `audit()` in every handler or service that reads or changes a patient's data; pass the
 * transaction of a write so that the entry is committed with the change, or not at all.
 * A read that is one statement can carry its entries itself: `auditInsertSql()` (the stats calls).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/client';
import { auditLog } from '../db/schema';

/** `<resource>.<verb>`, e.g. patient.read, patient.update, device.assign, session.review. */
export type AuditAction = `${string}.${string}`;

/** The columns of an audit entry that come from the request: who, from where, through which route. */
export function auditContext(request: FastifyRequest) {
  let actorUserId: string | null = null;
  let actorRoles: string | null = null;
  if (!request.routeOptions.config.public) {
    actorUserId = request.user.userId;
    actorRoles = request.user.roles.join(',');
  }
  return {
    actorUserId,
    actorRoles,
    requestId: request.id,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? null,
  };
}

export async function audit(
  request: FastifyRequest,
  action: AuditAction,
  patientId: string | null,
  details: Record<string, unknown> | null = null,
  executor: DbExecutor = request.server.db,
): Promise<void> {
  await executor.insert(auditLog).values({ ...auditContext(request), action, patientId, details });
}

/**
 * An INSERT of one audit entry per patient id that `patientIds` yields (a SELECT of one uuid
 * column), the same entries `audit()` writes, to embed in the statement of a read as a
 * data-modifying WITH (`with audited as (${auditInsertSql(...)}) select ...`): the entries are
 * then committed with the read, by the same statement, or the read fails; one round trip for both.
 */
export function auditInsertSql(
  request: FastifyRequest,
  action: AuditAction,
  patientIds: SQL,
  details: Record<string, unknown> | null,
): SQL {
  const context = auditContext(request);
  const columns = [
    auditLog.actorUserId,
    auditLog.actorRoles,
    auditLog.action,
    auditLog.patientId,
    auditLog.details,
    auditLog.requestId,
    auditLog.ip,
    auditLog.method,
    auditLog.route,
  ].map((column) => sql.identifier(column.name));
  return sql`insert into ${auditLog} (${sql.join(columns, sql`, `)})
    select ${context.actorUserId}::uuid, ${context.actorRoles}::text, ${action}::text, audited_patient.id,
      ${details === null ? null : JSON.stringify(details)}::jsonb, ${context.requestId}::text,
      ${context.ip}::text, ${context.method}::text, ${context.route}::text
    from (${patientIds}) as audited_patient (id)`;
}
