import {
  apiRoutes,
  type OutcomeResult,
  type RecordSessionTestResultBody,
} from '@oxilio/domain/contract';
import { api } from '../../../app/api';
import type { WriteCall } from '../../../app/useWrite';
import { outcomeResultsKey } from '../../outcomeMeasures';

/**
 * The patient notes the result of a clinical test played in their session (kept as measured by
 * the patient, docs/decisions/outcome-measures.md); their "Mes tests" is read again.
 */
export const recordSessionTestResult = (
  sessionId: string,
  patientId: string,
): WriteCall<RecordSessionTestResultBody, OutcomeResult> => ({
  call: (body) =>
    api.call(apiRoutes.outcomeMeasures.recordInSession, { params: { id: sessionId }, body }),
  key: outcomeResultsKey(patientId),
});
