import type { ApiResult } from '@oxilio/domain/client';
import { apiRoutes, type ExerciseLike, type LibraryExercise } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { exercisesKey } from './getExercises';

/** Likes or unlikes an exercise, then writes the new count into the library without refetching. */
export function useLikeExercise() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (exerciseId: number, like: boolean): Promise<ApiResult<ExerciseLike>> => {
      const result = await api.call(apiRoutes.programs.like, {
        params: { id: exerciseId },
        body: { like },
      });
      if (result.ok) {
        const { likes, liked } = result.data;
        await mutate(
          exercisesKey(),
          (library: LibraryExercise[] | undefined) =>
            library?.map((exercise) =>
              exercise.id === exerciseId ? { ...exercise, likes, liked } : exercise,
            ),
          { revalidate: false },
        );
      }
      return result;
    },
    [mutate],
  );
}
