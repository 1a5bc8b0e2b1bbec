import type { MetricKey } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.stats.patientPercentages;

export interface PercentagesRequest {
  patientId: string;
  /** Metric keys judged; empty: the daily activity objectives. */
  types: readonly MetricKey[];
  from: string;
  to: string;
}

const inputOf = ({ patientId, types, from, to }: PercentagesRequest) =>
  ({
    params: { id: patientId },
    query: { ...(types.length > 0 ? { types: types.join(',') } : {}), from, to, scale: 'Month' },
  }) as const;

/**
 * Objectives met over a period (GET /patients/{id}/percentages), in one bucket per month: the
 * screen sums the days measured and met.
 */
export function usePatientPercentages(request: PercentagesRequest | null) {
  return useSWR(request ? pathOf(endpoint, inputOf(request)) : null, () =>
    dataOf(api.call(endpoint, inputOf(request as PercentagesRequest))),
  );
}
