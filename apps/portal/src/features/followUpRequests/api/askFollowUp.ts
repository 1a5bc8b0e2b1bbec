import { apiRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { patientFollowUpKey } from './getPatientFollowUp';

/**
 * The manager asks a rehabilitator of the team to follow the patient; the patient's follow-up is
 * read again once it went through.
 */
export const askFollowUpWrite = (establishmentId: string, patientId: string) =>
  ({
    key: patientFollowUpKey(establishmentId, patientId),
    call: (reeducatorId: string) =>
      api.call(apiRoutes.followUps.askFollowUp, {
        params: { id: establishmentId, patientId },
        body: { reeducatorId },
      }),
  }) satisfies WriteCall<string, unknown>;
