/**
 * The exercise library with its likes. Every signed-in user reads the library (patients see its
 * exercises in their sessions); only rehabilitators like.
 */
import type { ExerciseLike, LibraryExercise } from '@oxilio/domain/contract';
import { orNotFound } from '../../http/errors';
import type { Scope } from '../../policy/scope';
import * as repository from './repository';

export function createExerciseService() {
  return {
    async list(scope: Scope): Promise<LibraryExercise[]> {
      const rows = await repository.listExercises(scope);
      return rows.map(({ adviceKey, ...row }) => ({
        ...row,
        nameId: `domain.exercise.${row.id}.name`,
        adviceId: adviceKey,
        likes: Number(row.likes),
        liked: Boolean(row.liked),
      }));
    },

    async like(
      scope: Scope,
      { exerciseId, like }: { exerciseId: number; like: boolean },
    ): Promise<ExerciseLike> {
      const rehabilitator = scope.rehabilitator('likeExercises');
      return scope.transaction(async (tx) => {
        orNotFound(await repository.findExercise(tx, exerciseId), 'No such exercise.');
        await repository.setLike(tx, exerciseId, rehabilitator, like);
        return { exerciseId, ...(await repository.likeState(tx, exerciseId, rehabilitator)) };
      });
    },
  };
}
