import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.patients.getPatient;

/** The patient's profile: names, email, phone, birth date... */
export const patientProfileKey = (patientId: string) =>
  pathOf(endpoint, { params: { id: patientId } });

const fetchPatientProfile = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { id: patientId } }));

/** No request without a patient id. */
export function usePatientProfile(patientId: string | null | undefined) {
  return useSWR(
    patientId ? patientProfileKey(patientId) : null,
    patientId ? () => fetchPatientProfile(patientId) : null,
  );
}
