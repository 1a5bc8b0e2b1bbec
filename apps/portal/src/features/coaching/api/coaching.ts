import type { ApiResult } from '@oxilio/domain/client';
import { pathOf } from '@oxilio/domain/client';
import {
  apiRoutes,
  type CreateCoachingSessionBody,
  type UpdateCoachingSessionBody,
} from '@oxilio/domain/contract';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.coaching.establishment;

/** The establishment's coaching sessions (all dates). */
export const coachingKey = (establishmentId: string) =>
  pathOf(endpoint, { params: { id: establishmentId } });

export function useCoachingSessions(establishmentId: string | null) {
  return useSWR(establishmentId ? coachingKey(establishmentId) : null, () =>
    dataOf(api.call(endpoint, { params: { id: establishmentId! } })),
  );
}

/** Plan or record a session, change one (mark done, cancel); then refresh the list. */
export function useCoachingChanges(establishmentId: string) {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const result = await call;
      if (result.ok) {
        await mutate(coachingKey(establishmentId));
      }
      return result;
    },
    [establishmentId, mutate],
  );
  return useMemo(
    () => ({
      create: (body: CreateCoachingSessionBody) =>
        after(api.call(apiRoutes.coaching.create, { params: { id: establishmentId }, body })),
      update: (sessionId: string, body: UpdateCoachingSessionBody) =>
        after(api.call(apiRoutes.coaching.update, { params: { id: sessionId }, body })),
    }),
    [after, establishmentId],
  );
}
