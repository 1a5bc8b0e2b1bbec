import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type FhirClient, type FhirClientCreateBody } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import type { WriteCall } from '../../../app/useWrite';

const endpoint = apiRoutes.fhirClients.list;

/** The health record systems registered to read the establishment's data, revoked ones included. */
export const fhirClientsKey = (establishmentId: string) =>
  pathOf(endpoint, { params: { id: establishmentId } });

export function useFhirClients(establishmentId: string | null | undefined) {
  return useSWR(
    establishmentId ? fhirClientsKey(establishmentId) : null,
    establishmentId ? () => dataOf(api.call(endpoint, { params: { id: establishmentId } })) : null,
  );
}

/** Registers a system with its scopes and public keys; the answer holds its `client_id`. */
export const registerFhirClientWrite = (
  establishmentId: string,
): WriteCall<FhirClientCreateBody, FhirClient> => ({
  call: (body) => api.call(apiRoutes.fhirClients.create, { params: { id: establishmentId }, body }),
  key: fhirClientsKey(establishmentId),
});

/** Revokes a system: no more tokens, and the ones it holds stop working. */
export const revokeFhirClientWrite = (
  establishmentId: string,
): WriteCall<Pick<FhirClient, 'clientId' | 'name'>, FhirClient> => ({
  call: ({ clientId }) =>
    api.call(apiRoutes.fhirClients.revoke, { params: { id: establishmentId, clientId } }),
  key: fhirClientsKey(establishmentId),
});
