import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { mutate as globalMutate, useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { recapKey } from '../../recap';
import { invitationsKey } from './getInvitations';

/** SWR's `mutate` (global, or the one of the nearest SWRConfig cache). */
type Revalidate = (key: string) => Promise<unknown>;

/**
 * Accepts or refuses a rehabilitator's invitation, then, if it went through, revalidates what it
 * changed: the pending invitations, the recap (its pending count), the linked rehabilitators and the care
 * team.
 * Statuses below 500 come back as a result; network and server errors are thrown for the caller.
 */
export async function answerInvitation(
  patientId: string,
  invitationId: string,
  accepted: boolean,
  revalidate: Revalidate = (key) => globalMutate(key),
) {
  const result = await api.call(apiRoutes.patients.answerInvitation, {
    params: { id: patientId, invitationId },
    body: { accepted },
  });
  if (result.ok) {
    await Promise.all([
      revalidate(invitationsKey(patientId)),
      revalidate(recapKey(patientId)),
      revalidate(pathOf(apiRoutes.patients.listRehabilitators, { params: { id: patientId } })),
      revalidate(pathOf(apiRoutes.patients.careTeam, { params: { id: patientId } })),
    ]);
  }
  return result;
}

/** `answerInvitation` bound to the SWR cache of the calling component. */
export function useAnswerInvitation() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (patientId: string, invitationId: string, accepted: boolean) =>
      answerInvitation(patientId, invitationId, accepted, (key) => mutate(key)),
    [mutate],
  );
}
