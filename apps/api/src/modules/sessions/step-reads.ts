/**
 * Reads keyed by ids that an earlier, scoped read returned (docs/decisions/api-access-scope.md):
 * the plans of programs, the steps of sessions, the library's settings of exercises. They take
 * the database, not a scope, because the stars (stats/stars.ts) read them too, from the review of
 * a session and from the device ingestion: whoever calls them has already reached these ids
 * through the scope (`findSessions`, `activePatientProgram`) or is the system.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { exercises, programExercises, sessionSteps } from '../../db/schema';

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
