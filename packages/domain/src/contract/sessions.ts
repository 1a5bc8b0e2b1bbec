import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { maxStepDurationSeconds } from '../limits';
import { Body, IsoDate, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the session calls (all under /api/v1, docs/product.md#calls): the session of the day,
 * the history, the player's steps, review and opening hours, and relaunch
 * (docs/decisions/api-sessions.md).
 */

/**
 * - notAssigned: no program (or an empty one) is assigned: the screen shows its message;
 * - ready: the session of the day exists (or will on the patient's first look), nothing recorded;
 * - inProgress: at least one step recorded, not reviewed yet;
 * - done: reviewed; `completedAt` says when. It can be relaunched (a new attempt).
 */
export const sessionStatuses = ['notAssigned', 'ready', 'inProgress', 'done'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];
export const SessionStatusSchema = Type.Unsafe<SessionStatus>({
  type: 'string',
  enum: [...sessionStatuses],
});

/** Longest step the player may report, in whole seconds (two hours): src/limits.ts. */
export { maxStepDurationSeconds };

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * An exercise's video in the media directory (docs/decisions/api-media.md), with its WebVTT
 * captions, one per language available. Null when there is none: the player draws the exercise.
 */
export const ExerciseVideo = Type.Object(
  {
    /** Same-origin path under /api/media/, public (no token needed by a <video>). */
    url: Type.String(),
    /** video/mp4 or video/webm. */
    type: Type.String(),
    captions: Type.Array(Type.Object({ locale: Type.String(), url: Type.String() })),
  },
  { title: 'ExerciseVideo' },
);
export type ExerciseVideo = Static<typeof ExerciseVideo>;

export const SessionStep = Type.Object(
  {
    /** 0-based order in the session. */
    position: Type.Integer({ minimum: 0 }),
    exerciseId: Type.Integer({ minimum: 2, maximum: 86 }),
    seriesCount: Type.Integer({ minimum: 1 }),
    seriesDurationSeconds: Type.Integer({ minimum: 1 }),
    restBetweenSeriesSeconds: Type.Integer({ minimum: 0 }),
    /** Series and rests between them. */
    estimatedDurationSeconds: Type.Integer({ minimum: 0 }),
    /** Equipment needed besides the oxilio (1 Table, 2 Glass). */
    equipment: Type.Array(Type.Integer()),
    /** The exercise's video, when the media directory has one. */
    video: Nullable(ExerciseVideo),
    /** What the player recorded; null until the step is done. */
    durationSeconds: Nullable(Type.Integer({ minimum: 0 })),
    effort: Nullable(Type.Integer({ minimum: 1, maximum: 10 })),
    completedAt: Nullable(IsoDateTime),
  },
  { title: 'SessionStep' },
);
export type SessionStep = Static<typeof SessionStep>;

export const SessionReview = Type.Object(
  {
    /** 0 no pain, 1 light, 2 moderate, 3 intense. */
    pain: Type.Integer({ minimum: 0, maximum: 3 }),
    difficulty: Type.Integer({ minimum: 1, maximum: 3 }),
    submittedAt: IsoDateTime,
  },
  { title: 'SessionReview' },
);
export type SessionReview = Static<typeof SessionReview>;

export const Session = Type.Object(
  {
    /**
     * Null only in a rehabilitator's or manager's view of a session of the day that the patient
     * has not opened yet (reading never creates it for them).
     */
    id: Nullable(Uuid),
    patientId: Uuid,
    patientProgramId: Uuid,
    programId: Uuid,
    programName: Type.String(),
    isSelfRehabilitation: Type.Boolean(),
    /** The patient's calendar day (establishment time zone). */
    day: IsoDate,
    /** 1 for the first run of the day on this program, 2 after a relaunch, ... */
    attempt: Type.Integer({ minimum: 1 }),
    status: SessionStatusSchema,
    steps: Type.Array(SessionStep),
    stepCount: Type.Integer({ minimum: 0 }),
    completedStepCount: Type.Integer({ minimum: 0 }),
    estimatedDurationSeconds: Type.Integer({ minimum: 0 }),
    /** Every equipment the steps need, once each. */
    equipment: Type.Array(Type.Integer()),
    launchedAt: Nullable(IsoDateTime),
    completedAt: Nullable(IsoDateTime),
    review: Nullable(SessionReview),
    /** Done, the latest attempt of today, and the program is still assigned. */
    canRelaunch: Type.Boolean(),
  },
  { title: 'Session' },
);
export type Session = Static<typeof Session>;

export const CurrentSession = Type.Object(
  {
    status: SessionStatusSchema,
    isSelfRehabilitation: Type.Boolean(),
    /** Today, in the patient's establishment time zone. */
    day: IsoDate,
    /** Null when status is notAssigned. */
    session: Nullable(Session),
  },
  { title: 'CurrentSession' },
);
export type CurrentSession = Static<typeof CurrentSession>;

export const SessionList = Type.Object({ sessions: Type.Array(Session) }, { title: 'SessionList' });
export type SessionList = Static<typeof SessionList>;

export const CurrentSessionParams = Type.Object({
  id: Uuid,
  /** true: the self-rehabilitation program; false: the supervised one. */
  isSelfReeducation: Type.Boolean(),
});
export type CurrentSessionParams = Static<typeof CurrentSessionParams>;

export const SessionHistoryQuery = Type.Object({
  patientProgramId: Type.Optional(Uuid),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 200 })),
});
export type SessionHistoryQuery = Static<typeof SessionHistoryQuery>;

