import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.establishments.devices;

/** The establishment's devices, each free or with its patient. */
export const devicesKey = (establishmentId: string) =>
  pathOf(endpoint, { params: { id: establishmentId } });

export function useEstablishmentDevices(establishmentId: string | null | undefined) {
  return useSWR(establishmentId ? devicesKey(establishmentId) : null, () =>
    dataOf(api.call(endpoint, { params: { id: establishmentId as string } })),
  );
}
