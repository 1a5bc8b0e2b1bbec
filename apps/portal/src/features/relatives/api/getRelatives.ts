import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.patients.listRelatives;

/** A patient's relatives, oldest first (every read by someone else is audited). */
export const relativesKey = (patientId: string) => pathOf(endpoint, { params: { id: patientId } });

export const fetchRelatives = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/** No request without a patient id. */
export function useRelatives(patientId: string | null | undefined) {
  return useSWR(
    patientId ? relativesKey(patientId) : null,
    patientId ? () => fetchRelatives(patientId) : null,
  );
}
