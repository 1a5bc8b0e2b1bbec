import { apiRoutes, type PatientInvitationBody } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { establishmentPatientsKey } from './getPatients';

/**
 * Invites a patient by email (a pending registration and an email); the current patients and their
 * pending invitations are read again once it went through.
 */
export const invitePatientWrite = (establishmentId: string) =>
  ({
    key: establishmentPatientsKey(establishmentId, false),
    call: (body: PatientInvitationBody) =>
      api.call(apiRoutes.establishments.invitePatient, { params: { id: establishmentId }, body }),
  }) satisfies WriteCall<PatientInvitationBody, unknown>;

/** Sends a pending invitation again with a new link. */
export const resendPatientInvitationWrite = (establishmentId: string) =>
  ({
    key: establishmentPatientsKey(establishmentId, false),
    call: (applicationId: string) =>
      api.call(apiRoutes.managers.resendPatientInvitation, {
        params: { id: establishmentId, aid: applicationId },
      }),
  }) satisfies WriteCall<string, unknown>;
