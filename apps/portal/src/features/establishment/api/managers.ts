import type { ApiResult } from '@oxilio/domain/client';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type ManagerInvitationBody } from '@oxilio/domain/contract';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.managers.list;

/** The establishment's managers (professional helper accounts) and the invitations sent. */
export const managersKey = (establishmentId: string) =>
  pathOf(endpoint, { params: { id: establishmentId } });

export function useManagers(establishmentId: string | null | undefined) {
  return useSWR(
    establishmentId ? managersKey(establishmentId) : null,
    establishmentId ? () => dataOf(api.call(endpoint, { params: { id: establishmentId } })) : null,
  );
}

/** Invite a professional helper, cancel an invitation, remove a manager; then refresh the list. */
export function useManagerChanges(establishmentId: string) {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call;
      if (result.ok) {
        await mutate(managersKey(establishmentId));
      }
      return result;
    },
    [establishmentId, mutate],
  );
  return useMemo(
    () => ({
      invite: (body: ManagerInvitationBody) =>
        after(api.call(apiRoutes.managers.invite, { params: { id: establishmentId }, body })),
      cancel: (applicationId: string) =>
        after(
          api.call(apiRoutes.managers.cancelInvitation, {
            params: { id: establishmentId, aid: applicationId },
          }),
        ),
      remove: (managerId: string) =>
        after(
          api.call(apiRoutes.managers.remove, {
            params: { id: establishmentId, responsableId: managerId },
          }),
        ),
    }),
    [after, establishmentId],
  );
}
