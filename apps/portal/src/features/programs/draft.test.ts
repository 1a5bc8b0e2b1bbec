import { describe, expect, it } from 'vitest';
import { draftExercise, estimatedSeconds, moveExercise, validateDraft } from './draft';

const squat = { id: 12, seriesCount: 3, seriesDurationSeconds: 30, restBetweenSeriesSeconds: 20 };
const walk = { id: 40, seriesCount: 1, seriesDurationSeconds: 120, restBetweenSeriesSeconds: 0 };

describe('a program being built', () => {
  it('moves an exercise up or down, never out of the list', () => {
    expect(moveExercise(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveExercise(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveExercise(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveExercise(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('needs a name and one exercise at least', () => {
    const { errors, input } = validateDraft({ name: '   ', description: '', exercises: [] });
    expect(input).toBeNull();
    expect(errors.name).toBe('required');
    expect(errors.exercises).toBe('noExercise');
  });

  it('checks each number against the contract’s limits', () => {
    const bad = { ...draftExercise(squat), seriesCount: '0', restBetweenSeriesSeconds: '' };
    const { errors, input } = validateDraft({ name: 'Jambes', description: '', exercises: [bad] });
    expect(input).toBeNull();
    expect(errors.items[bad.key]).toEqual({
      seriesCount: 'outOfRange',
      restBetweenSeriesSeconds: 'required',
    });
  });

  it('sends the exercises in the order shown, with their numbers', () => {
    const draft = {
      name: ' Jambes ',
      description: '',
      exercises: [draftExercise(walk), draftExercise(squat)],
    };
    expect(validateDraft(draft).input).toEqual({
      name: 'Jambes',
      description: null,
      exercises: [
        {
          exerciseId: 40,
          order: 0,
          seriesCount: 1,
          seriesDurationSeconds: 120,
          restBetweenSeriesSeconds: 0,
        },
        {
          exerciseId: 12,
          order: 1,
          seriesCount: 3,
          seriesDurationSeconds: 30,
          restBetweenSeriesSeconds: 20,
        },
      ],
    });
    expect(estimatedSeconds(draft)).toBe(120 + 90 + 40);
  });
});
