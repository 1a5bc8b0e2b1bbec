import { BodyPart, Position } from '@oxilio/domain';
import type { LibraryExercise } from '@oxilio/domain/contract';
import { matchesQuery } from './model/textSearch';

/** The library's filters; an empty string means "any". */
export interface ExerciseFilters {
  /** Words looked for in the exercise's name, in the language shown ('' for none). */
  query: string;
  type: string;
  position: string;
  bodyPart: string;
  difficulty: string;
  /** An equipment id, 'none' for exercises needing none, or '' for any. */
  equipment: string;
  likedOnly: boolean;
}

export const noExerciseFilters: ExerciseFilters = {
  query: '',
  type: '',
  position: '',
  bodyPart: '',
  difficulty: '',
  equipment: '',
  likedOnly: false,
};

/**
 * Whether a value passes a filter; a value meaning "all" in the data (an exercise done in any
 * position) passes every choice of its filter.
 */
const matches = (filter: string, value: number, all?: number) =>
  filter === '' || Number(filter) === value || value === all;

/** How the text search reads an exercise: its name in the language shown. */
export interface ExerciseSearch {
  nameOf: (exerciseId: number) => string;
  locale: string;
}

/** The exercises that pass every filter and the text search, in the library's order. */
export function filterExercises(
  library: readonly LibraryExercise[],
  filters: ExerciseFilters,
  search?: ExerciseSearch,
): LibraryExercise[] {
  return library.filter(
    (exercise) =>
      matches(filters.type, exercise.type) &&
      matches(filters.position, exercise.position, Position.All) &&
      matches(filters.bodyPart, exercise.bodyPart, BodyPart.All) &&
      matches(filters.difficulty, exercise.difficulty) &&
      (filters.equipment === ''
        ? true
        : filters.equipment === 'none'
          ? exercise.equipment.length === 0
          : exercise.equipment.includes(Number(filters.equipment))) &&
      (!filters.likedOnly || exercise.liked) &&
      (filters.query.trim() === '' ||
        search === undefined ||
        matchesQuery(search.nameOf(exercise.id), filters.query, search.locale)),
  );
}

/** How many filters are set, the text search included. */
export const activeFilterCount = (filters: ExerciseFilters) =>
  Object.values(filters).filter((value) =>
    typeof value === 'string' ? value.trim() !== '' : value,
  ).length;
