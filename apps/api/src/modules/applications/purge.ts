/**
 * The purge of old applications (docs/decisions/api-application-retention.md): an application
 * that never became an account is deleted with its documents, rows and files, once it has not
 * moved for the retention delay. A direct debit order holds bank details; it is kept no longer
 * than the application needs it. Signed-up applications stay: their account and its mandate live on.
 */
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationDocuments, applications } from '../../db/schema';
import { systemScope } from '../../policy/system-scope';
import { removeStoredFile } from './documents';

/** Days without a change after which an application is purged. */
export const applicationRetentionDays = {
  /** Drafts, checks, confirmed but never signed up, cancelled, expired: 90 days. */
  unfinished: 90,
  /** On the waiting list: a year, the time a device may take to become available. */
  waitlisted: 365,
} as const;

const unfinishedStatuses = [
  'draft',
  'available',
  'unavailable',
  'confirmed',
  'cancelled',
  'expired',
] as const;

const dayMs = 86_400_000;

export interface PurgeOutcome {
  applications: number;
  documents: number;
}

/**
 * Deletes the applications past their delay at `now`, with their documents, in one transaction
 * (audited as `application.purge` with the counts, no personal data); the files go after the
 * commit. Running it twice, or in two processes at once, deletes each application once.
 */
export async function purgeApplications(
  db: Db,
  storageDir: string,
  now: Date = new Date(),
): Promise<PurgeOutcome> {
  const unfinishedBefore = new Date(now.getTime() - applicationRetentionDays.unfinished * dayMs);
  const waitlistedBefore = new Date(now.getTime() - applicationRetentionDays.waitlisted * dayMs);
  const { storageKeys, count } = await systemScope(db, 'purge').transaction(async (scope) => {
    const tx = scope.db;
    const expired = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(
        or(
          and(
            inArray(applications.status, [...unfinishedStatuses]),
            lt(applications.updatedAt, unfinishedBefore),
          ),
          and(eq(applications.status, 'waitlisted'), lt(applications.updatedAt, waitlistedBefore)),
        ),
      )
      .for('update', { skipLocked: true });
    const ids = expired.map((row) => row.id);
    if (ids.length === 0) {
      return { storageKeys: [] as string[], count: 0 };
    }
    const documents = await tx
      .delete(applicationDocuments)
      .where(inArray(applicationDocuments.applicationId, ids))
      .returning({ storageKey: applicationDocuments.storageKey });
    await tx.delete(applications).where(inArray(applications.id, ids));
    await scope.audit([
      {
        action: 'application.purge',
        details: { applications: ids.length, documents: documents.length },
      },
    ]);
    return { storageKeys: documents.map((row) => row.storageKey), count: ids.length };
  });
  await Promise.all(storageKeys.map((key) => removeStoredFile(storageDir, key)));
  return { applications: count, documents: storageKeys.length };
}
