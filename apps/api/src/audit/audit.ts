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
 * Who, what and from where are placeholders (the statement is built once and prepared): give them
 * `auditValues(request, action, details)` when executing it.
 */
export function auditInsertSql(patientIds: SQL): SQL {
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
  const value = (name: keyof ReturnType<typeof auditValues>) => sql.placeholder(name);
  return sql`insert into ${auditLog} (${sql.join(columns, sql`, `)})
    select ${value('auditActor')}::uuid, ${value('auditRoles')}::text, ${value('auditAction')}::text,
      audited_patient.id, ${value('auditDetails')}::jsonb, ${value('auditRequestId')}::text,
      ${value('auditIp')}::text, ${value('auditMethod')}::text, ${value('auditRoute')}::text
    from (${patientIds}) as audited_patient (id)`;
}

/** The values of the placeholders of `auditInsertSql`. */
export function auditValues(
  request: FastifyRequest,
  action: AuditAction,
  details: Record<string, unknown> | null,
) {
  const context = auditContext(request);
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
