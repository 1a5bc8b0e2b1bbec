import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type PatchPatientBody } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { patientProfileKey } from './getPatientProfile';

/** What the patient changes of their personal information. */
export type PersonalInformationChange = Pick<
  PatchPatientBody,
  'firstName' | 'lastName' | 'phone' | 'birthDate'
>;

/**
 * Saves the patient's personal information (PATCH /patients/{id}). When it went through, the
 * profile takes the answer and the signed-in user (the names in the header) is fetched again.
 */
export function useSavePersonalInformation() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (patientId: string, change: PersonalInformationChange) => {
      const result = await api.call(apiRoutes.patients.patchPatient, {
        params: { id: patientId },
        body: change,
      });
      if (result.ok) {
        await Promise.all([
          mutate(patientProfileKey(patientId), result.data, { revalidate: false }),
          mutate(pathOf(apiRoutes.users.me)),
        ]);
      }
      return result;
    },
    [mutate],
  );
}
