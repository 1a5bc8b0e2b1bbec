import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.patients.getPatient;

/** One patient of the establishment, as their manager reads them. */
export function useManagedPatient(patientId: string | null | undefined) {
  return useSWR(patientId ? pathOf(endpoint, { params: { id: patientId } }) : null, () =>
    dataOf(api.call(endpoint, { params: { id: patientId as string } })),
  );
}
