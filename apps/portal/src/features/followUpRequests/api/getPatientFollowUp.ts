import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.followUps.patientFollowUp;

/** Who follows one of the establishment's patients, their objectives and the requests made. */
export const patientFollowUpKey = (establishmentId: string, patientId: string) =>
  pathOf(endpoint, { params: { id: establishmentId, patientId } });

/** No request without both ids. */
export function usePatientFollowUp(establishmentId: string | null, patientId: string | null) {
  return useSWR(
    establishmentId && patientId ? patientFollowUpKey(establishmentId, patientId) : null,
    establishmentId && patientId
      ? () => dataOf(api.call(endpoint, { params: { id: establishmentId, patientId } }))
      : null,
  );
}
