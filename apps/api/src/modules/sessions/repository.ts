/**
 * Queries of the sessions module (Drizzle only, no decisions). Every list is one query (joins,
 * `inArray`), never one query per row. A patient's sessions are reached through the grant of
 * `scope.patient`, a session through that of `scope.session` (docs/decisions/api-access-scope.md);
 * the reads by program, session or exercise ids are ./step-reads.ts.
 */
import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { PatientGrant, Scope, SessionGrant } from '../../policy/scope';
import {
  establishments,
  patientPrograms,
  patients,
  programs,
  sessionPlayerHours,
  sessionReviews,
  sessionSteps,
  sessions,
} from '../../db/schema';
import type { SessionPlanRow } from './plan';

export interface AssignedProgram {
  patientProgramId: string;
  programId: string;
  programName: string;
}

/** The patient's active (not ended) patient program of this kind, if any. */
export async function activePatientProgram(
  scope: Scope,
  { patientId }: PatientGrant,
  isSelfRehabilitation: boolean,
): Promise<AssignedProgram | null> {
  const [row] = await scope.db
    .select({
      patientProgramId: patientPrograms.id,
      programId: patientPrograms.programId,
      programName: programs.name,
    })
    .from(patientPrograms)
    .innerJoin(programs, eq(programs.id, patientPrograms.programId))
    .where(
      and(
        eq(patientPrograms.patientId, patientId),
        eq(patientPrograms.isSelfRehabilitation, isSelfRehabilitation),
        isNull(patientPrograms.endedAt),
      ),
    )
    .orderBy(desc(patientPrograms.assignedAt))
    .limit(1);
  return row ?? null;
}

/** The time zone of the patient's establishment (null when the patient has none). */
export async function patientTimeZone(
  scope: Scope,
  { patientId }: PatientGrant,
): Promise<string | null> {
  const [row] = await scope.db
    .select({ timeZone: establishments.timeZone })
    .from(patients)
    .innerJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(eq(patients.id, patientId));
  return row?.timeZone ?? null;
}

export interface SessionRow {
  id: string;
  patientId: string;
  patientProgramId: string;
  programId: string;
  programName: string;
  isSelfRehabilitation: boolean;
  status: 'assigned' | 'launched' | 'done';
  day: string;
  launchedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  programEndedAt: Date | null;
  /** 1-based rank of the session among the attempts of its day on its patient program. */
  attempt: number;
  /** Attempts of that day on that patient program. */
  attempts: number;
  review: { pain: number; difficulty: number; submittedAt: Date } | null;
  /** The plan the session keeps, as stored (unchecked: read it with `parseSessionPlan`). */
  plan: unknown;
}

/**
 * The patient's sessions with their program and review, newest first, with their attempt numbers.
 * `filter` selects the sessions (attempts are counted within it, so it must hold whole days of a
 * patient program); `sessionId` keeps one of them.
 */
