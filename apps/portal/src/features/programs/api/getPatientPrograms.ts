import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.programs.patientPrograms;

/** The programs assigned to a patient, of one kind (self-rehabilitation or supervised). */
export const patientProgramsKey = (patientId: string, isSelfRehabilitation: boolean) =>
  pathOf(endpoint, { params: { id: patientId, isSelfRehabilitation } });

export function usePatientPrograms(patientId: string, isSelfRehabilitation: boolean) {
  return useSWR(patientProgramsKey(patientId, isSelfRehabilitation), () =>
    dataOf(api.call(endpoint, { params: { id: patientId, isSelfRehabilitation } })),
  );
}
