/**
 * Data hooks of the patient resources, typed from the API contract.
 * Reads go through SWR with the keys of ./keys; mutations call the API through the portal's client
 * and then revalidate every key they change. Failures are returned or thrown to the caller, which
 * shows them (DataState, useSubmit): nothing is only logged.
 */
import type { ApiResult } from '@oxilio/domain/client';
import type {
  AnswerReeducatorInvitationBody,
  PatientRecap,
  PatientReeducatorInvitation,
} from '@oxilio/domain/contract';
import { useCallback } from 'react';
import useSWR, { mutate as globalMutate, useSWRConfig, type SWRResponse } from 'swr';
import { api } from '../app/api';
import { fetchApi } from '../app/swr';
import { keys } from './keys';

/** SWR's `mutate` (global, or the one of the nearest SWRConfig cache). */
type Revalidate = (key: string) => Promise<unknown>;

/** The patient's pending invitations with rehabilitators, both directions (null id: no request). */
export function useInvitations(
  patientId: string | null | undefined,
): SWRResponse<PatientReeducatorInvitation[]> {
  return useSWR<PatientReeducatorInvitation[]>(
    patientId ? keys.patient.invitations(patientId) : null,
    fetchApi<PatientReeducatorInvitation[]>,
  );
}

/**
 * The patient's recap ("my day", stars, rank, tags). When the patient reads it, `newRank` and
 * `newTags` come once: the API marks them seen in the same call (see StartupModals).
 */
export function useRecap(patientId: string | null | undefined): SWRResponse<PatientRecap> {
  return useSWR<PatientRecap>(
    patientId ? keys.patient.recap(patientId) : null,
    fetchApi<PatientRecap>,
  );
}

/**
 * Accepts or refuses a rehabilitator's invitation, then, if it went through, revalidates the
 * pending invitations, the recap (its pending count) and the linked rehabilitators. Statuses below
 * 500 come back as a result; network failures and server errors are thrown (ApiNetworkError,
 * ApiServerError) for the caller to show.
 */
export async function answerInvitation(
  patientId: string,
  invitationId: string,
  accepted: boolean,
  revalidate: Revalidate = (key) => globalMutate(key),
): Promise<ApiResult<PatientReeducatorInvitation>> {
  const body: AnswerReeducatorInvitationBody = { accepted };
  const result = await api.patch<PatientReeducatorInvitation>(
    `${keys.patient.invitations(patientId)}/${encodeURIComponent(invitationId)}`,
    body,
  );
  if (result.ok) {
    await Promise.all([
      revalidate(keys.patient.invitations(patientId)),
      revalidate(keys.patient.recap(patientId)),
      revalidate(keys.patient.reeducators(patientId)),
    ]);
  }
  return result;
}

/** `answerInvitation` bound to the SWR cache of the calling component. */
export function useAnswerInvitation() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (patientId: string, invitationId: string, accepted: boolean) =>
      answerInvitation(patientId, invitationId, accepted, (key) => mutate(key)),
    [mutate],
  );
}
