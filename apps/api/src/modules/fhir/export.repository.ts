/**
 * The bulk export jobs (`fhir_export_jobs`, ./export.ts): recorded, advanced and ended with the
 * requester's scope; purged and failed at start by the system (`systemScope`, no caller).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { fhirExportJobs, patients } from '../../db/schema';
import type { EstablishmentGrant, Scope } from '../../policy/scope';
import type { SystemScope } from '../../policy/system-scope';

export interface ExportJobRow {
  id: string;
  establishmentId: string;
  requestedByUserId: string | null;
  requestedByClientId: string | null;
  request: string;
  types: string[];
  since: Date | null;
  status: 'in-progress' | 'completed' | 'failed' | 'cancelled' | 'expired';
  transactionTime: Date;
  completedAt: Date | null;
  expiresAt: Date | null;
  output: { type: string; file: string; count: number }[] | null;
  done: number;
  total: number | null;
  heartbeatAt: Date;
  error: string | null;
}

/** A running job silent this long died with its process (its pages take seconds). */
export const staleExportMinutes = 10;

/** `in-progress` and silent for `staleExportMinutes`: died with its process. */
const stale = sql`${fhirExportJobs.status} = 'in-progress'
  and ${fhirExportJobs.heartbeatAt} < now() - make_interval(mins => ${staleExportMinutes})`;

/** A job by id, before the check of who asked (what the check is made with). */
export async function locateJob(scope: Scope, id: string): Promise<ExportJobRow | null> {
  const [row] = await scope.db.select().from(fhirExportJobs).where(eq(fhirExportJobs.id, id));
  return (row as ExportJobRow | undefined) ?? null;
}

/** Whether an export of the establishment is running (one that died is failed first). */
export async function exportInProgress(
  scope: Scope,
  establishment: EstablishmentGrant,
): Promise<boolean> {
  await failStaleJobs(scope, establishment);
  const [row] = await scope.db
    .select({ id: fhirExportJobs.id })
    .from(fhirExportJobs)
    .where(
      and(
        eq(fhirExportJobs.establishmentId, establishment.establishmentId),
        eq(fhirExportJobs.status, 'in-progress'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertJob(
  scope: Scope,
  establishment: EstablishmentGrant,
  values: { request: string; types: string[]; since: Date | null },
): Promise<ExportJobRow> {
  const client = scope.caller.client;
  const [row] = await scope.db
    .insert(fhirExportJobs)
    .values({
      establishmentId: establishment.establishmentId,
      requestedByUserId: client ? null : scope.user.userId,
      requestedByClientId: client ? client.id : null,
      ...values,
      transactionTime: sql`now()`,
      total: sql`(select count(*) from ${patients}
        where ${patients.establishmentId} = ${establishment.establishmentId}
          and ${patients.archivedAt} is null)::int`,
    })
    .returning();
  return row as ExportJobRow;
}

export async function recordProgress(scope: Scope, id: string, done: number): Promise<void> {
  await scope.db
    .update(fhirExportJobs)
    .set({ done, heartbeatAt: sql`now()` })
    .where(eq(fhirExportJobs.id, id));
}

/** Completes a running job (a cancelled one stays cancelled), kept `retentionHours`. */
export async function completeJob(
  scope: Scope,
  id: string,
  values: { output: ExportJobRow['output']; done: number; retentionHours: number },
): Promise<void> {
  await scope.db
    .update(fhirExportJobs)
    .set({
      status: 'completed',
      output: values.output,
      done: values.done,
      completedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${values.retentionHours})`,
    })
    .where(and(eq(fhirExportJobs.id, id), eq(fhirExportJobs.status, 'in-progress')));
}

export async function failJob(scope: Scope, id: string, error: string): Promise<void> {
  await scope.db
    .update(fhirExportJobs)
    .set({ status: 'failed', completedAt: sql`now()`, error })
    .where(and(eq(fhirExportJobs.id, id), eq(fhirExportJobs.status, 'in-progress')));
}

export async function cancelJob(scope: Scope, id: string): Promise<void> {
  await scope.db
    .update(fhirExportJobs)
    .set({ status: 'cancelled', output: null })
    .where(eq(fhirExportJobs.id, id));
}

/** Marks the completed jobs past their time expired; their ids, whose files go. */
export async function expireJobs(scope: SystemScope): Promise<string[]> {
  const rows = await scope.db
    .update(fhirExportJobs)
    .set({ status: 'expired', output: null })
    .where(and(eq(fhirExportJobs.status, 'completed'), lt(fhirExportJobs.expiresAt, sql`now()`)))
    .returning({ id: fhirExportJobs.id });
  return rows.map((row) => row.id);
}

/** The jobs that died with their process, of the establishment or the one named: failed. */
export async function failStaleJobs(
  scope: Scope,
  which: EstablishmentGrant | { readonly jobId: string },
): Promise<void> {
  await scope.db
    .update(fhirExportJobs)
    .set({ status: 'failed', error: 'interrupted: the server stopped', completedAt: sql`now()` })
    .where(
      and(
        'jobId' in which
          ? eq(fhirExportJobs.id, which.jobId)
          : eq(fhirExportJobs.establishmentId, which.establishmentId),
        stale,
      ),
    );
}
