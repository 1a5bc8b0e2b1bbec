/**
 * The exercise library with its likes. Every signed-in user reads the library (patients see its
 * exercises in their sessions); only rehabilitators like. One query for the whole list.
 */
import type { ExerciseLike, LibraryExercise } from '@oxilio/domain/contract';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { actsAsReeducator, type AuthUser } from '../../auth/user';
import type { Db, DbExecutor } from '../../db/client';
import { exerciseLikes, exercises } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';

async function likeState(executor: DbExecutor, exerciseId: number, reeducatorId: string) {
  const [row] = await executor
    .select({
      likes: count(exerciseLikes.reeducatorId),
      liked: sql<boolean>`coalesce(bool_or(${exerciseLikes.reeducatorId} = ${reeducatorId}), false)`,
    })
    .from(exerciseLikes)
    .where(eq(exerciseLikes.exerciseId, exerciseId));
  return { likes: Number(row?.likes ?? 0), liked: Boolean(row?.liked) };
}

export function createExerciseService({ db }: { db: Db }) {
  return {
    async list(user: AuthUser): Promise<LibraryExercise[]> {
      const reeducatorId = actsAsReeducator(user) ? user.reeducatorId : null;
      const rows = await db
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
          liked: reeducatorId
            ? sql<boolean>`coalesce(bool_or(${exerciseLikes.reeducatorId} = ${reeducatorId}), false)`
            : sql<boolean>`false`,
        })
        .from(exercises)
        .leftJoin(exerciseLikes, eq(exerciseLikes.exerciseId, exercises.id))
        .where(isNull(exercises.retiredAt))
        .groupBy(exercises.id)
        .orderBy(asc(exercises.id));
      return rows.map(({ adviceKey, ...row }) => ({
        ...row,
        nameId: `domain.exercise.${row.id}.name`,
        adviceId: adviceKey,
        likes: Number(row.likes),
        liked: Boolean(row.liked),
      }));
    },

    async like(user: AuthUser, exerciseId: number, like: boolean): Promise<ExerciseLike> {
      if (!actsAsReeducator(user)) {
        throw new ForbiddenError();
      }
      const reeducatorId = user.reeducatorId;
      return db.transaction(async (tx) => {
        const [exercise] = await tx
          .select({ id: exercises.id })
          .from(exercises)
          .where(and(eq(exercises.id, exerciseId), isNull(exercises.retiredAt)));
        if (!exercise) {
          throw new NotFoundError('No such exercise.');
        }
        if (like) {
          await tx.insert(exerciseLikes).values({ reeducatorId, exerciseId }).onConflictDoNothing();
        } else {
          await tx
            .delete(exerciseLikes)
            .where(
              and(
                eq(exerciseLikes.reeducatorId, reeducatorId),
                eq(exerciseLikes.exerciseId, exerciseId),
              ),
            );
        }
        return { exerciseId, ...(await likeState(tx, exerciseId, reeducatorId)) };
      });
    },
  };
}
