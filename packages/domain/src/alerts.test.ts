import { describe, expect, it } from 'vitest';
import { alertRules, isPainRise, isWearDrop } from './alerts';

describe('isPainRise', () => {
  it('is a rise held over the last 3 reviews', () => {
    for (const pains of [
      [1, 2, 2],
      [1, 2, 3],
      [2, 3, 3],
      [1, 3, 3],
      [3, 1, 2, 3],
    ]) {
      expect({ pains, rise: isPainRise(pains) }).toEqual({ pains, rise: true });
    }
  });

  it('is not a one-off, a fall, a plateau or too few reviews', () => {
    for (const pains of [[1, 1, 2], [1, 3, 2], [2, 2, 2], [3, 2, 1], [1, 3], []]) {
      expect({ pains, rise: isPainRise(pains) }).toEqual({ pains, rise: false });
    }
  });
});

describe('isWearDrop', () => {
  const hour = 3600;
  const usual = { previousSecondsPerDay: 6 * hour, previousDaysWithData: 21 };

  it('is a recent mean at most half the usual one', () => {
    expect(isWearDrop({ ...usual, recentSecondsPerDay: 3 * hour })).toBe(true);
    expect(isWearDrop({ ...usual, recentSecondsPerDay: 3 * hour + 1 })).toBe(false);
  });

  it('needs a usual use worth the name, over enough days', () => {
    const minimum = alertRules.wearDrop.minPreviousSecondsPerDay;
    expect(
      isWearDrop({
        previousSecondsPerDay: minimum - 1,
        previousDaysWithData: 21,
        recentSecondsPerDay: 0,
      }),
    ).toBe(false);
    expect(
      isWearDrop({
        ...usual,
        previousDaysWithData: alertRules.wearDrop.minPreviousDaysWithData - 1,
        recentSecondsPerDay: 0,
      }),
    ).toBe(false);
  });
});
