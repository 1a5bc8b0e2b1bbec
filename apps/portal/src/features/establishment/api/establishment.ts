import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type EstablishmentPatchBody } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.establishments.get;

/** The establishment's data (name, address, SIRET). */
export const establishmentKey = (establishmentId: string) =>
  pathOf(endpoint, { params: { id: establishmentId } });

export function useEstablishment(establishmentId: string | null | undefined) {
  return useSWR(
    establishmentId ? establishmentKey(establishmentId) : null,
    establishmentId ? () => dataOf(api.call(endpoint, { params: { id: establishmentId } })) : null,
  );
}

/** Saves the fields sent (null clears an optional one), then refreshes the establishment. */
export function useSaveEstablishment(establishmentId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: EstablishmentPatchBody) => {
      const result = await api.call(apiRoutes.establishments.patch, {
        params: { id: establishmentId },
        body,
      });
      if (result.ok) {
        await mutate(establishmentKey(establishmentId), result.data, { revalidate: false });
      }
      return result;
    },
    [establishmentId, mutate],
  );
}
