/**
 * The exercise library in the database: the `exercises` table holds `exerciseCatalogue` of
 * @oxilio/domain (ids 2-86). Called at start-up after the migrations, by the demo seed and by the
 * tests that need it. Idempotent: inserts the missing rows and brings existing ones in line with
 * the catalogue (the catalogue is the source of truth), in one statement.
 */
import { exerciseAdviceMessage, exerciseCatalogue } from '@oxilio/domain';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { exercises } from '../../db/schema';

export async function ensureExerciseCatalogue(executor: DbExecutor): Promise<void> {
  await executor
    .insert(exercises)
    .values(
      exerciseCatalogue.map((exercise) => ({
        id: exercise.id,
        nameId: exercise.id,
        type: exercise.type,
        theme: exercise.theme,
        position: exercise.position,
        bodyPart: exercise.bodyPart,
        difficulty: exercise.difficulty,
        equipment: [...exercise.equipment],
        seriesDurationSeconds: exercise.seriesDurationSeconds,
        seriesCount: exercise.seriesCount,
        restBetweenSeriesSeconds: exercise.restSeconds,
        adviceKey: exerciseAdviceMessage(exercise.id)?.id ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: exercises.id,
      set: {
        nameId: sql`excluded.name_id`,
        type: sql`excluded.type`,
        theme: sql`excluded.theme`,
        position: sql`excluded.position`,
        bodyPart: sql`excluded.body_part`,
        difficulty: sql`excluded.difficulty`,
        equipment: sql`excluded.equipment`,
        seriesDurationSeconds: sql`excluded.series_duration_seconds`,
        seriesCount: sql`excluded.series_count`,
        restBetweenSeriesSeconds: sql`excluded.rest_between_series_seconds`,
        adviceKey: sql`excluded.advice_key`,
      },
    });
}
