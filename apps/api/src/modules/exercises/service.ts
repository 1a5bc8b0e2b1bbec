/**
 * The exercise library with its likes. Every signed-in user reads the library (patients see its
 * exercises in their sessions); only rehabilitators like.
 */
import type { ExerciseLike, LibraryExercise } from '@oxilio/domain/contract';
import type { Caller } from '../../auth/caller';
import { actsAsRehabilitator } from '../../auth/user';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/errors';
import { assertCanLikeExercises } from '../../policy';
import * as repository from './repository';

export function createExerciseService({ db }: { db: Db }) {
  return {
    async list({ user }: Caller): Promise<LibraryExercise[]> {
      const rows = await repository.listExercises(
        db,
        actsAsRehabilitator(user) ? user.reeducatorId : null,
      );
      return rows.map(({ adviceKey, ...row }) => ({
        ...row,
        nameId: `domain.exercise.${row.id}.name`,
        adviceId: adviceKey,
        likes: Number(row.likes),
        liked: Boolean(row.liked),
      }));
    },

    async like(
      { user }: Caller,
      { exerciseId, like }: { exerciseId: number; like: boolean },
    ): Promise<ExerciseLike> {
      assertCanLikeExercises(user);
      const rehabilitatorId = user.reeducatorId;
      return db.transaction(async (tx) => {
        orNotFound(await repository.findExercise(tx, exerciseId), 'No such exercise.');
        await repository.setLike(tx, exerciseId, rehabilitatorId, like);
        return { exerciseId, ...(await repository.likeState(tx, exerciseId, rehabilitatorId)) };
      });
    },
  };
}
