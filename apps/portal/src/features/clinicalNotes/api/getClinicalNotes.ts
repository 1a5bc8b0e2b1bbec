import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type ClinicalNotesQuery } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.clinicalNotes.listOfPatient;

/** Only the filters given: an empty one is no filter. */
function queryOf(query: ClinicalNotesQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The patient's notes with these filters. */
export const clinicalNotesKey = (patientId: string, query: ClinicalNotesQuery = {}) =>
  pathOf(endpoint, { params: { id: patientId }, query: queryOf(query) });

/** Every read of the patient's notes, whatever its filters: what a write changes. */
export const isClinicalNotesKey = (patientId: string) => {
  const base = clinicalNotesKey(patientId);
  return (key: unknown) => typeof key === 'string' && (key === base || key.startsWith(`${base}?`));
};

export const fetchClinicalNotes = (patientId: string, query: ClinicalNotesQuery) =>
  dataOf(api.call(endpoint, { params: { id: patientId }, query: queryOf(query) }));

/** The patient's notes, newest first, and everyone who wrote one (no request without a patient). */
export function useClinicalNotes(patientId: string | null | undefined, query: ClinicalNotesQuery) {
  return useSWR(
    patientId ? clinicalNotesKey(patientId, query) : null,
    patientId ? () => fetchClinicalNotes(patientId, query) : null,
    { keepPreviousData: true },
  );
}
