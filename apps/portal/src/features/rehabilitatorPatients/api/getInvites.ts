import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.rehabilitators.invites;

/** Requests received from patients and invitations sent, not yet answered. */
export const invitesKey = (rehabilitatorId: string) =>
  pathOf(endpoint, { params: { id: rehabilitatorId } });

export const fetchInvites = (rehabilitatorId: string) =>
  dataOf(api.call(endpoint, { params: { id: rehabilitatorId } }));

/** `useRehabilitatorInvites(rehabilitatorId)`'s read, started early (boot/earlyReads.ts). */
export const preloadRehabilitatorInvites = (rehabilitatorId: string) =>
  startEarlyRead(invitesKey(rehabilitatorId), () => fetchInvites(rehabilitatorId));

export function useRehabilitatorInvites(rehabilitatorId: string | null | undefined) {
  return useSWR(
    rehabilitatorId ? invitesKey(rehabilitatorId) : null,
    rehabilitatorId ? () => fetchInvites(rehabilitatorId) : null,
  );
}
