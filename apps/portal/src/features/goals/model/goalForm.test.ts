import { describe, expect, it } from 'vitest';
import type { Goal } from '@oxilio/domain/contract';
import {
  emptyGoalForm,
  formOfGoal,
  goalBody,
  goalFormErrors,
  hasErrors,
  parseTyped,
} from './goalForm';

describe('goal form', () => {
  it('types a time target in minutes a day and sends seconds', () => {
    const state = {
      ...emptyGoalForm,
      metricKey: 'StandTime' as const,
      target: '15',
      review: 'twoWeeks' as const,
      text: ' Rester debout ',
    };
    expect(hasErrors(goalFormErrors(state))).toBe(false);
    expect(goalBody(state, '2025-03-02')).toEqual({
      kind: 'metric',
      metricKey: 'StandTime',
      target: 900,
      reviewOn: '2025-03-16',
      text: 'Rester debout',
    });
  });

  it('reads a decimal comma and keeps a test target within its range and precision', () => {
    expect(parseTyped('13,5')).toBe(13.5);
    const tug = {
      ...emptyGoalForm,
      kind: 'test' as const,
      measureKey: 'timedUpAndGo' as const,
      text: 'TUG',
    };
    expect(goalFormErrors({ ...tug, target: '13,5' }).target).toBeNull();
    expect(goalFormErrors({ ...tug, target: '13,55' }).target).toBe('targetInvalid');
    expect(goalFormErrors({ ...tug, target: '1' }).target).toBe('targetInvalid');
    expect(goalBody({ ...tug, target: '13,5', review: 'none' }, '2025-03-02')).toEqual({
      kind: 'test',
      measureKey: 'timedUpAndGo',
      target: 13.5,
      text: 'TUG',
    });
  });

  it('asks a review date of a goal in words, and nothing else of it', () => {
    const words = { ...emptyGoalForm, kind: 'words' as const, text: 'Aller au jardin' };
    expect(goalFormErrors({ ...words, review: 'none' })).toEqual({
      target: null,
      review: 'reviewRequired',
      text: null,
    });
    expect(goalBody({ ...words, review: 'oneMonth' }, '2025-03-02')).toEqual({
      kind: 'words',
      reviewOn: '2025-04-01',
      text: 'Aller au jardin',
    });
  });

  it('refuses an empty or too long text', () => {
    expect(goalFormErrors({ ...emptyGoalForm, target: '1000', text: '  ' }).text).toBe('required');
    expect(goalFormErrors({ ...emptyGoalForm, target: '1000', text: 'x'.repeat(161) }).text).toBe(
      'textTooLong',
    );
  });

  it('starts a revision from the goal, its time target back in minutes', () => {
    const goal = {
      kind: 'metric',
      metricKey: 'WalkTime',
      measureKey: null,
      target: 1800,
      reviewOn: '2025-04-01',
      text: 'Marcher une demi-heure',
    } as Goal;
    expect(formOfGoal(goal)).toMatchObject({
      kind: 'metric',
      metricKey: 'WalkTime',
      target: '30',
      review: 'oneMonth',
      text: 'Marcher une demi-heure',
    });
  });
});
