/**
 * The audit log: who read or changed a patient's data, and when (append-only, see the schema).
 * Call `audit()` in every handler or service that reads or changes a patient's data; pass the
 * transaction of a write so that the entry is committed with the change, or not at all.
 */
import type { FastifyRequest } from 'fastify';
import type { DbExecutor } from '../db/client';
import { auditLog } from '../db/schema';

/** `<resource>.<verb>`, e.g. patient.read, patient.update, device.assign, session.review. */
export type AuditAction = `${string}.${string}`;

export async function audit(
  request: FastifyRequest,
  action: AuditAction,
  patientId: string | null,
  details: Record<string, unknown> | null = null,
  executor: DbExecutor = request.server.db,
): Promise<void> {
  let actorUserId: string | null = null;
  let actorRoles: string | null = null;
  if (!request.routeOptions.config.public) {
    actorUserId = request.user.userId;
    actorRoles = request.user.roles.join(',');
  }
  await executor.insert(auditLog).values({
    actorUserId,
    actorRoles,
    action,
    patientId,
    details,
    requestId: request.id,
    ip: request.ip,
    method: request.method,
    route: request.routeOptions.url ?? null,
  });
}
