import { pathOf } from '@oxilio/domain/client';
import {
  apiRoutes,
  type PatientSearchQuery,
  type PatientSearchResult,
} from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.rehabilitators.search;

/**
 * What one search box means for `GET Patients`: an email when it has an @, a phone number when it
 * is digits, otherwise a name (one word: first or last name; several: first and last name, in
 * either order). Each query is one call; their answers are merged.
 */
export function searchQueries(term: string): PatientSearchQuery[] {
  const text = term.trim().replace(/\s+/g, ' ');
  if (text.length < 2) {
    return [];
  }
  if (text.includes('@')) {
    return [{ Email: text }];
  }
  if (/^[+\d][\d\s.\-()]*$/.test(text) && text.replace(/\D/g, '').length >= 4) {
    return [{ Phone: text }];
  }
  const words = text.split(' ');
  if (words.length === 1) {
    return [{ LastName: text }, { FirstName: text }];
  }
  const [first, ...rest] = words;
  return [
    { FirstName: first!, LastName: rest.join(' ') },
    { LastName: first!, FirstName: rest.join(' ') },
    { LastName: text },
  ];
}

export const searchKey = (term: string) =>
  searchQueries(term).map((query) => pathOf(endpoint, { query }));

export async function fetchSearch(term: string): Promise<PatientSearchResult[]> {
  const answers = await Promise.all(
    searchQueries(term).map((query) => dataOf(api.call(endpoint, { query }))),
  );
  const found = new Map<string, PatientSearchResult>();
  for (const patient of answers.flat()) {
    found.set(patient.patientId, patient);
  }
  return [...found.values()].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
}

/** The patients found for the term; no request for less than two characters. */
export function usePatientSearch(term: string) {
  const key = searchKey(term);
  return useSWR(key.length > 0 ? key : null, () => fetchSearch(term));
}
