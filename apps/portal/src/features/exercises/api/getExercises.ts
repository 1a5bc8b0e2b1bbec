import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.programs.exercises;

/** The exercise library, with the likes. */
export const exercisesKey = () => pathOf(endpoint);

export function useExercises() {
  return useSWR(exercisesKey(), () => dataOf(api.call(endpoint)));
}
