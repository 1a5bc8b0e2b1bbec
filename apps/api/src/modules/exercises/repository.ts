/** Queries of the exercise library and its likes. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { exerciseLikes, exercises } from '../../db/schema';

/** Whether `rehabilitatorId` likes it (false without one), with the count of likes. */
const likedBy = (rehabilitatorId: string | null) =>
  rehabilitatorId
    ? sql<boolean>`coalesce(bool_or(${exerciseLikes.reeducatorId} = ${rehabilitatorId}), false)`
    : sql<boolean>`false`;

/** The exercises in use, by id, with their likes: one query for the whole library. */
export async function listExercises(executor: DbExecutor, rehabilitatorId: string | null) {
  return executor
    .select({
      id: exercises.id,
      type: exercises.type,
      theme: exercises.theme,
      position: exercises.position,
      bodyPart: exercises.bodyPart,
      difficulty: exercises.difficulty,
      equipment: exercises.equipment,
      seriesDurationSeconds: exercises.seriesDurationSeconds,
      seriesCount: exercises.seriesCount,
      restBetweenSeriesSeconds: exercises.restBetweenSeriesSeconds,
      adviceKey: exercises.adviceKey,
      likes: count(exerciseLikes.reeducatorId),
      liked: likedBy(rehabilitatorId),
    })
    .from(exercises)
    .leftJoin(exerciseLikes, eq(exerciseLikes.exerciseId, exercises.id))
    .where(isNull(exercises.retiredAt))
    .groupBy(exercises.id)
    .orderBy(asc(exercises.id));
}

export async function findExercise(executor: DbExecutor, exerciseId: number) {
  const [row] = await executor
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), isNull(exercises.retiredAt)));
  return row ?? null;
}

export async function setLike(
  executor: DbExecutor,
  exerciseId: number,
  rehabilitatorId: string,
  like: boolean,
): Promise<void> {
  if (like) {
    await executor
      .insert(exerciseLikes)
      .values({ reeducatorId: rehabilitatorId, exerciseId })
      .onConflictDoNothing();
  } else {
    await executor
      .delete(exerciseLikes)
      .where(
        and(
          eq(exerciseLikes.reeducatorId, rehabilitatorId),
          eq(exerciseLikes.exerciseId, exerciseId),
        ),
      );
  }
}

/** The likes of one exercise, and whether `rehabilitatorId` is among them. */
export async function likeState(executor: DbExecutor, exerciseId: number, rehabilitatorId: string) {
  const [row] = await executor
    .select({ likes: count(exerciseLikes.reeducatorId), liked: likedBy(rehabilitatorId) })
    .from(exerciseLikes)
    .where(eq(exerciseLikes.exerciseId, exerciseId));
  return { likes: Number(row?.likes ?? 0), liked: Boolean(row?.liked) };
}
