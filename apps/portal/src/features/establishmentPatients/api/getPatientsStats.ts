import { addDays } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import type { MetricKey } from '@oxilio/domain';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.stats.establishmentPatientsStats;

/** What the manager's home asks of the establishment's stats: keys by day, over a range or not. */
export interface PatientsStatsRequest {
  establishmentId: string;
  types: readonly MetricKey[];
  /**
   * Both or neither: without them, the API's default, the last 7 days (the completed days ending
   * yesterday in the establishment's zone; today is in progress).
   */
  range?: { from: string; to: string };
}

function inputOf({ establishmentId, types, range }: PatientsStatsRequest) {
  return {
    params: { id: establishmentId },
    query: { types: types.join(','), scale: 'Day', ...(range ?? {}) },
  } as const;
}

const statsKey = (request: PatientsStatsRequest) => pathOf(endpoint, inputOf(request));

const fetchStats = (request: PatientsStatsRequest) => dataOf(api.call(endpoint, inputOf(request)));

/** Every current patient's metrics per day; null asks nothing. */
export function useEstablishmentPatientsStats(request: PatientsStatsRequest | null) {
  return useSWR(request ? statsKey(request) : null, () =>
    fetchStats(request as PatientsStatsRequest),
  );
}

const activityTypes = ['StepCount', 'ActivityStars'] as const satisfies readonly MetricKey[];

/**
 * The activity of the manager's home: the last 7 days (the completed days ending yesterday, as the
 * API's default says: @oxilio/domain lastCompletedDays), then the 7 days before them, asked once
 * the first answer tells its days. `settled` once both have answered (or the first failed): the
 * tiles show their evolution from their first paint.
 */
export function useActivityWeeks(establishmentId: string | null) {
  const week = useEstablishmentPatientsStats(
    establishmentId ? { establishmentId, types: activityTypes } : null,
  );
  const from = week.data?.from;
  const previous = useEstablishmentPatientsStats(
    establishmentId && from
      ? {
          establishmentId,
          types: activityTypes,
          range: { from: addDays(from, -7), to: addDays(from, -1) },
        }
      : null,
  );
  const settled =
    !establishmentId ||
    week.error !== undefined ||
    (week.data !== undefined && (previous.data !== undefined || previous.error !== undefined));
  return { week, previous, settled };
}

/** `useActivityWeeks(establishmentId)`'s first read, started early (boot/earlyReads.ts). */
export function preloadActivityWeek(establishmentId: string) {
  const request = { establishmentId, types: activityTypes };
  startEarlyRead(statsKey(request), () => fetchStats(request));
}
