import { addDays, type MetricKey } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { useSession } from '../../../auth/session';
import { useEstablishmentToday } from '../../stats';
import { historyDays } from '../model/view';

const endpoint = apiRoutes.stats.patientStats;

/**
 * The daily stats of the last two years (the widest range the API answers), up to today in the
 * establishment's time zone: `to` is left to the API, and `from` counts back from `today`, the
 * establishment's (packages/domain/src/days.ts), with a day to spare.
 */
export function evolutionStatsQuery(keys: readonly MetricKey[], today: string) {
  return { types: keys.join(','), from: addDays(today, -(historyDays - 1)), scale: 'Day' } as const;
}

export const evolutionStatsKey = (patientId: string, keys: readonly MetricKey[], today: string) =>
  pathOf(endpoint, { params: { id: patientId }, query: evolutionStatsQuery(keys, today) });

export const fetchEvolutionStats = (patientId: string, keys: readonly MetricKey[], today: string) =>
  dataOf(
    api.call(endpoint, { params: { id: patientId }, query: evolutionStatsQuery(keys, today) }),
  );

/**
 * One tab's metrics and objectives, day by day, over the last two years: fetched once, then every
 * period and scale is cut from it in the browser (model/view.ts). Kept while the screen is open:
 * coming back to a tab shows what is held without asking again (a new day, or the window regaining
 * focus, asks again).
 */
export function useEvolutionStats(
  patientId: string | null | undefined,
  keys: readonly MetricKey[],
) {
  // Today where the patient's establishment is (the access token names it), as the API counts.
  const today = useEstablishmentToday(useSession().user?.establishmentId);
  return useSWR(
    patientId ? evolutionStatsKey(patientId, keys, today) : null,
    patientId ? () => fetchEvolutionStats(patientId, keys, today) : null,
    { revalidateIfStale: false },
  );
}
