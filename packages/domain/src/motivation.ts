/**
 * The rules of motivation (docs/product.md#stars-ranks-and-tags): a day's WorkoutStars, the ranks
 * reached by cumulative stars, the tags earned by the patient's totals. Written once here; the API
 * stores what they give (apps/api/src/modules/stats/stars.ts) and the portal shows it.
 */

/** WorkoutStars a day gives at most, so that relaunching a session does not farm stars. */
export const maxWorkoutStarsPerDay = 3;

/** Ranks by cumulative stars, lowest first. `nameKey` is the message id the portal translates. */
export const rankDefinitions = [
  { id: 1, minStars: 0, nameKey: 'domain.rank.starter' },
  { id: 2, minStars: 25, nameKey: 'domain.rank.bronze' },
  { id: 3, minStars: 75, nameKey: 'domain.rank.silver' },
  { id: 4, minStars: 200, nameKey: 'domain.rank.gold' },
  { id: 5, minStars: 500, nameKey: 'domain.rank.platinum' },
  { id: 6, minStars: 1000, nameKey: 'domain.rank.diamond' },
] as const;

export type TagKind = 'sessions' | 'streak' | 'distance';

export interface TagDefinition {
  readonly id: string;
  readonly kind: TagKind;
  readonly threshold: number;
  readonly nameKey: string;
}

/**
 * Achievements. `sessions`: self-rehabilitation sessions that count, in total (the days'
 * SelfRehabilitationCount: see `sessionOutcome`); `streak`: the longest run of consecutive days
 * with at least one star; `distance`: metres walked in total (WalkDistance).
 */
export const tagDefinitions: readonly TagDefinition[] = [
  { id: 'first_session', kind: 'sessions', threshold: 1, nameKey: 'domain.tag.first_session' },
  { id: 'sessions_10', kind: 'sessions', threshold: 10, nameKey: 'domain.tag.sessions_10' },
  { id: 'sessions_50', kind: 'sessions', threshold: 50, nameKey: 'domain.tag.sessions_50' },
  { id: 'streak_7', kind: 'streak', threshold: 7, nameKey: 'domain.tag.streak_7' },
  { id: 'streak_30', kind: 'streak', threshold: 30, nameKey: 'domain.tag.streak_30' },
  { id: 'distance_1km', kind: 'distance', threshold: 1000, nameKey: 'domain.tag.distance_1km' },
  { id: 'distance_10km', kind: 'distance', threshold: 10000, nameKey: 'domain.tag.distance_10km' },
  {
    id: 'distance_42km',
    kind: 'distance',
    threshold: 42195,
    nameKey: 'domain.tag.distance_42km',
  },
];

/** A day's WorkoutStars: one per self-rehabilitation session that counts, at most 3. */
export function workoutStarsOf(sessionsThatCount: number): number {
  if (!Number.isFinite(sessionsThatCount) || sessionsThatCount <= 0) {
    return 0;
  }
  return Math.min(Math.floor(sessionsThatCount), maxWorkoutStarsPerDay);
}

/** The ranks reached with so many cumulative stars (every rank whose threshold is met). */
export function ranksReached<Rank extends { readonly minStars: number }>(
  ranks: readonly Rank[],
  cumulativeStars: number,
): Rank[] {
  return ranks.filter((rank) => rank.minStars <= cumulativeStars);
}

/** The patient's totals the tags are judged on. */
export type MotivationTotals = Readonly<Record<TagKind, number>>;

/** The tags earned with these totals (a tag without a threshold is never earned). */
export function tagsEarned<
  Tag extends { readonly kind: string; readonly threshold: number | null },
>(tags: readonly Tag[], totals: MotivationTotals): Tag[] {
  return tags.filter((tag) => {
    const total = (totals as Readonly<Record<string, number>>)[tag.kind];
    return tag.threshold !== null && total !== undefined && total >= tag.threshold;
  });
}

/**
 * The longest run of consecutive calendar days with at least one star, from the ISO days
 * (`YYYY-MM-DD`) that had one, in any order.
 */
export function longestStarStreak(daysWithStars: readonly string[]): number {
  const epochDays = [...new Set(daysWithStars)]
    .map((day) => Date.parse(`${day}T00:00:00Z`) / 86_400_000)
    .filter((value) => Number.isFinite(value))
    .sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let index = 0; index < epochDays.length; index += 1) {
    run = index > 0 && epochDays[index]! - epochDays[index - 1]! === 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest;
}
