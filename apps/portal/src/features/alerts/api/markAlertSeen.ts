import { apiRoutes, type PatientAlert } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';

const listPath = apiRoutes.alerts.list.path;

/**
 * Marks a patient's alert seen, then revalidates every alerts list of the rehabilitator (all
 * patients, or one). Statuses below 500 come back as a result.
 */
export function useMarkAlertSeen(rehabilitatorId: string) {
  const { mutate } = useSWRConfig();
  const prefix = listPath.replace(':id', rehabilitatorId);
  return useCallback(
    async (alert: Pick<PatientAlert, 'patientId' | 'kind'>) => {
      const result = await api.call(apiRoutes.alerts.markSeen, {
        params: { id: rehabilitatorId, patientId: alert.patientId, kind: alert.kind },
        body: { seen: true },
      });
      if (result.ok) {
        await mutate((key) => typeof key === 'string' && key.startsWith(prefix));
      }
      return result;
    },
    [mutate, prefix, rehabilitatorId],
  );
}
