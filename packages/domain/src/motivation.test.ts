import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  longestStarStreak,
  maxWorkoutStarsPerDay,
  rankDefinitions,
  ranksReached,
  tagDefinitions,
  tagsEarned,
  workoutStarsOf,
} from './motivation';

const dayOf = (offset: number) =>
  new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

describe('workoutStarsOf', () => {
  it('gives one star per session that counts, three at most, none for none', () => {
    expect(workoutStarsOf(0)).toBe(0);
    expect(workoutStarsOf(1)).toBe(1);
    expect(workoutStarsOf(3)).toBe(3);
    expect(workoutStarsOf(7)).toBe(maxWorkoutStarsPerDay);
    expect(workoutStarsOf(-1)).toBe(0);
    expect(workoutStarsOf(Number.NaN)).toBe(0);
  });
});

describe('ranksReached', () => {
  it('reaches every rank whose threshold the cumulative stars meet, and no other', () => {
    expect(ranksReached(rankDefinitions, 0).map((rank) => rank.id)).toEqual([1]);
    expect(ranksReached(rankDefinitions, 24).map((rank) => rank.id)).toEqual([1]);
    expect(ranksReached(rankDefinitions, 25).map((rank) => rank.id)).toEqual([1, 2]);
    expect(ranksReached(rankDefinitions, 1000)).toHaveLength(rankDefinitions.length);
  });

  it('never takes a rank back as stars grow (property)', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.nat(2000), (stars, more) => {
        const before = ranksReached(rankDefinitions, stars).map((rank) => rank.id);
        const after = ranksReached(rankDefinitions, stars + more).map((rank) => rank.id);
        expect(after).toEqual(expect.arrayContaining(before));
      }),
    );
  });
});

describe('tagsEarned', () => {
  it('earns a tag when its own total reaches its threshold', () => {
    const earned = tagsEarned(tagDefinitions, { sessions: 10, streak: 6, distance: 1000 });
    expect(earned.map((tag) => tag.id).sort()).toEqual(
      ['distance_1km', 'first_session', 'sessions_10'].sort(),
    );
    expect(tagsEarned(tagDefinitions, { sessions: 0, streak: 0, distance: 0 })).toEqual([]);
  });
});

describe('longestStarStreak', () => {
  it('counts the longest run of consecutive days, whatever the order and repeats', () => {
    expect(longestStarStreak([])).toBe(0);
    expect(longestStarStreak(['2026-03-01'])).toBe(1);
    expect(
      longestStarStreak(['2026-03-05', '2026-02-28', '2026-03-01', '2026-03-01', '2026-03-02']),
    ).toBe(3);
    // Across a daylight-saving change and a leap day alike.
    expect(longestStarStreak(['2024-02-28', '2024-02-29', '2024-03-01'])).toBe(3);
    expect(longestStarStreak(['2026-03-28', '2026-03-29', '2026-03-30'])).toBe(3);
  });

  it('equals a day-by-day count of the run ending on each day (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(120), { maxLength: 60 }), (offsets) => {
        const days = new Set(offsets);
        let expected = 0;
        for (const offset of days) {
          let run = 1;
          while (days.has(offset - run)) {
            run += 1;
          }
          expected = Math.max(expected, run);
        }
        expect(longestStarStreak(offsets.map(dayOf))).toBe(expected);
      }),
    );
  });
});
