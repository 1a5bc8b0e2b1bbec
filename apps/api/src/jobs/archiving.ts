/**
 * The archiving job (docs/decisions/api-archiving.md): a patient whose service has ended is
 * archived once the day scheduled for it (30 days later, docs/product.md#archiving) has come, in
 * the time zone of their establishment (Europe/Paris without one).
 *
 * Archiving a patient, in one transaction per run:
 * - `patients.archived_at` is set (the patient leaves the current lists for the archives; the
 *   rehabilitators' accepted links are kept, so that the patient appears in their archives);
 * - the account is disabled and its sessions revoked (it can no longer sign in);
 * - a device still associated with them is freed;
 * - their adapted activities and planned coaching end, pending invitations with rehabilitators are
 *   cancelled;
 * - one audit entry per patient (`patient.archive`, no actor: the system did it).
 *
 * Several API processes may run it at once: the first statement is an
 * `UPDATE ... WHERE archived_at IS NULL AND archive_scheduled_for <= today RETURNING id`, which
 * PostgreSQL makes exact: a second transaction waiting on the same rows re-reads them after the
 * first commits, finds `archived_at` set and skips them, so each patient is archived (and audited)
 * once, without any lock held between runs.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { defaultTimeZone } from '@oxilio/domain';
import type { Db } from '../db/client';
import { systemScope } from '../policy/system-scope';
import { cancelPlanned as cancelPlannedCoaching } from '../modules/coaching/repository';
import {
  deviceAssignments,
  patientAdaptedActivities,
  patientRehabilitators,
  patients,
  refreshTokens,
  users,
} from '../db/schema';
import { createPeriodicJob, type PeriodicJob } from './periodic';

export interface ArchivedPatient {
  patientId: string;
  archiveScheduledFor: string;
  freedDeviceIds: string[];
}

/** Archives every patient whose archiving day has come by `now`; returns them. */
export async function archiveDuePatients(
  db: Db,
  now: Date = new Date(),
): Promise<ArchivedPatient[]> {
  // The job's entries are the system's (`patient.archive`, no actor): audit.ts `auditSystem`.
  return systemScope(db, 'archiving').transaction(async (scope) => {
    const tx = scope.db;
    const today = sql`(timezone(coalesce((select e.time_zone from establishments e
        where e.id = ${patients.establishmentId}), ${defaultTimeZone}), ${now.toISOString()}::timestamptz))::date`;
    const archived = await tx
      .update(patients)
      .set({ archivedAt: now, updatedAt: now })
      .where(
        and(
          isNull(patients.archivedAt),
          sql`${patients.archiveScheduledFor} is not null`,
          sql`${patients.archiveScheduledFor} <= ${today}`,
        ),
      )
      .returning({
        patientId: patients.id,
        userId: patients.userId,
        archiveScheduledFor: patients.archiveScheduledFor,
      });
    if (archived.length === 0) {
      return [];
    }
    const patientIds = archived.map((row) => row.patientId);
    const userIds = archived.flatMap((row) => (row.userId ? [row.userId] : []));

    if (userIds.length > 0) {
      await tx
        .update(users)
        .set({ disabledAt: now, updatedAt: now })
        .where(and(inArray(users.id, userIds), isNull(users.disabledAt)));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now, revokedReason: 'archived' })
        .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)));
    }
    const freed = await tx
      .update(deviceAssignments)
      .set({ unassignedAt: now })
      .where(
        and(
          inArray(deviceAssignments.patientId, patientIds),
          isNull(deviceAssignments.unassignedAt),
        ),
      )
      .returning({ patientId: deviceAssignments.patientId, deviceId: deviceAssignments.deviceId });
    await tx
      .update(patientAdaptedActivities)
      .set({ endedAt: now })
      .where(
        and(
          inArray(patientAdaptedActivities.patientId, patientIds),
          isNull(patientAdaptedActivities.endedAt),
        ),
      );
    await tx
      .update(patientRehabilitators)
      .set({ status: 'cancelled', answeredAt: now })
      .where(
        and(
          inArray(patientRehabilitators.patientId, patientIds),
          eq(patientRehabilitators.status, 'pending'),
        ),
      );
    await cancelPlannedCoaching(scope, patientIds, now);

    const result = archived.map((row) => ({
      patientId: row.patientId,
      archiveScheduledFor: row.archiveScheduledFor!,
      freedDeviceIds: freed
        .filter((assignment) => assignment.patientId === row.patientId)
        .map((assignment) => assignment.deviceId),
    }));
    await scope.audit(
      result.map((row) => ({
        at: now,
        action: 'patient.archive',
        patientId: row.patientId,
        details: {
          reason: 'service_ended',
          archiveScheduledFor: row.archiveScheduledFor,
          freedDeviceIds: row.freedDeviceIds,
        },
      })),
    );
    return result;
  });
}

export type ArchivingJob = PeriodicJob<ArchivedPatient[]>;

export function createArchivingJob(options: {
  db: Db;
  intervalMs: number;
  now?: () => Date;
  onArchived?: (archived: ArchivedPatient[]) => void;
  onError?: (error: unknown) => void;
}): ArchivingJob {
  const now = options.now ?? (() => new Date());
  return createPeriodicJob({
    intervalMs: options.intervalMs,
    onError: options.onError,
    run: async () => {
      const archived = await archiveDuePatients(options.db, now());
      if (archived.length > 0) {
        options.onArchived?.(archived);
      }
      return archived;
    },
  });
}
