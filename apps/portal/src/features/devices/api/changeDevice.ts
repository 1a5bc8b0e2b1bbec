import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';

/**
 * Associating and dissociating change the establishment's devices, its patients (lists, stats),
 * the device's history and the patient's own file: every key under the establishment's and the
 * patient's paths is revalidated. Statuses below 500 come back as a result; network and server
 * errors are thrown for the caller.
 */
export function useDeviceChanges(establishmentId: string) {
  const { mutate } = useSWRConfig();
  const revalidate = useCallback(
    (patientId: string) => {
      const prefixes = [
        pathOf(apiRoutes.establishments.get, { params: { id: establishmentId } }),
        pathOf(apiRoutes.patients.getPatient, { params: { id: patientId } }),
      ].map((prefix) => prefix.toLowerCase());
      return mutate(
        (key) =>
          typeof key === 'string' &&
          prefixes.some((prefix) => {
            const lower = key.toLowerCase();
            return (
              lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}?`)
            );
          }),
      );
    },
    [establishmentId, mutate],
  );

  const associate = useCallback(
    async (patientId: string, deviceId: string, wheelType: string | null) => {
      const result = await api.call(apiRoutes.establishments.associateDevice, {
        params: { id: patientId },
        body: { deviceId, wheelType },
      });
      if (result.ok) {
        await revalidate(patientId);
      }
      return result;
    },
    [revalidate],
  );

  const dissociate = useCallback(
    async (patientId: string, endService: boolean) => {
      const result = await api.call(apiRoutes.establishments.dissociateDevice, {
        params: { id: patientId },
        query: { endService },
      });
      if (result.ok) {
        await revalidate(patientId);
      }
      return result;
    },
    [revalidate],
  );

  return { associate, dissociate };
}
