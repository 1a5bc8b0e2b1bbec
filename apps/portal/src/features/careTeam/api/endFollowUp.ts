import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type CareTeam, type CareTeamMember } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { careTeamKey } from './getCareTeam';

/** Which follow-up the patient ends, and with whom (for the notice). */
export interface EndFollowUp {
  patientId: string;
  member: CareTeamMember;
}

/**
 * The patient stops sharing their data with a rehabilitator: the follow-up ends at once. Changes
 * the care team and the list of linked rehabilitators (the session screens name them).
 */
export const endFollowUpWrite = (patientId: string): WriteCall<EndFollowUp, CareTeam> => ({
  call: ({ member }) =>
    api.call(apiRoutes.patients.endFollowUp, {
      params: { id: patientId, followUpId: member.followUpId },
    }),
  key: careTeamKey(patientId),
  revalidates: () => [pathOf(apiRoutes.patients.listRehabilitators, { params: { id: patientId } })],
});
