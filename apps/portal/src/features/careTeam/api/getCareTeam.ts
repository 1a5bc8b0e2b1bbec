import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.patients.careTeam;

/** The patient's care team: the rehabilitators following them, the main one first. */
export const careTeamKey = (patientId: string) => pathOf(endpoint, { params: { id: patientId } });

export const fetchCareTeam = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/** No request without a patient id. */
export function useCareTeam(patientId: string | null | undefined) {
  return useSWR(
    patientId ? careTeamKey(patientId) : null,
    patientId ? () => fetchCareTeam(patientId) : null,
  );
}
