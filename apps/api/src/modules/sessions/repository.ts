/**
 * Queries of the sessions module (Drizzle only, no decisions). Every list is one query (joins,
 * `inArray`), never one query per row.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  establishments,
  exercises,
  patientPrograms,
  patients,
  programExercises,
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
  executor: DbExecutor,
  patientId: string,
  isSelfRehabilitation: boolean,
): Promise<AssignedProgram | null> {
  const [row] = await executor
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
  executor: DbExecutor,
  patientId: string,
): Promise<string | null> {
  const [row] = await executor
    .select({ timeZone: establishments.timeZone })
    .from(patients)
    .innerJoin(establishments, eq(establishments.id, patients.establishmentId))
    .where(eq(patients.id, patientId));
  return row?.timeZone ?? null;
}

export interface PlannedExercise {
  programId: string;
  position: number;
  exerciseId: number;
  seriesCount: number;
  seriesDurationSeconds: number;
  restBetweenSeriesSeconds: number;
  equipment: number[];
}

/** The exercises of programs in order, with the program's overrides of the library's settings. */
export async function plannedExercises(
  executor: DbExecutor,
  programIds: readonly string[],
): Promise<PlannedExercise[]> {
  if (programIds.length === 0) {
    return [];
  }
  const rows = await executor
    .select({
      programId: programExercises.programId,
      position: programExercises.position,
      exerciseId: programExercises.exerciseId,
      seriesCount: programExercises.seriesCount,
      seriesDurationSeconds: programExercises.seriesDurationSeconds,
      restBetweenSeriesSeconds: programExercises.restBetweenSeriesSeconds,
      librarySeriesCount: exercises.seriesCount,
      librarySeriesDuration: exercises.seriesDurationSeconds,
      libraryRest: exercises.restBetweenSeriesSeconds,
      equipment: exercises.equipment,
    })
    .from(programExercises)
    .innerJoin(exercises, eq(exercises.id, programExercises.exerciseId))
    .where(inArray(programExercises.programId, [...programIds]))
    .orderBy(asc(programExercises.programId), asc(programExercises.position));
  return rows.map((row) => ({
    programId: row.programId,
    position: row.position,
    exerciseId: row.exerciseId,
    seriesCount: row.seriesCount ?? row.librarySeriesCount,
    seriesDurationSeconds: row.seriesDurationSeconds ?? row.librarySeriesDuration,
    restBetweenSeriesSeconds: row.restBetweenSeriesSeconds ?? row.libraryRest,
    equipment: row.equipment,
  }));
}

