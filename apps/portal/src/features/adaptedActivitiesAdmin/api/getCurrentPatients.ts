import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.establishments.patients;

/**
 * The establishment's current patients (not archived), to choose whom to enrol. The same call and
 * key as the manager's patients list, so one cache serves both.
 */
export function useCurrentPatients(establishmentId: string | null) {
  return useSWR(
    establishmentId
      ? pathOf(endpoint, { params: { id: establishmentId }, query: { archived: false } })
      : null,
    () =>
      dataOf(api.call(endpoint, { params: { id: establishmentId! }, query: { archived: false } })),
  );
}
