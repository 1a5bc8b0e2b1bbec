import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.apa.participants;

/** The establishment's patients taking part in an activity. */
export const participantsKey = (activityId: string) =>
  pathOf(endpoint, { params: { id: activityId } });

export function useParticipants(activityId: string | null) {
  return useSWR(activityId ? participantsKey(activityId) : null, () =>
    dataOf(api.call(endpoint, { params: { id: activityId! } })),
  );
}
