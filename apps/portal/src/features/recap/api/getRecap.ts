import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR, { type SWRConfiguration } from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.patients.recap;

export const recapKey = (patientId: string) => pathOf(endpoint, { params: { id: patientId } });

export const fetchRecap = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/** `useRecap(patientId)`'s read, started early (boot/earlyReads.ts). */
export const preloadRecap = (patientId: string) =>
  startEarlyRead(recapKey(patientId), () => fetchRecap(patientId));

/**
 * The patient's recap ("my day", stars, rank, tags). When the patient reads it, `newRank` and
 * `newTags` are what they have not acknowledged yet, on every read (StartupModals announces them
 * and acknowledges each with `acknowledgeAnnouncement` once its dialog is closed).
 */
export function useRecap(patientId: string | null | undefined, config?: SWRConfiguration) {
  return useSWR(
    patientId ? recapKey(patientId) : null,
    patientId ? () => fetchRecap(patientId) : null,
    config,
  );
}
