import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.apa.list;

/** The manager's establishment's activities and the product's catalogue. */
export const activitiesKey = () => pathOf(endpoint);

export function useManagedActivities(enabled: boolean) {
  return useSWR(enabled ? activitiesKey() : null, () => dataOf(api.call(endpoint)));
}
