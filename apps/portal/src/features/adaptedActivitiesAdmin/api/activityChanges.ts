import type { ApiResult } from '@oxilio/domain/client';
import {
  apiRoutes,
  type CreateAdaptedActivityBody,
  type UpdateAdaptedActivityBody,
} from '@oxilio/domain/contract';
import { useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { activitiesKey } from './getActivities';
import { participantsKey } from './getParticipants';

/**
 * The manager's changes to the adapted activities, each followed, when it went through, by a
 * revalidation of what it changed: the list (create, edit, archive) or one activity's
 * participants (enrol, take out). Statuses below 500 come back as a result.
 */
export function useActivityChanges(establishmentId: string) {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<ApiResult<T>>, keys: string[]): Promise<ApiResult<T>> => {
      const result = await call;
      if (result.ok) {
        await Promise.all(keys.map((key) => mutate(key)));
      }
      return result;
    },
    [mutate],
  );
  return useMemo(
    () => ({
      create: (body: CreateAdaptedActivityBody) =>
        after(api.call(apiRoutes.apa.create, { params: { id: establishmentId }, body }), [
          activitiesKey(),
        ]),
      update: (activityId: string, body: UpdateAdaptedActivityBody) =>
        after(api.call(apiRoutes.apa.update, { params: { id: activityId }, body }), [
          activitiesKey(),
        ]),
      archive: (activityId: string) =>
        after(api.call(apiRoutes.apa.archive, { params: { id: activityId } }), [activitiesKey()]),
      enrol: (activityId: string, patientId: string) =>
        after(api.call(apiRoutes.apa.enrol, { params: { id: activityId, patientId } }), [
          participantsKey(activityId),
        ]),
      takeOut: (activityId: string, patientId: string) =>
        after(api.call(apiRoutes.apa.leave, { params: { id: activityId, patientId } }), [
          participantsKey(activityId),
        ]),
    }),
    [after, establishmentId],
  );
}
