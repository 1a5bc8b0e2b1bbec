import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.programs.recommended;

/** The program recommended for a patient from their pathology and functional capacity. */
export function useRecommendedProgram(patientId: string) {
  return useSWR(pathOf(endpoint, { params: { id: patientId } }), () =>
    dataOf(api.call(endpoint, { params: { id: patientId } })),
  );
}
