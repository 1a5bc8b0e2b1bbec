import {
  apiRoutes,
  type EstablishmentInvitation,
  type RehabilitatorInvitationBody,
} from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { teamKey } from './getTeam';

/** Invites a rehabilitator by email to join the team; the API e-mails them a link. */
export const inviteRehabilitator = (establishmentId: string, body: RehabilitatorInvitationBody) =>
  api.call(apiRoutes.establishments.inviteRehabilitator, { params: { id: establishmentId }, body });

/** The invitation's email and the names it was sent with, or null when it has no email. */
export function invitationBody(
  invitation: EstablishmentInvitation,
): RehabilitatorInvitationBody | null {
  const { firstName, lastName } = invitation.reeducator;
  return invitation.email
    ? {
        email: invitation.email,
        ...(firstName ? { firstName } : {}),
        ...(lastName ? { lastName } : {}),
      }
    : null;
}

/** A withdrawn invitation and the body to send it again with (`invitationBody`). */
export interface InviteAgain {
  invitation: EstablishmentInvitation;
  body: RehabilitatorInvitationBody;
}

/**
 * The undo of a withdrawn invitation: the same invitation sent again (same email and names, the
 * invite form's call), with a new link; the team is read again once it went through.
 */
export const inviteAgainWrite = {
  call: ({ invitation, body }: InviteAgain) =>
    inviteRehabilitator(invitation.establishmentId, body),
  revalidates: ({ invitation }: InviteAgain) => [teamKey(invitation.establishmentId)],
} satisfies WriteCall<InviteAgain, EstablishmentInvitation>;
