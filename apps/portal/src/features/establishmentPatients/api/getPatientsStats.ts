import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import type { MetricKey } from '@oxilio/domain';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.stats.establishmentPatientsStats;

/** What the manager's home asks of the establishment's stats: keys by day, over a range or not. */
export interface PatientsStatsRequest {
  establishmentId: string;
  types: readonly MetricKey[];
  /** Both or neither: without them, the last 7 days ending today in the establishment's zone. */
  range?: { from: string; to: string };
}

function inputOf({ establishmentId, types, range }: PatientsStatsRequest) {
  return {
    params: { id: establishmentId },
    query: { types: types.join(','), scale: 'Day', ...(range ?? {}) },
  } as const;
}

/** Every current patient's metrics per day; null asks nothing. */
export function useEstablishmentPatientsStats(request: PatientsStatsRequest | null) {
  return useSWR(request ? pathOf(endpoint, inputOf(request)) : null, () =>
    dataOf(api.call(endpoint, inputOf(request as PatientsStatsRequest))),
  );
}
