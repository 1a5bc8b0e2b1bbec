/**
 * The follow-up list's state in the page's URL (`?filtre=…&tri=…&reeducateur=…&nom=…`), so that a
 * reload, a link from the home or "back" finds the same list. A value the list does not know falls
 * back to its default: a hand-edited or old link never breaks the page.
 */
import { evolutionPeriods, type EvolutionPeriod } from '@oxilio/domain';
import {
  followUpFilters,
  followUpSorts,
  type FollowUpFilter,
  type FollowUpSort,
} from '@oxilio/domain/contract';

export interface FollowUpSearch {
  filter: FollowUpFilter;
  sort: FollowUpSort;
  /** A rehabilitator's id, or null for everyone. */
  rehabilitator: string | null;
  /** Part of a name, as typed. */
  name: string;
}

export const defaultFollowUpSearch: FollowUpSearch = {
  filter: 'all',
  sort: 'name',
  rehabilitator: null,
  name: '',
};

/** The URL's parameter names (French, as the portal's paths). */
export const followUpParams = {
  filter: 'filtre',
  sort: 'tri',
  rehabilitator: 'reeducateur',
  name: 'nom',
} as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Reads the list's state from the URL's parameters; anything unknown takes the default. */
export function parseFollowUpSearch(params: URLSearchParams): FollowUpSearch {
  const rehabilitator = params.get(followUpParams.rehabilitator);
  return {
    filter: oneOf(followUpFilters, params.get(followUpParams.filter), 'all'),
    sort: oneOf(followUpSorts, params.get(followUpParams.sort), 'name'),
    rehabilitator: rehabilitator && uuid.test(rehabilitator) ? rehabilitator.toLowerCase() : null,
    name: (params.get(followUpParams.name) ?? '').slice(0, 100),
  };
}

/** The URL's parameters of a state: the defaults are left out (the plain path is the default list). */
export function followUpSearchParams(search: Partial<FollowUpSearch>): URLSearchParams {
  const full = { ...defaultFollowUpSearch, ...search };
  const params = new URLSearchParams();
  if (full.filter !== 'all') {
    params.set(followUpParams.filter, full.filter);
  }
  if (full.sort !== 'name') {
    params.set(followUpParams.sort, full.sort);
  }
  if (full.rehabilitator) {
    params.set(followUpParams.rehabilitator, full.rehabilitator);
  }
  if (full.name.trim() !== '') {
    params.set(followUpParams.name, full.name);
  }
  return params;
}

/** `path?params` of a state, for links (the home's "patients without a next step"). */
export function followUpHref(path: string, search: Partial<FollowUpSearch>): string {
  const query = followUpSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

/** The home's evolution period in its URL (`?periode=30d`); 7 days otherwise. */
export const evolutionParam = 'periode';

export function parseEvolutionPeriod(params: URLSearchParams): EvolutionPeriod {
  return oneOf(evolutionPeriods, params.get(evolutionParam), '7d');
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether a patient's name contains the typed part, accents and case aside. */
export function nameMatches(fullName: string, typed: string): boolean {
  const wanted = normalise(typed.trim());
  return wanted === '' || normalise(fullName).includes(wanted);
}
