import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.rehabilitators.endedFollowUps;

/** The follow-ups the patients ended lately (they stopped sharing their data), newest first. */
export const endedFollowUpsKey = (rehabilitatorId: string) =>
  pathOf(endpoint, { params: { id: rehabilitatorId } });

export const fetchEndedFollowUps = (rehabilitatorId: string) =>
  dataOf(api.call(endpoint, { params: { id: rehabilitatorId } }));

/** `useEndedFollowUps(rehabilitatorId)`'s read, started early (boot/earlyReads.ts). */
export const preloadEndedFollowUps = (rehabilitatorId: string) =>
  startEarlyRead(endedFollowUpsKey(rehabilitatorId), () => fetchEndedFollowUps(rehabilitatorId));

/** No request without a rehabilitator id. */
export function useEndedFollowUps(rehabilitatorId: string | null | undefined) {
  return useSWR(
    rehabilitatorId ? endedFollowUpsKey(rehabilitatorId) : null,
    rehabilitatorId ? () => fetchEndedFollowUps(rehabilitatorId) : null,
  );
}
