import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.goals.list;

/** A patient's goals with their progress, then the history (`GET /patients/{id}/goals`). */
export const goalsKey = (patientId: string) => pathOf(endpoint, { params: { id: patientId } });

export const fetchGoals = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/** `useGoals(patientId)`'s read, started early (boot/earlyReads.ts). */
export const preloadGoals = (patientId: string) =>
  startEarlyRead(goalsKey(patientId), () => fetchGoals(patientId));

/** No request without a patient id. */
export function useGoals(patientId: string | null | undefined) {
  return useSWR(
    patientId ? goalsKey(patientId) : null,
    patientId ? () => fetchGoals(patientId) : null,
  );
}
