import type { LibraryExercise } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterExercises, noExerciseFilters } from './filters';

const exercise = (id: number, over: Partial<LibraryExercise> = {}): LibraryExercise => ({
  id,
  type: 1,
  theme: 1,
  nameId: `domain.exercise.${id}.name`,
  adviceId: null,
  position: 1,
  bodyPart: 4,
  difficulty: 1,
  equipment: [],
  seriesDurationSeconds: 30,
  seriesCount: 3,
  restBetweenSeriesSeconds: 15,
  likes: 0,
  liked: false,
  ...over,
});

const library = [
  exercise(2),
  exercise(3, { type: 2, difficulty: 3, equipment: [1], liked: true, likes: 4 }),
  exercise(4, { position: 3, bodyPart: 12, equipment: [2] }),
];

describe('the exercise library filters', () => {
  it('keep everything without a filter', () => {
    expect(filterExercises(library, noExerciseFilters).map((e) => e.id)).toEqual([2, 3, 4]);
    expect(activeFilterCount(noExerciseFilters)).toBe(0);
  });

  it('combine type, difficulty, position and body part', () => {
    const ids = (over: object) =>
      filterExercises(library, { ...noExerciseFilters, ...over }).map((e) => e.id);
    expect(ids({ type: '2' })).toEqual([3]);
    expect(ids({ difficulty: '1' })).toEqual([2, 4]);
    expect(ids({ position: '3', bodyPart: '12' })).toEqual([4]);
    expect(ids({ type: '2', difficulty: '1' })).toEqual([]);
  });

  it('tell exercises without equipment from those needing one, and keep the liked ones', () => {
    const ids = (over: object) =>
      filterExercises(library, { ...noExerciseFilters, ...over }).map((e) => e.id);
    expect(ids({ equipment: 'none' })).toEqual([2]);
    expect(ids({ equipment: '2' })).toEqual([4]);
    expect(ids({ likedOnly: true })).toEqual([3]);
    expect(activeFilterCount({ ...noExerciseFilters, equipment: '2', likedOnly: true })).toBe(2);
  });
});

describe('the exercise library filters with the text search and "all" values', () => {
  const names: Record<number, string> = {
    2: 'Étirement du dos',
    3: 'Pédalage des bras',
    4: 'Marche sur place',
    5: 'Étirement des épaules',
  };
  const search = { nameOf: (id: number) => names[id] ?? '', locale: 'fr' };
  const withAll = [...library, exercise(5, { position: 0, type: 4 })];
  const ids = (over: object) =>
    filterExercises(withAll, { ...noExerciseFilters, ...over }, search).map((e) => e.id);

  it('find exercises by their shown name, combined with the filters', () => {
    expect(ids({ query: 'etirement' })).toEqual([2, 5]);
    expect(ids({ query: 'ÉTIR', type: '4' })).toEqual([5]);
    expect(ids({ query: 'velo' })).toEqual([]);
    expect(activeFilterCount({ ...noExerciseFilters, query: 'dos' })).toBe(1);
    expect(activeFilterCount({ ...noExerciseFilters, query: '  ' })).toBe(0);
  });

  it('keep an exercise done in any position whichever position is chosen', () => {
    expect(ids({ position: '3' })).toEqual([4, 5]);
    expect(ids({ position: '1' })).toEqual([2, 3, 5]);
  });
});
