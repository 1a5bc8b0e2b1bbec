import { pathOf } from '@oxilio/domain/client';
import {
  apiRoutes,
  type OutcomeResult,
  type RecordOutcomeResultBody,
} from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import type { WriteCall } from '../../../app/useWrite';

const endpoint = apiRoutes.outcomeMeasures.list;

/** The key of a patient's standardised test results. */
export const outcomeResultsKey = (patientId: string) =>
  pathOf(endpoint, { params: { id: patientId } });

/** A patient's standardised test results, judged, with whether the caller may record one. */
export function useOutcomeResults(patientId: string | null) {
  return useSWR(patientId ? outcomeResultsKey(patientId) : null, () =>
    dataOf(api.call(endpoint, { params: { id: patientId! } })),
  );
}

/** Record a result for the patient. */
export const recordOutcomeResult = (
  patientId: string,
): WriteCall<RecordOutcomeResultBody, OutcomeResult> => ({
  call: (body) => api.call(apiRoutes.outcomeMeasures.record, { params: { id: patientId }, body }),
  key: outcomeResultsKey(patientId),
});

/** Strike out a wrong result with a reason (it stays in the history). */
export const strikeOutcomeResult = (
  patientId: string,
): WriteCall<{ id: string; reason: string }, OutcomeResult> => ({
  call: ({ id, reason }) =>
    api.call(apiRoutes.outcomeMeasures.strike, { params: { id }, body: { reason } }),
  key: outcomeResultsKey(patientId),
});