/**
 * Optional `Idempotency-Key` header (a UUID or any visible ASCII token): a write resent with the
 * same key by the same user answers the first answer again without writing twice.
 */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({ minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' }),
  ),
});
export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>;

export const SessionStepBody = Body(
  {
    /**
     * Whole seconds of exercise done: the series run, rests and pauses left out (JSON integer, 0
     * for a skipped step). `stepOutcome` compares it with series count × series duration.
     */
    duration: Type.Integer({ minimum: 0, maximum: maxStepDurationSeconds }),
    /** Effort felt on the player's 1-10 scale, when asked. */
    effort: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  'SessionStepBody',
);
export type SessionStepBody = Static<typeof SessionStepBody>;

export const SessionReviewBody = Body(
  {
    /** The pain felt during the session: 0 no pain (an answer), 1 light, 2 moderate, 3 intense. */
    pain: Type.Integer({ minimum: 0, maximum: 3 }),
    difficulty: Type.Integer({ minimum: 1, maximum: 3 }),
  },
  'SessionReviewBody',
);
export type SessionReviewBody = Static<typeof SessionReviewBody>;

export const PlayerOpenHoursBody = Body(
  {
    /** When the player was opened; a second PATCH with the same instant updates that opening. */
    openingTime: IsoDateTime,
    /** When it was closed: not before openingTime; null or absent while still open. */
    closureTime: Type.Optional(Nullable(IsoDateTime)),
    hasRC: Type.Optional(Type.Boolean()),
  },
  'PlayerOpenHoursBody',
);
export type PlayerOpenHoursBody = Static<typeof PlayerOpenHoursBody>;

export const PlayerOpenHours = Type.Object(
  {
    sessionId: Uuid,
    openingTime: IsoDateTime,
    closureTime: Nullable(IsoDateTime),
    hasRC: Type.Boolean(),
  },
  { title: 'PlayerOpenHours' },
);
export type PlayerOpenHours = Static<typeof PlayerOpenHours>;

const SessionIdParams = Type.Object({ id: Uuid });

/** Route schemas of the sessions module, shared by the server and the OpenAPI document. */
export const sessionsEndpoints = {
  current: {
    method: 'GET',
    path: '/Patients/:id/Sessions/current/:isSelfReeducation',
    summary:
      "The session of the day of the patient's assigned program (created on the patient's first look)",
    params: CurrentSessionParams,
    response: { 200: CurrentSession, ...problemResponses(400, 401, 404) },
  },
  history: {
    method: 'GET',
    path: '/Patients/:id/sessions',
    summary: "A patient's sessions, newest first",
    params: Type.Object({ id: Uuid }),
    querystring: SessionHistoryQuery,
    response: { 200: SessionList, ...problemResponses(400, 401, 404) },
  },
  step: {
    method: 'POST',
    path: '/Sessions/:id/step',
    summary: 'Record the next step of the session (the patient)',
    params: SessionIdParams,
    headers: IdempotencyHeaders,
    body: SessionStepBody,
    response: { 201: Session, ...problemResponses(400, 401, 403, 404, 409, 415) },
  },
  review: {
    method: 'POST',
    path: '/Sessions/:id/review',
    summary: 'Review the session (pain, difficulty): completes it (the patient)',
    params: SessionIdParams,
    headers: IdempotencyHeaders,
    body: SessionReviewBody,
    response: { 200: Session, ...problemResponses(400, 401, 403, 404, 409, 415) },
  },
  relaunch: {
    method: 'POST',
    path: '/Sessions/:id/relaunch',
    summary: "Start a new attempt of a done session of today's program (the patient)",
    params: SessionIdParams,
    response: { 200: Session, 201: Session, ...problemResponses(400, 401, 403, 404, 409) },
  },
  playerOpenHours: {
    method: 'PATCH',
    path: '/Sessions/:id/PlayerOpenHours',
    summary: 'Record when the session player was opened and closed (the patient)',
    params: SessionIdParams,
    body: PlayerOpenHoursBody,
    response: { 200: PlayerOpenHours, ...problemResponses(400, 401, 403, 404, 415) },
  },
} as const satisfies Record<string, Endpoint>;
