import { apiRoutes, type PatientInvitationBody } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { establishmentPatientsKey } from './getPatients';

/**
 * Invites a patient by email (a pending registration and an email), then revalidates the current
 * patients and their pending invitations. Statuses below 500 come back as a result.
 */
export function useInvitePatient(establishmentId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: PatientInvitationBody) => {
      const result = await api.call(apiRoutes.establishments.invitePatient, {
        params: { id: establishmentId },
        body,
      });
      if (result.ok) {
        await mutate(establishmentPatientsKey(establishmentId, false));
      }
      return result;
    },
    [establishmentId, mutate],
  );
}

/** Sends a pending invitation again with a new link. */
export function useResendPatientInvitation(establishmentId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (applicationId: string) => {
      const result = await api.call(apiRoutes.managers.resendPatientInvitation, {
        params: { id: establishmentId, aid: applicationId },
      });
      if (result.ok) {
        await mutate(establishmentPatientsKey(establishmentId, false));
      }
      return result;
    },
    [establishmentId, mutate],
  );
}