export async function findSessions(
  scope: Scope,
  { patientId }: PatientGrant,
  filter: {
    patientProgramId?: string;
    day?: string;
    from?: string;
    to?: string;
  },
  options: { sessionId?: string; limit?: number } = {},
): Promise<SessionRow[]> {
  const conditions: SQL[] = [eq(sessions.patientId, patientId)];
  if (filter.patientProgramId) {
    conditions.push(eq(sessions.patientProgramId, filter.patientProgramId));
  }
  if (filter.day) {
    conditions.push(eq(sessions.day, filter.day));
  }
  if (filter.from) {
    conditions.push(gte(sessions.day, filter.from));
  }
  if (filter.to) {
    conditions.push(lte(sessions.day, filter.to));
  }
  const ranked = scope.db
    .select({
      id: sessions.id,
      attempt:
        sql<number>`(row_number() over (partition by ${sessions.patientProgramId}, ${sessions.day} order by ${sessions.createdAt}, ${sessions.id}))::int`.as(
          'attempt',
        ),
      attempts:
        sql<number>`(count(*) over (partition by ${sessions.patientProgramId}, ${sessions.day}))::int`.as(
          'attempts',
        ),
    })
    .from(sessions)
    .where(and(...conditions))
    .as('ranked');
  const query = scope.db
    .select({
      id: sessions.id,
      patientId: sessions.patientId,
      patientProgramId: patientPrograms.id,
      programId: patientPrograms.programId,
      programName: programs.name,
      isSelfRehabilitation: sessions.isSelfRehabilitation,
      status: sessions.status,
      day: sessions.day,
      launchedAt: sessions.launchedAt,
      completedAt: sessions.completedAt,
      createdAt: sessions.createdAt,
      plan: sessions.plan,
      programEndedAt: patientPrograms.endedAt,
      attempt: ranked.attempt,
      attempts: ranked.attempts,
      pain: sessionReviews.pain,
      difficulty: sessionReviews.difficulty,
      reviewedAt: sessionReviews.submittedAt,
    })
    .from(sessions)
    .innerJoin(ranked, eq(ranked.id, sessions.id))
    .innerJoin(patientPrograms, eq(patientPrograms.id, sessions.patientProgramId))
    .innerJoin(programs, eq(programs.id, patientPrograms.programId))
    .leftJoin(sessionReviews, eq(sessionReviews.sessionId, sessions.id))
    .where(options.sessionId ? eq(sessions.id, options.sessionId) : undefined)
    .orderBy(desc(sessions.day), desc(sessions.createdAt), desc(sessions.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return rows.map(({ pain, difficulty, reviewedAt, ...row }) => ({
    ...row,
    status: row.status as SessionRow['status'],
    review:
      pain !== null && difficulty !== null && reviewedAt !== null
        ? { pain, difficulty, submittedAt: reviewedAt }
        : null,
  }));
}

/**
 * Serialises the creation of a patient's sessions of one kind until the end of the transaction,
 * so that two concurrent "current" calls create one session (PostgreSQL and PGlite alike).
 */
export async function lockPatientSessions(
  tx: Scope,
  { patientId }: PatientGrant,
  isSelfRehabilitation: boolean,
): Promise<void> {
  const key = `sessions:${patientId}:${isSelfRehabilitation ? 'self' : 'supervised'}`;
  await tx.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Locks one session row for the rest of the transaction; null when it does not exist. */
export async function lockSession(
  tx: Scope,
  { sessionId }: SessionGrant,
): Promise<{
  id: string;
  patientId: string;
  patientProgramId: string | null;
  isSelfRehabilitation: boolean;
  status: string;
  day: string;
  /** As stored (unchecked: read it with `parseSessionPlan`). */
  plan: unknown;
} | null> {
  const [row] = await tx.db
    .select({
      id: sessions.id,
      patientId: sessions.patientId,
      patientProgramId: sessions.patientProgramId,
      isSelfRehabilitation: sessions.isSelfRehabilitation,
      status: sessions.status,
      day: sessions.day,
      plan: sessions.plan,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
  return row ?? null;
}

/** The latest session of a patient program of the patient on a day. */
export async function latestSessionOfDay(
  scope: Scope,
  { patientId }: PatientGrant,
  patientProgramId: string,
  day: string,
): Promise<{ id: string; status: string } | null> {
  const [row] = await scope.db
    .select({ id: sessions.id, status: sessions.status })
    .from(sessions)
    .where(
      and(
        eq(sessions.patientProgramId, patientProgramId),
        eq(sessions.day, day),
        eq(sessions.patientId, patientId),
      ),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  scope: Scope,
  { patientId }: PatientGrant,
  values: {
    patientProgramId: string;
    isSelfRehabilitation: boolean;
    day: string;
    /** The program's plan as the session starts (kept with it). */
    plan: SessionPlanRow[];
  },
): Promise<string> {
  const [row] = await scope.db
    .insert(sessions)
    .values({ ...values, patientId, status: 'assigned' })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function countSteps(scope: Scope, { sessionId }: SessionGrant): Promise<number> {
  const [row] = await scope.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessionSteps)
    .where(eq(sessionSteps.sessionId, sessionId));
  return Number(row?.count ?? 0);
}

export async function insertStep(
  scope: Scope,
  { sessionId }: SessionGrant,
  values: {
    position: number;
    exerciseId: number;
    durationSeconds: number;
    effort: number | null;
  },
): Promise<void> {
  await scope.db.insert(sessionSteps).values({ ...values, sessionId });
}

export async function markLaunched(scope: Scope, { sessionId }: SessionGrant): Promise<void> {
  await scope.db
    .update(sessions)
    .set({ status: 'launched', launchedAt: sql`coalesce(${sessions.launchedAt}, now())` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'assigned')));
}

export async function insertReview(
  scope: Scope,
  { sessionId }: SessionGrant,
  values: { pain: number; difficulty: number },
): Promise<void> {
  await scope.db.insert(sessionReviews).values({ ...values, sessionId });
}

export async function markDone(scope: Scope, { sessionId }: SessionGrant): Promise<void> {
  await scope.db
    .update(sessions)
    .set({ status: 'done', completedAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export interface PlayerHoursRow {
  sessionId: string;
  openingTime: Date;
  closureTime: Date | null;
  hasRc: boolean;
}

/** Records an opening of the player; the same opening instant again updates that opening. */
export async function upsertPlayerHours(
  scope: Scope,
  { sessionId }: SessionGrant,
  values: {
    openingTime: Date;
    closureTime?: Date | null;
    hasRc?: boolean;
  },
): Promise<PlayerHoursRow> {
  const columns = {
    sessionId: sessionPlayerHours.sessionId,
    openingTime: sessionPlayerHours.openingTime,
    closureTime: sessionPlayerHours.closureTime,
    hasRc: sessionPlayerHours.hasRc,
  };
  const change: { closureTime?: Date | null; hasRc?: boolean } = {};
  if (values.closureTime !== undefined) {
    change.closureTime = values.closureTime;
  }
  if (values.hasRc !== undefined) {
    change.hasRc = values.hasRc;
  }
  const [existing] = await scope.db
    .select({ id: sessionPlayerHours.id })
    .from(sessionPlayerHours)
    .where(
      and(
        eq(sessionPlayerHours.sessionId, sessionId),
        eq(sessionPlayerHours.openingTime, values.openingTime),
      ),
    )
    .limit(1)
    .for('update');
  if (existing) {
    if (Object.keys(change).length === 0) {
      const [row] = await scope.db
        .select(columns)
        .from(sessionPlayerHours)
        .where(eq(sessionPlayerHours.id, existing.id));
      return row!;
    }
    const [row] = await scope.db
      .update(sessionPlayerHours)
      .set(change)
      .where(eq(sessionPlayerHours.id, existing.id))
      .returning(columns);
    return row!;
  }
  const [row] = await scope.db
    .insert(sessionPlayerHours)
    .values({ sessionId, openingTime: values.openingTime, ...change })
    .returning(columns);
  return row!;
}
