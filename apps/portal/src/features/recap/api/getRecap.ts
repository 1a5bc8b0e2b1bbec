import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.patients.recap;

export const recapKey = (patientId: string) => pathOf(endpoint, { params: { id: patientId } });

export const fetchRecap = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/**
 * The patient's recap ("my day", stars, rank, tags). When the patient reads it, `newRank` and
 * `newTags` come once: the API marks them seen in the same call (see StartupModals).
 */
export function useRecap(patientId: string | null | undefined) {
  return useSWR(
    patientId ? recapKey(patientId) : null,
    patientId ? () => fetchRecap(patientId) : null,
  );
}
