import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import type { MetricKey, StatsScale } from '@oxilio/domain';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.stats.patientStats;

/** What to ask `GET /patients/{id}/stats` for: metric keys over calendar days, grouped by scale. */
export interface PatientStatsRequest {
  patientId: string;
  /** Metric keys (objectives included, e.g. `StepCountObjective`), in the order wanted. */
  types: readonly MetricKey[];
  /** First and last calendar days, both included (`YYYY-MM-DD`). */
  from: string;
  to: string;
  /** @defaultValue 'Day' */
  scale?: StatsScale;
}

function inputOf({ patientId, types, from, to, scale = 'Day' }: PatientStatsRequest) {
  return {
    params: { id: patientId },
    query: { types: types.join(','), from, to, scale },
  } as const;
}

/** One key per patient, keys, range and scale: the same question is asked once. */
export const patientStatsKey = (request: PatientStatsRequest) => pathOf(endpoint, inputOf(request));

export const fetchPatientStats = (request: PatientStatsRequest) =>
  dataOf(api.call(endpoint, inputOf(request)));

/**
 * A patient's metrics in columns (`starts` and one `series` per key). Null asks nothing (e.g.
 * while the day the range depends on is not known yet).
 */
export function usePatientStats(request: PatientStatsRequest | null) {
  return useSWR(request ? patientStatsKey(request) : null, () =>
    fetchPatientStats(request as PatientStatsRequest),
  );
}
