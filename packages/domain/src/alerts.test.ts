import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { painLevels } from './enums';
import {
  alertRules,
  hasPainIncrease,
  isPainRise,
  isWearDrop,
  painRiseWindow,
  unseenPainRise,
  type PainReview,
} from './alerts';

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

  it('reads "no pain" (0) as the lowest level: from none to some pain is a rise', () => {
    for (const pains of [
      [0, 1, 1],
      [0, 1, 3],
      [0, 2, 2],
      [2, 0, 1, 1],
    ]) {
      expect({ pains, rise: isPainRise(pains) }).toEqual({ pains, rise: true });
    }
    for (const pains of [
      [0, 0, 0],
      [0, 0, 1],
      [1, 0, 0],
      [1, 1, 0],
      [0, 2, 0],
      [3, 0, 3],
    ]) {
      expect({ pains, rise: isPainRise(pains) }).toEqual({ pains, rise: false });
    }
  });

  it('reads 0-3 as four ordered levels: shifting every level by one changes nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 6 }), (pains) => {
        expect(isPainRise(pains)).toBe(isPainRise(pains.map((pain) => pain + 1)));
      }),
    );
  });
});

describe('the pain-rise alert and the pain-increase indicator', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const hour = 3600 * 1000;
  const withinMs = alertRules.painRise.withinDays * 24 * hour;
  const reviewsOf = (pains: readonly number[], hoursAgo: readonly number[]): PainReview[] =>
    pains.map((pain, index) => ({
      pain,
      submittedAt: new Date(now.getTime() - hoursAgo[index]! * hour).toISOString(),
    }));

  /** The rule as docs/product.md#indicators words it, written out independently. */
  function expected(reviews: readonly PainReview[], seenAt: string | null): boolean {
    const recent = reviews
      .map((review, index) => ({ ...review, index, time: Date.parse(review.submittedAt) }))
      .filter((review) => review.time >= now.getTime() - withinMs)
      .sort((a, b) => a.time - b.time || a.index - b.index)
      .slice(-3);
    if (recent.length < 3) {
      return false;
    }
    const [first, second, third] = recent as [
      (typeof recent)[0],
      (typeof recent)[0],
      (typeof recent)[0],
    ];
    const rises = second.pain > first.pain && third.pain >= second.pain;
    return rises && (seenAt === null || Date.parse(seenAt) < third.time);
  }

  const review = fc.record({
    pain: fc.constantFrom(...painLevels),
    // Up to 20 days ago, so that some fall out of the 14 days.
    hoursAgo: fc.integer({ min: 0, max: 20 * 24 }),
  });
  const seen = fc.option(fc.integer({ min: 0, max: 20 * 24 }), { nil: null });

  it('agree for any reviews with pains 0-3, seen or not: the indicator is the unseen alert', () => {
    fc.assert(
      fc.property(fc.array(review, { maxLength: 8 }), seen, (drawn, seenHoursAgo) => {
        const reviews = reviewsOf(
          drawn.map((one) => one.pain),
          drawn.map((one) => one.hoursAgo),
        );
        const seenAt =
          seenHoursAgo === null
            ? null
            : new Date(now.getTime() - seenHoursAgo * hour).toISOString();
        const alert = unseenPainRise(reviews, { seenAt, now });
        const indicator = hasPainIncrease(reviews, { seenAt, now });
        expect(indicator).toBe(alert !== null);
        expect(indicator).toBe(expected(reviews, seenAt));
        if (alert) {
          expect(alert.pains).toEqual(painRiseWindow(reviews, now).map((one) => one.pain));
          expect(alert.pains).toHaveLength(3);
          // No rise ends at "no pain": it is the lowest level.
          expect(alert.pains.at(-1)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('shows the rise over the last 3 reviews of the last 14 days, oldest first', () => {
    const reviews = reviewsOf([3, 0, 1, 1], [16 * 24, 72, 48, 24]);
    expect(unseenPainRise(reviews, { seenAt: null, now })).toEqual({
      pains: [0, 1, 1],
      observedAt: reviews[3]!.submittedAt,
    });
    // A review older than 14 days no longer counts: two reviews are not a rise.
    expect(unseenPainRise(reviewsOf([0, 1, 1], [15 * 24, 48, 24]), { seenAt: null, now })).toBe(
      null,
    );
  });

  it('is cleared once seen and comes back with a newer review that still rises', () => {
    const reviews = reviewsOf([1, 2, 2], [72, 48, 24]);
    const seenAt = new Date(now.getTime() - 12 * hour).toISOString();
    expect(hasPainIncrease(reviews, { seenAt: null, now })).toBe(true);
    expect(hasPainIncrease(reviews, { seenAt, now })).toBe(false);
    // A newer review after the rehabilitator looked: 2 2 3 is a one-off, nothing new to see.
    expect(hasPainIncrease(reviewsOf([1, 2, 2, 3], [96, 72, 48, 1]), { seenAt, now })).toBe(false);
    // 2 3 3 still rises: the alert and the indicator are back.
    expect(
      unseenPainRise(reviewsOf([1, 2, 3, 3], [96, 72, 48, 1]), { seenAt, now })?.pains,
    ).toEqual([2, 3, 3]);
    expect(hasPainIncrease(reviewsOf([1, 2, 3, 3], [96, 72, 48, 1]), { seenAt, now })).toBe(true);
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
