import type { ObjectiveBaseKey } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.stats.patientPercentages;

export interface CompletionRange {
  from: string;
  to: string;
  scale: 'Day' | 'Week' | 'Month';
}

const queryOf = (keys: readonly ObjectiveBaseKey[], range: CompletionRange) => ({
  types: keys.join(','),
  ...range,
});

export const objectiveCompletionKey = (
  patientId: string,
  keys: readonly ObjectiveBaseKey[],
  range: CompletionRange,
) => pathOf(endpoint, { params: { id: patientId }, query: queryOf(keys, range) });

export const fetchObjectiveCompletion = (
  patientId: string,
  keys: readonly ObjectiveBaseKey[],
  range: CompletionRange,
) => dataOf(api.call(endpoint, { params: { id: patientId }, query: queryOf(keys, range) }));

/**
 * The completion of objectives per bucket of a scale, over every bucket the scale is shown with
 * (model/view.ts `completionRange`): one call per scale, whatever the period.
 */
export function useObjectiveCompletion(
  patientId: string | null | undefined,
  keys: readonly ObjectiveBaseKey[],
  range: CompletionRange | null,
) {
  return useSWR(
    patientId && range ? objectiveCompletionKey(patientId, keys, range) : null,
    patientId && range ? () => fetchObjectiveCompletion(patientId, keys, range) : null,
    { revalidateIfStale: false },
  );
}
