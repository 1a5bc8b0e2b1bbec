import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.apa.patient;

/** The adapted activities offered to a patient, with the ones they take part in. */
export const patientActivitiesKey = (patientId: string) =>
  pathOf(endpoint, { params: { patientId } });

const fetchPatientActivities = (patientId: string) =>
  dataOf(api.call(endpoint, { params: { patientId } }));

/** No request without a patient id. */
export function usePatientActivities(patientId: string | null | undefined) {
  return useSWR(
    patientId ? patientActivitiesKey(patientId) : null,
    patientId ? () => fetchPatientActivities(patientId) : null,
  );
}
