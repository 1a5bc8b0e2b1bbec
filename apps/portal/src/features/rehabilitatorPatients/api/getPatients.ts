import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.rehabilitators.patients;

/** The rehabilitator's patients, current and archived (flagged), with their indicators. */
export const patientsKey = (rehabilitatorId: string) =>
  pathOf(endpoint, { params: { id: rehabilitatorId } });

export const fetchPatients = (rehabilitatorId: string) =>
  dataOf(api.call(endpoint, { params: { id: rehabilitatorId } }));

/** `useRehabilitatorPatients(rehabilitatorId)`'s read, started early (boot/earlyReads.ts). */
export const preloadRehabilitatorPatients = (rehabilitatorId: string) =>
  startEarlyRead(patientsKey(rehabilitatorId), () => fetchPatients(rehabilitatorId));

/** No request without a rehabilitator id. */
export function useRehabilitatorPatients(rehabilitatorId: string | null | undefined) {
  return useSWR(
    rehabilitatorId ? patientsKey(rehabilitatorId) : null,
    rehabilitatorId ? () => fetchPatients(rehabilitatorId) : null,
  );
}
