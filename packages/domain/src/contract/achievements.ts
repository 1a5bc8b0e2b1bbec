import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the patient's achievements (docs/decisions/api-stats-and-stars.md,
 * docs/decisions/portal-patient-day.md): the whole rank ladder and every tag, reached or not, with
 * the date each was reached and how far the patient has come towards the others; and the patient's
 * acknowledgement of a new rank or tag announced by a start-up modal (docs/product.md#start-up-modals).
 * Reading never marks anything as seen: only the acknowledgement does.
 */

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const AchievementRank = Type.Object(
  {
    id: Type.Integer(),
    /** Message id of the rank's name (`domain.rank.<name>`). */
    nameKey: Type.String(),
    /** Cumulative stars from which the rank is reached. */
    minStars: Type.Integer(),
    /** When the patient reached it; null while not reached. */
    reachedAt: Type.Union([IsoDateTime, Type.Null()]),
  },
  { title: 'AchievementRank' },
);
export type AchievementRank = Static<typeof AchievementRank>;

export const AchievementTag = Type.Object(
  {
    id: Type.String(),
    /** What the tag counts: `sessions` (completed self-rehabilitation sessions), `streak` (days
     * in a row with at least one star), `distance` (metres walked in total). */
    kind: Type.String(),
    /** The count to reach, in the kind's unit (sessions, days, metres). */
    threshold: NullableNumber,
    /** Message id of the tag's name (`domain.tag.<id>`). */
    nameKey: Type.String(),
    /** When the patient earned it; null while not earned. */
    earnedAt: Type.Union([IsoDateTime, Type.Null()]),
    /**
     * The patient's count for the tag's kind today: sessions completed, the longest streak so far
     * (days), metres walked in total. Compare with `threshold` to show how far there is to go.
     */
    progress: Type.Number(),
  },
  { title: 'AchievementTag' },
);
export type AchievementTag = Static<typeof AchievementTag>;

/** GET /patients/{id}/achievements. */
export const PatientAchievements = Type.Object(
  {
    patientId: Uuid,
    stars: Type.Object({
      /** All stars earned since the start: the ranks follow this total. */
      total: Type.Number(),
      /** The current calendar month's total (the user's `stars`). */
      month: Type.Number(),
    }),
    /** The highest rank reached, if any. */
    currentRankId: Type.Union([Type.Integer(), Type.Null()]),
    /** Stars still needed for the next rank (0 at the top of the ladder). */
    starsToNext: Type.Number(),
    /** Every rank, from the lowest threshold up. */
    ranks: Type.Array(AchievementRank),
    /** Every tag, by kind then threshold. */
    tags: Type.Array(AchievementTag),
  },
  { title: 'PatientAchievements' },
);
export type PatientAchievements = Static<typeof PatientAchievements>;

/** What the patient acknowledges: a rank (`ranks`, its integer id) or a tag (`tags`, its id). */
export type AchievementKind = 'ranks' | 'tags';

export const AcknowledgeAchievementParams = Type.Object({
  id: Uuid,
  kind: Type.Union([Type.Literal('ranks'), Type.Literal('tags')]),
  /** A rank's id (digits) or a tag's id (`first_session`, `streak_7`...). */
  achievementId: Type.String({ pattern: '^[a-z0-9_]{1,40}$' }),
});

export const AcknowledgeAchievementBody = Body(
  { seen: Type.Literal(true) },
  'AcknowledgeAchievementBody',
);
export type AcknowledgeAchievementBody = Static<typeof AcknowledgeAchievementBody>;

export const achievementsEndpoints = {
  patientAchievements: {
    method: 'GET',
    path: '/patients/:id/achievements',
    summary: "A patient's rank ladder and tags, reached or not",
    description:
      'Read by the patient, their linked rehabilitators and their establishment’s managers (404 ' +
      'for anyone else). Never marks a new rank or tag as seen.',
    params: Type.Object({ id: Uuid }),
    response: { 200: PatientAchievements, ...problemResponses(401, 404) },
  },
  acknowledge: {
    method: 'PATCH',
    path: '/patients/:id/achievements/:kind/:achievementId',
    summary: 'The patient has closed the dialog announcing a new rank or tag',
    description:
      'The patient only (403 for their rehabilitators and managers, 404 for anyone else). Marks ' +
      'the rank or tag seen, so that the recap lists it no more; a rank also marks the lower ranks ' +
      'reached. Idempotent: something already seen answers 204 and changes nothing. A rank or tag ' +
      'the patient has not reached (or that does not exist) is 404, and changes nothing.',
    params: AcknowledgeAchievementParams,
    body: AcknowledgeAchievementBody,
    response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
