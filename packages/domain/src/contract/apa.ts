import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the adapted physical activities (APA) calls (under /api/v1, docs/product.md#calls):
 * the product's catalogue (establishmentId null, read-only) and each establishment's own
 * activities, which its manager edits.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AdaptedActivity = Type.Object(
  {
    id: Uuid,
    /** Null for the product's catalogue (offered in every establishment, read-only). */
    establishmentId: Nullable(Uuid),
    name: Type.String(),
    description: Nullable(Type.String()),
    /** Free description of when and where, e.g. "Mardi 10 h, salle polyvalente". */
    schedule: Nullable(Type.String()),
    videoKey: Nullable(Type.String()),
    updatedAt: IsoDateTime,
    /** The caller manages the activity's establishment. */
    canEdit: Type.Boolean(),
    /** In a patient's list (and after enrolling or leaving): the patient takes part in it. */
    enrolled: Type.Optional(Type.Boolean()),
  },
  { title: 'AdaptedActivity' },
);
export type AdaptedActivity = Static<typeof AdaptedActivity>;

export const AdaptedActivityList = Type.Object(
  { activities: Type.Array(AdaptedActivity) },
  { title: 'AdaptedActivityList' },
);
export type AdaptedActivityList = Static<typeof AdaptedActivityList>;

const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/** Only the fields sent change; at least one. Null clears an optional field. */
export const UpdateAdaptedActivityBody = Type.Object(
  {
    name: Type.Optional(Text(200)),
    description: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
    schedule: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    videoKey: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._/-]+$' })),
    ),
  },
  { additionalProperties: false, minProperties: 1, title: 'UpdateAdaptedActivityBody' },
);
export type UpdateAdaptedActivityBody = Static<typeof UpdateAdaptedActivityBody>;

/** A new activity of the establishment (its manager). */
export const CreateAdaptedActivityBody = Type.Object(
  {
    name: Text(200),
    description: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
    schedule: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    videoKey: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._/-]+$' })),
    ),
  },
  { additionalProperties: false, title: 'CreateAdaptedActivityBody' },
);
export type CreateAdaptedActivityBody = Static<typeof CreateAdaptedActivityBody>;

export const AdaptedActivityParticipant = Type.Object({
  patientId: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  enrolledAt: IsoDateTime,
});
export type AdaptedActivityParticipant = Static<typeof AdaptedActivityParticipant>;

export const AdaptedActivityParticipants = Type.Object(
  { activityId: Uuid, patients: Type.Array(AdaptedActivityParticipant) },
  { title: 'AdaptedActivityParticipants' },
);
export type AdaptedActivityParticipants = Static<typeof AdaptedActivityParticipants>;

/** An activity and the patient who enrols in it or leaves it. */
const EnrolmentParams = Type.Object({ id: Uuid, patientId: Uuid });

export const apaEndpoints = {
  patient: {
    method: 'GET',
    path: '/APA/:patientId/GetAPAPatient',
    summary: 'The adapted activities offered to a patient, with the ones they take part in',
    params: Type.Object({ patientId: Uuid }),
    response: { 200: AdaptedActivityList, ...problemResponses(400, 401, 404) },
  },
  list: {
    method: 'GET',
    path: '/APA',
    summary: "A manager: their establishment's activities and the catalogue; a patient: theirs",
    response: { 200: AdaptedActivityList, ...problemResponses(401, 403) },
  },
  enrol: {
    method: 'PUT',
    path: '/APA/:id/patients/:patientId',
    summary:
      'Enrol a patient in an adapted activity offered to them (the patient or their establishment’s manager; idempotent)',
    params: EnrolmentParams,
    response: { 200: AdaptedActivity, ...problemResponses(400, 401, 403, 404) },
  },
  leave: {
    method: 'DELETE',
    path: '/APA/:id/patients/:patientId',
    summary:
      'Take a patient out of an adapted activity (the patient or their establishment’s manager; idempotent)',
    params: EnrolmentParams,
    response: { 200: AdaptedActivity, ...problemResponses(400, 401, 403, 404) },
  },
  update: {
    method: 'PATCH',
    path: '/APA/:id',
    summary: 'Change an adapted activity (the manager of its establishment)',
    params: Type.Object({ id: Uuid }),
    body: UpdateAdaptedActivityBody,
    response: { 200: AdaptedActivity, ...problemResponses(400, 401, 403, 404, 415) },
  },
  create: {
    method: 'POST',
    path: '/Establishments/:id/APA',
    summary: 'Create an adapted activity of the establishment (its manager)',
    params: Type.Object({ id: Uuid }),
    body: CreateAdaptedActivityBody,
    response: { 201: AdaptedActivity, ...problemResponses(400, 401, 403, 415) },
  },
  archive: {
    method: 'DELETE',
    path: '/APA/:id',
    summary:
      'Archive an adapted activity of the establishment (its manager); its participants leave it',
    params: Type.Object({ id: Uuid }),
    response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404) },
  },
  participants: {
    method: 'GET',
    path: '/APA/:id/patients',
    summary: 'The patients taking part in an activity of the establishment (its manager)',
    params: Type.Object({ id: Uuid }),
    response: { 200: AdaptedActivityParticipants, ...problemResponses(400, 401, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
