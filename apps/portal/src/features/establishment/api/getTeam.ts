import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.establishments.rehabilitators;

/** The establishment's rehabilitators and its pending invitations, both directions. */
export const teamKey = (establishmentId: string) =>
  pathOf(endpoint, { params: { id: establishmentId } });

/** No request without an establishment id. */
export function useTeam(establishmentId: string | null | undefined) {
  return useSWR(
    establishmentId ? teamKey(establishmentId) : null,
    establishmentId ? () => dataOf(api.call(endpoint, { params: { id: establishmentId } })) : null,
  );
}
