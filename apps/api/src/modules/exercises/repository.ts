/** Queries of the exercise library and its likes. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { actsAsRehabilitator } from '../../auth/user';
import type { RehabilitatorGrant, Scope } from '../../policy/scope';
import { exerciseLikes, exercises } from '../../db/schema';

/** Whether `rehabilitatorId` likes it (false without one), with the count of likes. */
const likedBy = (rehabilitatorId: string | null) =>
  rehabilitatorId
    ? sql<boolean>`coalesce(bool_or(${exerciseLikes.reeducatorId} = ${rehabilitatorId}), false)`
    : sql<boolean>`false`;

/**
 * The exercises in use, by id, with their likes: one query for the whole library (every signed-in
 * user reads it), with whether the caller likes each when they are a rehabilitator.
 */
export async function listExercises(scope: Scope) {
  const { user } = scope;
  const rehabilitatorId = actsAsRehabilitator(user) ? user.reeducatorId : null;
  return scope.db
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

export async function findExercise(scope: Scope, exerciseId: number) {
  const [row] = await scope.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), isNull(exercises.retiredAt)));
  return row ?? null;
}

export async function setLike(
  scope: Scope,
  exerciseId: number,
  { rehabilitatorId }: RehabilitatorGrant,
  like: boolean,
): Promise<void> {
  if (like) {
    await scope.db
      .insert(exerciseLikes)
      .values({ reeducatorId: rehabilitatorId, exerciseId })
      .onConflictDoNothing();
  } else {
    await scope.db
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
export async function likeState(
  scope: Scope,
  exerciseId: number,
  { rehabilitatorId }: RehabilitatorGrant,
) {
  const [row] = await scope.db
    .select({ likes: count(exerciseLikes.reeducatorId), liked: likedBy(rehabilitatorId) })
    .from(exerciseLikes)
    .where(eq(exerciseLikes.exerciseId, exerciseId));
  return { likes: Number(row?.likes ?? 0), liked: Boolean(row?.liked) };
}
