import { api, tokenStore } from '../../../app/api';
import type { SearchsetPage } from '../model/fhirRecord';

async function get(path: string): Promise<Response> {
  const token = tokenStore.read()?.accessToken;
  return fetch(path, {
    headers: {
      Accept: 'application/fhir+json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
}

/**
 * One page of the FHIR API with the session's access token; an expired token is renewed once
 * (the REST client's silent refresh) and the page asked again.
 */
export async function readFhirPage(path: string): Promise<SearchsetPage> {
  let response = await get(path);
  if (response.status === 401 && (await api.resumeSession())) {
    response = await get(path);
  }
  if (!response.ok) {
    throw new Error(`FHIR ${response.status} on ${path}`);
  }
  return (await response.json()) as SearchsetPage;
}
