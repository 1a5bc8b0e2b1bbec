import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import type { FollowedPatientRef } from './getFollowedPatient';

const endpoint = apiRoutes.rehabilitators.patientSettings;

const inputOf = ({ rehabilitatorId, patientId }: FollowedPatientRef) =>
  ({ params: { id: rehabilitatorId, patientId } }) as const;

export const patientSettingsKey = (ref: FollowedPatientRef) => pathOf(endpoint, inputOf(ref));

/** A followed patient's objectives per metric (own or default of the capacity) and settings. */
export function usePatientSettings(ref: FollowedPatientRef | null) {
  return useSWR(ref ? patientSettingsKey(ref) : null, () =>
    dataOf(api.call(endpoint, inputOf(ref as FollowedPatientRef))),
  );
}
