/**
 * Test fixtures of the sessions module: a program of library exercises assigned to a patient.
 * (Programs belong to the programs module; the tests only need rows to run sessions on.)
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dailyMetrics, patientPrograms, programExercises, programs } from '../src/db/schema';
import { ensureExerciseCatalogue } from '../src/modules/exercises/catalogue';
import { ensureRanksAndTags } from '../src/modules/stats/stars';

export interface ExerciseChoice {
  exerciseId: number;
  seriesCount?: number;
  seriesDurationSeconds?: number;
  restBetweenSeriesSeconds?: number;
}

/** The reference data sessions and stars rely on (exercise library, ranks, tags). */
export async function ensureSessionReferenceData(app: FastifyInstance): Promise<void> {
  await ensureExerciseCatalogue(app.db);
  await ensureRanksAndTags(app.db);
}

/** Creates a product program of these exercises and assigns it to the patient. */
export async function assignProgram(
  app: FastifyInstance,
  patientId: string,
  choices: readonly ExerciseChoice[],
  options: { isSelfRehabilitation?: boolean; name?: string; reeducatorId?: string } = {},
): Promise<{ programId: string; patientProgramId: string }> {
  return app.db.transaction(async (tx) => {
    const [program] = await tx
      .insert(programs)
      .values({
        name: options.name ?? 'Programme de test',
        reeducatorId: options.reeducatorId ?? null,
      })
      .returning({ id: programs.id });
    if (choices.length > 0) {
      await tx.insert(programExercises).values(
        choices.map((choice, position) => ({
          programId: program!.id,
          position,
          exerciseId: choice.exerciseId,
          seriesCount: choice.seriesCount,
          seriesDurationSeconds: choice.seriesDurationSeconds,
          restBetweenSeriesSeconds: choice.restBetweenSeriesSeconds,
        })),
      );
    }
    // End the current assignment of this kind, as a reassignment does.
    const isSelfRehabilitation = options.isSelfRehabilitation ?? true;
    await tx
      .update(patientPrograms)
      .set({ endedAt: sql`now()` })
      .where(
        and(
          eq(patientPrograms.patientId, patientId),
          eq(patientPrograms.isSelfRehabilitation, isSelfRehabilitation),
          isNull(patientPrograms.endedAt),
        ),
      );
    const [assignment] = await tx
      .insert(patientPrograms)
      .values({ patientId, programId: program!.id, isSelfRehabilitation })
      .returning({ id: patientPrograms.id });
    return { programId: program!.id, patientProgramId: assignment!.id };
  });
}

/** The stars columns of a patient's day, or null when the day has no row. */
export async function starsOf(
  app: FastifyInstance,
  patientId: string,
  day: string,
): Promise<{
  workoutStars: number | null;
  stars: number | null;
  selfRehabilitationCount: number | null;
} | null> {
  const [row] = await app.db
    .select({
      workoutStars: dailyMetrics.workoutStars,
      stars: dailyMetrics.stars,
      selfRehabilitationCount: dailyMetrics.selfRehabilitationCount,
    })
    .from(dailyMetrics)
    .where(and(eq(dailyMetrics.patientId, patientId), eq(dailyMetrics.day, day)));
  return row ?? null;
}
