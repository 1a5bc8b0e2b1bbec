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
 * the first: a sustained rise (1 2 2, 1 2 3, 2 3 3, 0 1 1), not a one-off (1 1 2 or 1 3 2). "No
 * pain" (0) is the lowest level, below light (1).
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

/** A session review as the pain rule reads it. */
export interface PainReview {
  /** 0 no pain, 1 light, 2 moderate, 3 intense. */
  pain: number;
  /** When the patient submitted it (ISO 8601). */
  submittedAt: string;
}

/** A pain rise: what the alert shows. */
export interface PainRise {
  /** The pains of the reviews looked at, oldest first. */
  pains: number[];
  /** When the latest of them was submitted (ISO 8601, UTC). */
  observedAt: string;
}

const dayMs = 24 * 3600 * 1000;

/**
 * The reviews the pain rule looks at: submitted in the last `withinDays` days before `now`, the
 * latest `reviews` of them, oldest first (reviews submitted at the same time keep their order).
 */
export function painRiseWindow(reviews: readonly PainReview[], now: Date): PainReview[] {
  const rule = alertRules.painRise;
  const from = now.getTime() - rule.withinDays * dayMs;
  return reviews
    .filter((review) => Date.parse(review.submittedAt) >= from)
    .sort((a, b) => Date.parse(a.submittedAt) - Date.parse(b.submittedAt))
    .slice(-rule.reviews);
}

/**
 * The pain-rise alert of one patient for one rehabilitator: the rise over the window, unless the
 * rehabilitator marked it seen after its latest review (a seen rise comes back with a newer review
 * that still rises). Null when there is nothing new to look at.
 */
export function unseenPainRise(
  reviews: readonly PainReview[],
  { seenAt, now }: { seenAt: string | null; now: Date },
): PainRise | null {
  const window = painRiseWindow(reviews, now);
  const pains = window.map((review) => review.pain);
  const latest = window.at(-1);
  if (!latest || !isPainRise(pains)) {
    return null;
  }
  const observedAt = Date.parse(latest.submittedAt);
  if (seenAt !== null && Date.parse(seenAt) >= observedAt) {
    return null;
  }
  return { pains, observedAt: new Date(observedAt).toISOString() };
}

/**
 * The pain-increase indicator of the rehabilitator's patients list: the patient has a pain-rise
 * alert that this rehabilitator has not marked seen. One rule with the alert
 * (docs/product.md#indicators): marking the alert seen clears the indicator too.
 */
export function hasPainIncrease(
  reviews: readonly PainReview[],
  seen: { seenAt: string | null; now: Date },
): boolean {
  return unseenPainRise(reviews, seen) !== null;
}
