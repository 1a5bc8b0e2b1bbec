import type { ApiResult } from '@oxilio/domain/client';
import { apiRoutes, type EstablishmentInvitation } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { pathOf } from '@oxilio/domain/client';
import { invitesKey } from './getEstablishmentInvitations';

/**
 * Accepts or refuses an establishment's invitation to join its team, then revalidates the pending
 * invitations and the account (its work places).
 */
export function useAnswerEstablishmentInvitation(rehabilitatorId: string) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (
      establishmentId: string,
      accepted: boolean,
    ): Promise<ApiResult<EstablishmentInvitation>> => {
      const result = await api.call(apiRoutes.establishments.answerRehabilitatorInvitation, {
        params: { id: establishmentId, reeducatorId: rehabilitatorId },
        body: { accepted },
      });
      if (result.ok) {
        await Promise.all([
          mutate(invitesKey(rehabilitatorId)),
          mutate(pathOf(apiRoutes.users.me)),
        ]);
      }
      return result;
    },
    [mutate, rehabilitatorId],
  );
}
