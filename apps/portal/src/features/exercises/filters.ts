import type { LibraryExercise } from '@oxilio/domain/contract';

/** The library's filters; an empty string means "any". */
export interface ExerciseFilters {
  type: string;
  position: string;
  bodyPart: string;
  difficulty: string;
  /** An equipment id, 'none' for exercises needing none, or '' for any. */
  equipment: string;
  likedOnly: boolean;
}

export const noExerciseFilters: ExerciseFilters = {
  type: '',
  position: '',
  bodyPart: '',
  difficulty: '',
  equipment: '',
  likedOnly: false,
};

const matches = (filter: string, value: number) => filter === '' || Number(filter) === value;

/** The exercises that pass every filter, in the library's order. */
export function filterExercises(
  library: readonly LibraryExercise[],
  filters: ExerciseFilters,
): LibraryExercise[] {
  return library.filter(
    (exercise) =>
      matches(filters.type, exercise.type) &&
      matches(filters.position, exercise.position) &&
      matches(filters.bodyPart, exercise.bodyPart) &&
      matches(filters.difficulty, exercise.difficulty) &&
      (filters.equipment === ''
        ? true
        : filters.equipment === 'none'
          ? exercise.equipment.length === 0
          : exercise.equipment.includes(Number(filters.equipment))) &&
      (!filters.likedOnly || exercise.liked),
  );
}

/** How many filters are set. */
export const activeFilterCount = (filters: ExerciseFilters) =>
  Object.values(filters).filter((value) => value !== '' && value !== false).length;
