import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IsoDate, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the coaching calls (under /api/v1, docs/decisions/api-coaching.md): coaching
 * sessions an establishment plans or records for one of its patients. Its manager (and the
 * combined role) writes them; whoever may read the patient reads theirs.
 */

/** Null first: with type coercion on, a string branch first would turn null into "". */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

export const CoachingStatus = Type.Union(
  [Type.Literal('planned'), Type.Literal('done'), Type.Literal('cancelled')],
  { description: 'planned, done (it took place) or cancelled' },
);
export type CoachingStatus = Static<typeof CoachingStatus>;

export const CoachingSession = Type.Object(
  {
    id: Uuid,
    establishmentId: Uuid,
    patient: Type.Object({ patientId: Uuid, firstName: Type.String(), lastName: Type.String() }),
    scheduledAt: IsoDateTime,
    durationMinutes: Nullable(Type.Integer()),
    topic: Type.String(),
    coachName: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    status: CoachingStatus,
    updatedAt: IsoDateTime,
    /** The caller may change it (the manager of the establishment). */
    canEdit: Type.Boolean(),
  },
  { title: 'CoachingSession' },
);
export type CoachingSession = Static<typeof CoachingSession>;

export const CoachingSessionList = Type.Object(
  { sessions: Type.Array(CoachingSession) },
  { title: 'CoachingSessionList' },
);
export type CoachingSessionList = Static<typeof CoachingSessionList>;

const Topic = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Duration = Type.Integer({ minimum: 1, maximum: 600 });
const CoachName = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Notes = Type.String({ maxLength: 4000 });

export const CreateCoachingSessionBody = Type.Object(
  {
    patientId: Uuid,
    scheduledAt: IsoDateTime,
    topic: Topic,
    durationMinutes: Type.Optional(Nullable(Duration)),
    coachName: Type.Optional(Nullable(CoachName)),
    notes: Type.Optional(Nullable(Notes)),
    /** Default planned; done to record a session that took place. */
    status: Type.Optional(Type.Union([Type.Literal('planned'), Type.Literal('done')])),
  },
  { additionalProperties: false, title: 'CreateCoachingSessionBody' },
);
export type CreateCoachingSessionBody = Static<typeof CreateCoachingSessionBody>;

/** Only the fields sent change; at least one. */
export const UpdateCoachingSessionBody = Type.Object(
  {
    scheduledAt: Type.Optional(IsoDateTime),
    topic: Type.Optional(Topic),
    durationMinutes: Type.Optional(Nullable(Duration)),
    coachName: Type.Optional(Nullable(CoachName)),
    notes: Type.Optional(Nullable(Notes)),
    status: Type.Optional(CoachingStatus),
  },
  { additionalProperties: false, minProperties: 1, title: 'UpdateCoachingSessionBody' },
);
export type UpdateCoachingSessionBody = Static<typeof UpdateCoachingSessionBody>;

export const CoachingListQuery = Type.Object({
  /** First and last day (in the establishment's time zone), both included. */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  patientId: Type.Optional(Uuid),
});
export type CoachingListQuery = Static<typeof CoachingListQuery>;

export const coachingEndpoints = {
  establishment: {
    method: 'GET',
    path: '/Establishments/:id/coaching',
    summary: 'The coaching sessions of the establishment (its manager), by date',
    params: Type.Object({ id: Uuid }),
    querystring: CoachingListQuery,
    response: { 200: CoachingSessionList, ...problemResponses(400, 401, 403) },
  },
  create: {
    method: 'POST',
    path: '/Establishments/:id/coaching',
    summary: 'Plan or record a coaching session for a patient of the establishment (its manager)',
    params: Type.Object({ id: Uuid }),
    body: CreateCoachingSessionBody,
    response: { 201: CoachingSession, ...problemResponses(400, 401, 403, 404, 409, 415) },
  },
  update: {
    method: 'PATCH',
    path: '/coaching/:id',
    summary: 'Change, mark done or cancel a coaching session (the establishment’s manager)',
    params: Type.Object({ id: Uuid }),
    body: UpdateCoachingSessionBody,
    response: { 200: CoachingSession, ...problemResponses(400, 401, 403, 404, 415) },
  },
  patient: {
    method: 'GET',
    path: '/patients/:id/coaching',
    summary: 'A patient’s coaching sessions (whoever may read the patient)',
    params: Type.Object({ id: Uuid }),
    response: { 200: CoachingSessionList, ...problemResponses(400, 401, 404) },
  },
} as const satisfies Record<string, Endpoint>;
