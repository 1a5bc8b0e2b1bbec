import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.accessLog.ofPatient;

const key = (patientId: string, limit: number) =>
  pathOf(endpoint, { params: { id: patientId }, query: { limit } });

/**
 * Who viewed or changed the patient's data, the `limit` newest groups. A larger limit keeps the
 * groups already shown on screen while it loads (SWR's `keepPreviousData`): they are the first of
 * the larger answer; its failure comes with them (`error` beside `data`).
 */
export function useAccessLog(patientId: string | null | undefined, limit: number) {
  return useSWR(
    patientId ? key(patientId, limit) : null,
    patientId
      ? () => dataOf(api.call(endpoint, { params: { id: patientId }, query: { limit } }))
      : null,
    { keepPreviousData: true },
  );
}
