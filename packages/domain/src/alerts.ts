/**
 * The rules of the rehabilitator's alerts (beyond the spec: a patient's pain rising over their
 * recent sessions, their device use dropping sharply). Thresholds are data, explained in
 * docs/decisions/api-alerts.md; the API computes the alerts with them.
 */

export const alertKinds = ['painRise', 'wearDrop'] as const;
export type AlertKind = (typeof alertKinds)[number];

export const alertRules = {
  painRise: {
    /** The latest session reviews looked at, oldest to newest. */
    reviews: 3,
    /** Only reviews submitted in the last so many days count. */
    withinDays: 14,
  },
  wearDrop: {
    /** The recent window: the last so many full days (ending yesterday; today is not over). */
    recentDays: 7,
    /** The reference window just before it. */
    previousDays: 21,
    /** Days with wear time needed in the reference window for an average to mean something. */
    minPreviousDaysWithData: 10,
    /** The reference average (seconds a day) below which a drop is not an alert: 2 h. */
    minPreviousSecondsPerDay: 2 * 3600,
    /** The recent average must be at most this share of the reference average. */
    maxRecentShare: 0.5,
  },
} as const;

/**
 * Pain rises when, over the last `reviews` reviews (oldest first), the later ones both stay above
 * the first: a sustained rise (1 2 2, 1 2 3, 2 3 3), not a one-off (1 1 2 or 1 3 2).
 */
export function isPainRise(pains: readonly number[]): boolean {
  if (pains.length < alertRules.painRise.reviews) {
    return false;
  }
  const window = pains.slice(-alertRules.painRise.reviews);
  const first = window[0]!;
  for (let index = 1; index < window.length; index += 1) {
    if (window[index]! <= first || window[index]! < window[index - 1]!) {
      return false;
    }
  }
  return true;
}

/**
 * Wear time drops when the recent daily average (missing days count as not worn) is at most
 * `maxRecentShare` of the reference average (over the days with data), itself at least
 * `minPreviousSecondsPerDay` over at least `minPreviousDaysWithData` days.
 */
export function isWearDrop(wear: {
  recentSecondsPerDay: number;
  previousSecondsPerDay: number;
  previousDaysWithData: number;
}): boolean {
  const rule = alertRules.wearDrop;
  return (
    wear.previousDaysWithData >= rule.minPreviousDaysWithData &&
    wear.previousSecondsPerDay >= rule.minPreviousSecondsPerDay &&
    wear.recentSecondsPerDay <= wear.previousSecondsPerDay * rule.maxRecentShare
  );
}
