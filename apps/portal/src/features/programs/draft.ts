import type { Program, ProgramInput } from '@oxilio/domain/contract';

/** Limits of the contract (packages/domain/src/contract/programs.ts). */
export const programLimits = {
  nameLength: 120,
  descriptionLength: 2000,
  exercises: 50,
  seriesCount: { min: 1, max: 50 },
  seriesDurationSeconds: { min: 1, max: 3600 },
  restBetweenSeriesSeconds: { min: 0, max: 3600 },
} as const;

/** One exercise of a program being built; numbers as typed. */
export interface DraftExercise {
  /** Stable key while the list is reordered. */
  key: string;
  exerciseId: number;
  seriesCount: string;
  seriesDurationSeconds: string;
  restBetweenSeriesSeconds: string;
}

export interface ProgramDraft {
  name: string;
  description: string;
  exercises: DraftExercise[];
}

export type NumberField = 'seriesCount' | 'seriesDurationSeconds' | 'restBetweenSeriesSeconds';
export const numberFields: readonly NumberField[] = [
  'seriesCount',
  'seriesDurationSeconds',
  'restBetweenSeriesSeconds',
];

export type DraftError = 'required' | 'tooLong' | 'noExercise' | 'tooMany' | 'outOfRange';

export interface DraftErrors {
  name?: DraftError;
  description?: DraftError;
  exercises?: DraftError;
  /** By exercise key, then field. */
  items: Record<string, Partial<Record<NumberField, DraftError>>>;
}

let counter = 0;
const nextKey = () => `x${++counter}`;

/** An exercise to add, with the library's values. */
export function draftExercise(exercise: {
  id: number;
  seriesCount: number;
  seriesDurationSeconds: number;
  restBetweenSeriesSeconds: number;
}): DraftExercise {
  return {
    key: nextKey(),
    exerciseId: exercise.id,
    seriesCount: String(exercise.seriesCount),
    seriesDurationSeconds: String(exercise.seriesDurationSeconds),
    restBetweenSeriesSeconds: String(exercise.restBetweenSeriesSeconds),
  };
}

/** A draft from an existing program, or an empty one. */
export function draftOf(program?: Program): ProgramDraft {
  if (!program) {
    return { name: '', description: '', exercises: [] };
  }
  return {
    name: program.name,
    description: program.description ?? '',
    exercises: [...program.exercises]
      .sort((a, b) => a.order - b.order)
      .map((exercise) => draftExercise({ ...exercise, id: exercise.exerciseId })),
  };
}

/** The list with the exercise at `index` moved by `delta` places (kept inside the list). */
export function moveExercise<T>(list: readonly T[], index: number, delta: number): T[] {
  const target = Math.min(Math.max(index + delta, 0), list.length - 1);
  const moved = [...list];
  const [item] = moved.splice(index, 1);
  moved.splice(target, 0, item!);
  return moved;
}

const integerIn = (text: string, { min, max }: { min: number; max: number }) => {
  const trimmed = text.trim();
  if (trimmed === '') {
    return 'required' as const;
  }
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min && value <= max ? null : ('outOfRange' as const);
};

/** The draft's errors, and the contract's input when there are none. */
export function validateDraft(draft: ProgramDraft): {
  errors: DraftErrors;
  input: ProgramInput | null;
} {
  const errors: DraftErrors = { items: {} };
  const name = draft.name.trim();
  if (name === '') {
    errors.name = 'required';
  } else if (name.length > programLimits.nameLength) {
    errors.name = 'tooLong';
  }
  if (draft.description.length > programLimits.descriptionLength) {
    errors.description = 'tooLong';
  }
  if (draft.exercises.length === 0) {
    errors.exercises = 'noExercise';
  } else if (draft.exercises.length > programLimits.exercises) {
    errors.exercises = 'tooMany';
  }
  for (const exercise of draft.exercises) {
    for (const field of numberFields) {
      const error = integerIn(exercise[field], programLimits[field]);
      if (error) {
        errors.items[exercise.key] = { ...errors.items[exercise.key], [field]: error };
      }
    }
  }
  const valid =
    !errors.name &&
    !errors.description &&
    !errors.exercises &&
    Object.keys(errors.items).length === 0;
  if (!valid) {
    return { errors, input: null };
  }
  const description = draft.description.trim();
  return {
    errors,
    input: {
      name,
      description: description === '' ? null : description,
      exercises: draft.exercises.map((exercise, order) => ({
        exerciseId: exercise.exerciseId,
        order,
        seriesCount: Number(exercise.seriesCount),
        seriesDurationSeconds: Number(exercise.seriesDurationSeconds),
        restBetweenSeriesSeconds: Number(exercise.restBetweenSeriesSeconds),
      })),
    },
  };
}

/** Sum over exercises of count x duration + (count - 1) x rest, as the API computes it. */
export function estimatedSeconds(draft: ProgramDraft): number {
  return draft.exercises.reduce((total, exercise) => {
    const count = Number(exercise.seriesCount) || 0;
    const duration = Number(exercise.seriesDurationSeconds) || 0;
    const rest = Number(exercise.restBetweenSeriesSeconds) || 0;
    return total + count * duration + Math.max(count - 1, 0) * rest;
  }, 0);
}
