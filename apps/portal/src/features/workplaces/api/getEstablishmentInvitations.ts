import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.rehabilitators.invites;

/** The rehabilitator's pending requests and invitations (patients and establishments). */
export const invitesKey = (rehabilitatorId: string) =>
  pathOf(endpoint, { params: { id: rehabilitatorId } });

export function useRehabilitatorInvites(rehabilitatorId: string) {
  return useSWR(invitesKey(rehabilitatorId), () =>
    dataOf(api.call(endpoint, { params: { id: rehabilitatorId } })),
  );
}
