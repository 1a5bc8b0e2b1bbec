import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type DirectoryEstablishment } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import type { WriteCall } from '../../../app/useWrite';

/**
 * A patient's registration with an establishment (docs/decisions/patient-registration-requests.md):
 * the public directory, the patient's registration and request, the managers' pending requests.
 */

/** The establishments of the public directory whose name or town contains `q` (2 letters at least). */
export async function searchDirectory(q: string): Promise<DirectoryEstablishment[]> {
  const result = await dataOf(api.call(apiRoutes.registrations.directory, { query: { q } }));
  return result.establishments;
}

export const patientRegistrationKey = (patientId: string) =>
  pathOf(apiRoutes.registrations.patientRegistration, { params: { id: patientId } });

/** The patient's establishment and latest request; no request without a patient. */
export function usePatientRegistration(patientId: string | null | undefined) {
  return useSWR(patientId ? patientRegistrationKey(patientId) : null, () =>
    dataOf(api.call(apiRoutes.registrations.patientRegistration, { params: { id: patientId! } })),
  );
}

/** The patient asks an establishment to follow them (replaces a pending request). */
export const askEstablishmentWrite = (
  patientId: string,
): WriteCall<DirectoryEstablishment, unknown> => ({
  key: patientRegistrationKey(patientId),
  call: (establishment) =>
    api.call(apiRoutes.registrations.ask, {
      params: { id: patientId },
      body: { establishmentId: establishment.establishmentId },
    }),
});

export const pendingRegistrationsKey = (establishmentId: string) =>
  pathOf(apiRoutes.registrations.pending, { params: { id: establishmentId } });

/** The requests waiting for the establishment's answer. */
export function usePendingRegistrationRequests(establishmentId: string | null | undefined) {
  return useSWR(establishmentId ? pendingRegistrationsKey(establishmentId) : null, () =>
    dataOf(api.call(apiRoutes.registrations.pending, { params: { id: establishmentId! } })),
  );
}

/** A manager's answer to a request; `name` (the patient's) is for the notice. */
export interface RegistrationAnswerArg {
  requestId: string;
  accepted: boolean;
  name: string;
}

/** The managers' answer; accepted, the patient joins the establishment's patients. */
export const answerRegistrationWrite = (
  establishmentId: string,
): WriteCall<RegistrationAnswerArg, unknown> => ({
  key: pendingRegistrationsKey(establishmentId),
  call: ({ requestId, accepted }) =>
    api.call(apiRoutes.registrations.answer, {
      params: { id: establishmentId, requestId },
      body: { accepted },
    }),
  // Accepted, the patient joins every list under the establishment's path (patients, follow-up,
  // activity): each is read again.
  revalidates: (arg) => {
    if (!arg.accepted) {
      return [];
    }
    const prefix = pathOf(apiRoutes.establishments.get, { params: { id: establishmentId } });
    return [(key) => typeof key === 'string' && key.startsWith(`${prefix}/`)];
  },
});
