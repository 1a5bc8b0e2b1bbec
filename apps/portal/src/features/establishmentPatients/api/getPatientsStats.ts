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
 * The per-patient table of the manager's home: every current patient's daily activity objectives
 * met over the last 7 days (the API's default: the completed days ending yesterday). `settled`
 * once it answered or failed.
 */
export function useActivityWeeks(establishmentId: string | null) {
  const week = useEstablishmentPatientsStats(
    establishmentId ? { establishmentId, types: activityTypes } : null,
  );
  const settled = !establishmentId || week.error !== undefined || week.data !== undefined;
  return { week, settled };
}

/** `useActivityWeeks(establishmentId)`'s first read, started early (boot/earlyReads.ts). */
export function preloadActivityWeek(establishmentId: string) {
  const request = { establishmentId, types: activityTypes };
  startEarlyRead(statsKey(request), () => fetchStats(request));
}
