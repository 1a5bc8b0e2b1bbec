import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { invitesKey } from './getEstablishmentInvitations';

/** An answer to an establishment's invitation to join its team. */
export interface EstablishmentAnswer {
  establishmentId: string;
  accepted: boolean;
}

/**
 * Accepts or refuses an establishment's invitation to join its team; the pending invitations and
 * the account (its work places) are read again once it went through.
 */
export const answerEstablishmentInvitationWrite = (rehabilitatorId: string) =>
  ({
    key: invitesKey(rehabilitatorId),
    call: ({ establishmentId, accepted }: EstablishmentAnswer) =>
      api.call(apiRoutes.establishments.answerRehabilitatorInvitation, {
        params: { id: establishmentId, reeducatorId: rehabilitatorId },
        body: { accepted },
      }),
    revalidates: () => [pathOf(apiRoutes.users.me)],
  }) satisfies WriteCall<EstablishmentAnswer, unknown>;
