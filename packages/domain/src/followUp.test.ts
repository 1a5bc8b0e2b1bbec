import { describe, expect, it } from 'vitest';
import { evolutionWindow, nextStepsOf } from './followUp';

describe('nextStepsOf', () => {
  it('lists what a new patient lacks, in the order a team takes it on', () => {
    expect(
      nextStepsOf({
        rehabilitatorCount: 0,
        hasDevice: false,
        functionalCapacity: null,
        hasOwnObjectives: false,
      }),
    ).toEqual(['noRehabilitator', 'noDevice', 'noCapacity', 'noObjectives']);
  });

  it('is empty for a patient taken on', () => {
    expect(
      nextStepsOf({
        rehabilitatorCount: 2,
        hasDevice: true,
        functionalCapacity: 3,
        hasOwnObjectives: true,
      }),
    ).toEqual([]);
  });

  it('counts the defaults of a known capacity as objectives', () => {
    for (const functionalCapacity of [1, 2, 3, 4]) {
      expect(
        nextStepsOf({
          rehabilitatorCount: 1,
          hasDevice: true,
          functionalCapacity,
          hasOwnObjectives: false,
        }),
      ).toEqual([]);
    }
  });

  it('counts objectives of the patient’s own without a capacity', () => {
    expect(
      nextStepsOf({
        rehabilitatorCount: 1,
        hasDevice: true,
        functionalCapacity: null,
        hasOwnObjectives: true,
      }),
    ).toEqual(['noCapacity']);
  });
});

describe('evolutionWindow', () => {
  // 2026-12-02 is a Wednesday.
  const today = '2026-12-02';

  it('7 days: the completed days ending yesterday, against the 7 before', () => {
    expect(evolutionWindow(today, '7d')).toEqual({
      period: '7d',
      scale: 'Day',
      points: 7,
      from: '2026-11-25',
      to: '2026-12-01',
      previousFrom: '2026-11-18',
      previousTo: '2026-11-24',
    });
  });

  it('30 days: 30 completed days against the 30 before', () => {
    const window = evolutionWindow(today, '30d');
    expect(window).toMatchObject({ from: '2026-11-02', to: '2026-12-01', points: 30 });
    expect(window).toMatchObject({ previousFrom: '2026-10-03', previousTo: '2026-11-01' });
  });

  it('12 weeks: completed ISO weeks, Monday to Sunday, the week in progress left out', () => {
    const window = evolutionWindow(today, '12w');
    expect(window).toMatchObject({ scale: 'Week', points: 12, to: '2026-11-29' });
    expect(window.from).toBe('2026-09-07');
    expect(new Date(`${window.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(window.previousTo).toBe('2026-09-06');
    expect(window.previousFrom).toBe('2026-06-15');
    // On a Monday, yesterday's Sunday closes the last week.
    expect(evolutionWindow('2026-11-30', '12w').to).toBe('2026-11-29');
  });
});
