import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.patients.listInvitations;

/** The patient's pending invitations with rehabilitators, both directions. */
export const invitationsKey = (patientId: string) =>
  pathOf(endpoint, { params: { id: patientId } });

export const fetchInvitations = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/** `useInvitations(patientId)`'s read, started early (boot/earlyReads.ts). */
export const preloadInvitations = (patientId: string) =>
  startEarlyRead(invitationsKey(patientId), () => fetchInvitations(patientId));

/** No request without a patient id. */
export function useInvitations(patientId: string | null | undefined) {
  return useSWR(
    patientId ? invitationsKey(patientId) : null,
    patientId ? () => fetchInvitations(patientId) : null,
  );
}
