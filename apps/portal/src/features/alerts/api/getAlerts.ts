import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.alerts.list;

/** The alerts not yet seen of the rehabilitator's current patients (optionally one patient's). */
export const alertsKey = (rehabilitatorId: string, patientId?: string) =>
  pathOf(endpoint, {
    params: { id: rehabilitatorId },
    ...(patientId ? { query: { patientId } } : {}),
  });

export const fetchAlerts = (rehabilitatorId: string, patientId?: string) =>
  dataOf(
    api.call(endpoint, {
      params: { id: rehabilitatorId },
      ...(patientId ? { query: { patientId } } : {}),
    }),
  );

/** `useAlerts(rehabilitatorId)`'s read (all their patients), started early (boot/earlyReads.ts). */
export const preloadAlerts = (rehabilitatorId: string) =>
  startEarlyRead(alertsKey(rehabilitatorId), () => fetchAlerts(rehabilitatorId));

export function useAlerts(rehabilitatorId: string | null | undefined, patientId?: string) {
  return useSWR(
    rehabilitatorId ? alertsKey(rehabilitatorId, patientId) : null,
    rehabilitatorId ? () => fetchAlerts(rehabilitatorId, patientId) : null,
  );
}
