import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.sessions.history;

export interface SessionHistoryRequest {
  patientId: string;
  /** First and last calendar days, both included. */
  from: string;
  to: string;
  /** At most this many sessions, newest first. */
  limit: number;
}

const inputOf = ({ patientId, from, to, limit }: SessionHistoryRequest) =>
  ({ params: { id: patientId }, query: { from, to, limit } }) as const;

export const sessionHistoryKey = (request: SessionHistoryRequest) =>
  pathOf(endpoint, inputOf(request));

/** A patient's sessions over a period, newest first (GET /Patients/{id}/sessions). */
export function useSessionHistory(request: SessionHistoryRequest | null) {
  return useSWR(request ? sessionHistoryKey(request) : null, () =>
    dataOf(api.call(endpoint, inputOf(request as SessionHistoryRequest))),
  );
}
