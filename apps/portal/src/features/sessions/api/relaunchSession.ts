import { apiRoutes } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { currentSessionKey } from './getCurrentSession';

/**
 * Starts a new attempt of a done session of today (POST Sessions/{id}/relaunch; a double tap makes
 * one attempt), then shows it as the session of the day. Statuses below 500 come back as a result;
 * network and server errors are thrown for the caller.
 */
export function useRelaunchSession() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (session: { id: string; patientId: string; isSelfRehabilitation: boolean }) => {
      const result = await api.call(apiRoutes.sessions.relaunch, { params: { id: session.id } });
      if (result.ok) {
        await mutate(currentSessionKey(session.patientId, session), {
          status: result.data.status,
          isSelfRehabilitation: result.data.isSelfRehabilitation,
          day: result.data.day,
          session: result.data,
        });
      }
      return result;
    },
    [mutate],
  );
}