/** Library settings of exercises (for recorded steps beyond a program that was shortened). */
export async function libraryExercises(
  executor: DbExecutor,
  exerciseIds: readonly number[],
): Promise<Map<number, Omit<PlannedExercise, 'programId' | 'position'>>> {
  if (exerciseIds.length === 0) {
    return new Map();
  }
  const rows = await executor
    .select({
      exerciseId: exercises.id,
      seriesCount: exercises.seriesCount,
      seriesDurationSeconds: exercises.seriesDurationSeconds,
      restBetweenSeriesSeconds: exercises.restBetweenSeriesSeconds,
      equipment: exercises.equipment,
    })
    .from(exercises)
    .where(inArray(exercises.id, [...exerciseIds]));
  return new Map(rows.map((row) => [row.exerciseId, row]));
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
 * Sessions with their program and review, newest first, with their attempt numbers. `scope`
 * selects the sessions (attempts are counted within it, so it must hold whole days of a patient
 * program); `sessionId` keeps one of them.
 */
export async function findSessions(
  executor: DbExecutor,
  scope: {
    patientId?: string;
    patientProgramId?: string;
    day?: string;
    from?: string;
    to?: string;
  },
  options: { sessionId?: string; limit?: number } = {},
): Promise<SessionRow[]> {
  const conditions: SQL[] = [];
  if (scope.patientId) {
    conditions.push(eq(sessions.patientId, scope.patientId));
  }
  if (scope.patientProgramId) {
    conditions.push(eq(sessions.patientProgramId, scope.patientProgramId));
  }
  if (scope.day) {
    conditions.push(eq(sessions.day, scope.day));
  }
  if (scope.from) {
    conditions.push(gte(sessions.day, scope.from));
  }
  if (scope.to) {
    conditions.push(lte(sessions.day, scope.to));
  }
  const ranked = executor
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
  const query = executor
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

export interface StepRow {
  sessionId: string;
  position: number;
  exerciseId: number | null;
  durationSeconds: number;
  effort: number | null;
  submittedAt: Date;
}

export async function stepsOf(
  executor: DbExecutor,
  sessionIds: readonly string[],
): Promise<StepRow[]> {
  if (sessionIds.length === 0) {
    return [];
  }
  return executor
    .select({
      sessionId: sessionSteps.sessionId,
      position: sessionSteps.position,
      exerciseId: sessionSteps.exerciseId,
      durationSeconds: sessionSteps.durationSeconds,
      effort: sessionSteps.effort,
      submittedAt: sessionSteps.submittedAt,
    })
    .from(sessionSteps)
    .where(inArray(sessionSteps.sessionId, [...sessionIds]))
    .orderBy(asc(sessionSteps.sessionId), asc(sessionSteps.position));
}

/**
 * Serialises the creation of a patient's sessions of one kind until the end of the transaction,
 * so that two concurrent "current" calls create one session (PostgreSQL and PGlite alike).
 */
export async function lockPatientSessions(
  tx: DbExecutor,
  patientId: string,
  isSelfRehabilitation: boolean,
): Promise<void> {
  const key = `sessions:${patientId}:${isSelfRehabilitation ? 'self' : 'supervised'}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Locks one session row for the rest of the transaction; null when it does not exist. */
export async function lockSession(
  tx: DbExecutor,
  sessionId: string,
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
  const [row] = await tx
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

/** The latest session of a patient program on a day. */
export async function latestSessionOfDay(
  executor: DbExecutor,
  patientProgramId: string,
  day: string,
): Promise<{ id: string; status: string } | null> {
  const [row] = await executor
    .select({ id: sessions.id, status: sessions.status })
    .from(sessions)
    .where(and(eq(sessions.patientProgramId, patientProgramId), eq(sessions.day, day)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  executor: DbExecutor,
  values: {
    patientId: string;
    patientProgramId: string;
    isSelfRehabilitation: boolean;
    day: string;
    /** The program's plan as the session starts (kept with it). */
    plan: SessionPlanRow[];
  },
): Promise<string> {
  const [row] = await executor
    .insert(sessions)
    .values({ ...values, status: 'assigned' })
    .returning({ id: sessions.id });
  return row!.id;
}

export async function countSteps(executor: DbExecutor, sessionId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(sessionSteps)
    .where(eq(sessionSteps.sessionId, sessionId));
  return Number(row?.count ?? 0);
}

export async function insertStep(
  executor: DbExecutor,
  values: {
    sessionId: string;
    position: number;
    exerciseId: number;
    durationSeconds: number;
    effort: number | null;
  },
): Promise<void> {
  await executor.insert(sessionSteps).values(values);
}

export async function markLaunched(executor: DbExecutor, sessionId: string): Promise<void> {
  await executor
    .update(sessions)
    .set({ status: 'launched', launchedAt: sql`coalesce(${sessions.launchedAt}, now())` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.status, 'assigned')));
}

export async function insertReview(
  executor: DbExecutor,
  values: { sessionId: string; pain: number; difficulty: number },
): Promise<void> {
  await executor.insert(sessionReviews).values(values);
}

export async function markDone(executor: DbExecutor, sessionId: string): Promise<void> {
  await executor
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
  executor: DbExecutor,
  values: {
    sessionId: string;
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
  const [existing] = await executor
    .select({ id: sessionPlayerHours.id })
    .from(sessionPlayerHours)
    .where(
      and(
        eq(sessionPlayerHours.sessionId, values.sessionId),
        eq(sessionPlayerHours.openingTime, values.openingTime),
      ),
    )
    .limit(1)
    .for('update');
  if (existing) {
    if (Object.keys(change).length === 0) {
      const [row] = await executor
        .select(columns)
        .from(sessionPlayerHours)
        .where(eq(sessionPlayerHours.id, existing.id));
      return row!;
    }
    const [row] = await executor
      .update(sessionPlayerHours)
      .set(change)
      .where(eq(sessionPlayerHours.id, existing.id))
      .returning(columns);
    return row!;
  }
  const [row] = await executor
    .insert(sessionPlayerHours)
    .values({ sessionId: values.sessionId, openingTime: values.openingTime, ...change })
    .returning(columns);
  return row!;
}
