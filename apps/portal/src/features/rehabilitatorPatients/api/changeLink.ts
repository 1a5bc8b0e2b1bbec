import { apiRoutes } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { invitesKey } from './getInvites';
import { patientsKey } from './getPatients';

const searchPath = apiRoutes.rehabilitators.search.path;

/**
 * Link changes with a patient, then revalidation of what they change: the patients list, the
 * invites and the search answers (their link status).
 * - `link`: invite a patient, confirm their request, or bring them back from the archives;
 * - `unlink`: refuse their request, withdraw one's invitation, or (archive) move to the archives.
 * Statuses below 500 come back as a result; network and server errors are thrown for the caller.
 */
export function useLinkChanges(rehabilitatorId: string) {
  const { mutate } = useSWRConfig();
  const revalidate = useCallback(
    () =>
      Promise.all([
        mutate(patientsKey(rehabilitatorId)),
        mutate(invitesKey(rehabilitatorId)),
        mutate(
          (key) =>
            Array.isArray(key) &&
            key.some((path) => typeof path === 'string' && path.startsWith(searchPath)),
        ),
      ]),
    [mutate, rehabilitatorId],
  );
  const link = useCallback(
    async (patientId: string) => {
      const result = await api.call(apiRoutes.rehabilitators.linkPatient, {
        params: { id: rehabilitatorId },
        body: { patientId },
      });
      if (result.ok) {
        await revalidate();
      }
      return result;
    },
    [rehabilitatorId, revalidate],
  );
  const unlink = useCallback(
    async (patientId: string, archive = false) => {
      const result = await api.call(apiRoutes.rehabilitators.unlinkPatient, {
        params: { id: rehabilitatorId, patientId },
        query: { archive },
      });
      if (result.ok) {
        await revalidate();
      }
      return result;
    },
    [rehabilitatorId, revalidate],
  );
  return { link, unlink };
}
