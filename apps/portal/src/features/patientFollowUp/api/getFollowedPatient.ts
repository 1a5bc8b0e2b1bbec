import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.rehabilitators.patient;

/** Who asks (the rehabilitator) and about whom. */
export interface FollowedPatientRef {
  rehabilitatorId: string;
  patientId: string;
}

const inputOf = ({ rehabilitatorId, patientId }: FollowedPatientRef) =>
  ({ params: { id: rehabilitatorId, patientId } }) as const;

export const followedPatientKey = (ref: FollowedPatientRef) => pathOf(endpoint, inputOf(ref));

/** One followed patient: names, device, pathologies, indicators, programs. */
export function useFollowedPatient(ref: FollowedPatientRef | null) {
  return useSWR(ref ? followedPatientKey(ref) : null, () =>
    dataOf(api.call(endpoint, inputOf(ref as FollowedPatientRef))),
  );
}
