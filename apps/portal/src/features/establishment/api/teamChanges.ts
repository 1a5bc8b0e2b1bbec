import type { ApiResult } from '@oxilio/domain/client';
import { apiRoutes, type RehabilitatorInvitationBody } from '@oxilio/domain/contract';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { teamKey } from './getTeam';
import { inviteRehabilitator } from './inviteRehabilitator';

/**
 * The manager's changes to the team, each followed by a revalidation of the team when it went
 * through: invite a rehabilitator by email, remove one, cancel an invitation sent, accept or
 * refuse a rehabilitator's request to join. Statuses below 500 come back as a result.
 */
export function useTeamChanges(establishmentId: string) {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call;
      if (result.ok) {
        await mutate(teamKey(establishmentId));
      }
      return result;
    },
    [establishmentId, mutate],
  );
  return useMemo(
    () => ({
      invite: (body: RehabilitatorInvitationBody) =>
        after(inviteRehabilitator(establishmentId, body)),
      remove: (rehabilitatorId: string) =>
        after(
          api.call(apiRoutes.establishments.removeRehabilitator, {
            params: { id: establishmentId, rid: rehabilitatorId },
          }),
        ),
      cancel: (invitationId: string) =>
        after(
          api.call(apiRoutes.establishments.cancelRehabilitatorApplication, {
            params: { id: establishmentId, aid: invitationId },
          }),
        ),
      answer: (rehabilitatorId: string, accepted: boolean) =>
        after(
          api.call(apiRoutes.establishments.answerRehabilitatorInvitation, {
            params: { id: establishmentId, reeducatorId: rehabilitatorId },
            body: { accepted },
          }),
        ),
    }),
    [after, establishmentId],
  );
}
