import { apiRoutes, type PatientAlert } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';

const listPath = apiRoutes.alerts.list.path;
const patientsPath = apiRoutes.rehabilitators.patients.path;

/**
 * Marks a patient's alert seen, then revalidates every alerts list of the rehabilitator (all
 * patients, or one) and, for a pain rise, their patients (the list and each patient's page): the
 * pain-increase indicator is the unseen pain-rise alert (docs/product.md#indicators). Statuses below
 * 500 come back as a result.
 */
export function useMarkAlertSeen(rehabilitatorId: string) {
  const { mutate } = useSWRConfig();
  const prefix = listPath.replace(':id', rehabilitatorId);
  const patientsPrefix = patientsPath.replace(':id', rehabilitatorId);
  return useCallback(
    async (alert: Pick<PatientAlert, 'patientId' | 'kind'>) => {
      const result = await api.call(apiRoutes.alerts.markSeen, {
        params: { id: rehabilitatorId, patientId: alert.patientId, kind: alert.kind },
        body: { seen: true },
      });
      if (result.ok) {
        await mutate(
          (key) =>
            typeof key === 'string' &&
            (key.startsWith(prefix) ||
              (alert.kind === 'painRise' && key.startsWith(patientsPrefix))),
        );
      }
      return result;
    },
    [mutate, patientsPrefix, prefix, rehabilitatorId],
  );
}
