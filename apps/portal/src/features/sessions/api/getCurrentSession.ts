import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.sessions.current;

/** Which program: the self-rehabilitation one (true) or the one supervised by a rehabilitator. */
export type SessionKind = { isSelfRehabilitation: boolean };

export const currentSessionKey = (patientId: string, { isSelfRehabilitation }: SessionKind) =>
  pathOf(endpoint, { params: { id: patientId, isSelfReeducation: isSelfRehabilitation } });

export const fetchCurrentSession = (patientId: string, { isSelfRehabilitation }: SessionKind) =>
  dataOf(
    api.call(endpoint, { params: { id: patientId, isSelfReeducation: isSelfRehabilitation } }),
  );

/**
 * The session of the day of the patient's program (docs/decisions/api-sessions.md): its status
 * (not assigned, ready, in progress, done) and its steps. The patient's first look creates it.
 */
export function useCurrentSession(patientId: string | null | undefined, kind: SessionKind) {
  return useSWR(
    patientId ? currentSessionKey(patientId, kind) : null,
    patientId ? () => fetchCurrentSession(patientId, kind) : null,
  );
}
