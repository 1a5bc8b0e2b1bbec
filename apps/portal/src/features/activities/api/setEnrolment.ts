import { apiRoutes, type AdaptedActivityList } from '@oxilio/domain/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../../../app/api';
import { patientActivitiesKey } from './getPatientActivities';

/**
 * Enrols the patient in an activity (`enrolled`) or ends it; when it went through, the patient's
 * list takes the activity as answered (no second request).
 */
export function useSetEnrolment() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (patientId: string, activityId: string, enrolled: boolean) => {
      const params = { id: activityId, patientId };
      const result = enrolled
        ? await api.call(apiRoutes.apa.enrol, { params })
        : await api.call(apiRoutes.apa.leave, { params });
      if (result.ok) {
        await mutate<AdaptedActivityList>(
          patientActivitiesKey(patientId),
          (list) =>
            list && {
              activities: list.activities.map((item) =>
                item.id === result.data.id ? result.data : item,
              ),
            },
          { revalidate: false },
        );
      }
      return result;
    },
    [mutate],
  );
}
