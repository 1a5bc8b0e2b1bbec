/**
 * The notes' filters in the page's URL (`?auteur=…&du=…&au=…`), so that a reload, a shared link or
 * "back" finds the same notes. A value the list does not know is dropped: a hand-edited or old
 * link never breaks the page.
 */
import { isCalendarDay } from '@oxilio/domain';
import type { ClinicalNotesQuery } from '@oxilio/domain/contract';

export interface NotesSearch {
  /** An author's user id, or '' for everyone. */
  author: string;
  /** First and last day of the period (inclusive), '' for open. */
  from: string;
  to: string;
}

export const emptyNotesSearch: NotesSearch = { author: '', from: '', to: '' };

/** The URL's parameter names (French, as the portal's paths). */
export const notesParams = { author: 'auteur', from: 'du', to: 'au' } as const;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dayOrEmpty = (value: string | null) => (value && isCalendarDay(value) ? value : '');

/** Reads the filters from the URL; anything unknown is dropped, a reversed period is kept whole. */
export function parseNotesSearch(params: URLSearchParams): NotesSearch {
  const author = params.get(notesParams.author);
  return {
    author: author && uuid.test(author) ? author.toLowerCase() : '',
    from: dayOrEmpty(params.get(notesParams.from)),
    to: dayOrEmpty(params.get(notesParams.to)),
  };
}

/**
 * `params` with the filters of `search` (the others kept, e.g. a tab's own): empty filters are left
 * out, so that the plain path is every note.
 */
export function withNotesSearch(params: URLSearchParams, search: NotesSearch): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['author', 'from', 'to'] as const) {
    if (search[key]) {
      next.set(notesParams[key], search[key]);
    } else {
      next.delete(notesParams[key]);
    }
  }
  return next;
}

/** True when the period ends before it starts (the API refuses it; the form says so first). */
export const isReversedPeriod = ({ from, to }: NotesSearch) =>
  from !== '' && to !== '' && to < from;

/** The API's query of the filters (none for a reversed period: the form shows its error). */
export function notesQuery(search: NotesSearch): ClinicalNotesQuery {
  if (isReversedPeriod(search)) {
    return search.author ? { authorId: search.author } : {};
  }
  return {
    ...(search.author ? { authorId: search.author } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
  };
}

/** Any filter set. */
export const isFiltered = (search: NotesSearch) =>
  search.author !== '' || search.from !== '' || search.to !== '';
