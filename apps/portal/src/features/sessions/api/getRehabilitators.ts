import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.patients.listRehabilitators;

/** The key answering an invitation revalidates too (features/invitations). */
export const rehabilitatorsKey = (patientId: string) =>
  pathOf(endpoint, { params: { id: patientId } });

/**
 * Whether a rehabilitator follows the patient now (`GET /patients/{id}/reeducators`: the links
 * accepted and not ended): true or false once known, null while loading or when the read failed.
 * Nothing else is taken from the answer.
 */
export function useFollowedByRehabilitator(patientId: string | null | undefined): boolean | null {
  const { data } = useSWR(
    patientId ? rehabilitatorsKey(patientId) : null,
    patientId ? () => dataOf(api.call(endpoint, { params: { id: patientId } })) : null,
  );
  return data === undefined ? null : data.length > 0;
}
