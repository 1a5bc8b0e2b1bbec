import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.achievements.patientAchievements;

export const achievementsKey = (patientId: string) =>
  pathOf(endpoint, { params: { id: patientId } });

export const fetchAchievements = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/**
 * The patient's whole rank ladder and every tag, reached or not. A plain read: unlike the recap,
 * it never consumes the start-up modals' new rank and tags.
 */
export function useAchievements(patientId: string | null | undefined) {
  return useSWR(
    patientId ? achievementsKey(patientId) : null,
    patientId ? () => fetchAchievements(patientId) : null,
  );
}
