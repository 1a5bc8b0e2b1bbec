import { Type, type Static } from '@sinclair/typebox';
import { Body, IdParams, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of a patient's registration with an establishment (under /api/v1;
 * docs/decisions/patient-registration-requests.md): the public directory a patient picks their
 * establishment from, the patient's request and its state, and the managers' answer.
 */

/** Shortest text the directory searches with (fewer letters would list every establishment). */
export const directoryQueryMinLength = 2;
/** Most establishments the directory answers with. */
export const directoryMaxResults = 10;

export const DirectoryQuery = Type.Object({
  /** Part of the name or the town, any case, with or without accents. */
  q: Type.String({ minLength: directoryQueryMinLength, maxLength: 100 }),
});
export type DirectoryQuery = Static<typeof DirectoryQuery>;

/** An establishment as the public directory shows it: its name and town, nothing else. */
export const DirectoryEstablishment = Type.Object(
  {
    establishmentId: Uuid,
    name: Type.String(),
    town: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'DirectoryEstablishment' },
);
export type DirectoryEstablishment = Static<typeof DirectoryEstablishment>;

export const Directory = Type.Object(
  { establishments: Type.Array(DirectoryEstablishment) },
  { title: 'Directory' },
);
export type Directory = Static<typeof Directory>;

export const registrationRequestStatuses = ['pending', 'accepted', 'refused', 'cancelled'] as const;
export type RegistrationRequestStatus = (typeof registrationRequestStatuses)[number];

/** A patient's request to be followed by an establishment, as the patient sees it. */
export const RegistrationRequest = Type.Object(
  {
    requestId: Uuid,
    establishment: DirectoryEstablishment,
    status: Type.Unsafe<RegistrationRequestStatus>({
      type: 'string',
      enum: [...registrationRequestStatuses],
    }),
    createdAt: IsoDateTime,
    answeredAt: Type.Union([IsoDateTime, Type.Null()]),
  },
  { title: 'RegistrationRequest' },
);
export type RegistrationRequest = Static<typeof RegistrationRequest>;

/**
 * The patient's registration: the establishment that follows them (null: none), and their latest
 * request (null: never asked). With an establishment, no request is pending.
 */
export const PatientRegistration = Type.Object(
  {
    establishment: Type.Union([DirectoryEstablishment, Type.Null()]),
    request: Type.Union([RegistrationRequest, Type.Null()]),
  },
  { title: 'PatientRegistration' },
);
export type PatientRegistration = Static<typeof PatientRegistration>;

/** Ask an establishment (picked in the directory) to follow the patient. */
export const RegistrationAskBody = Body({ establishmentId: Uuid }, 'RegistrationAskBody');
export type RegistrationAskBody = Static<typeof RegistrationAskBody>;

/** A pending request, as the establishment's managers see it. */
export const PendingRegistration = Type.Object(
  {
    requestId: Uuid,
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    /** The town of the address the patient gave in their application, if any. */
    town: Type.Union([Type.String(), Type.Null()]),
    createdAt: IsoDateTime,
  },
  { title: 'PendingRegistration' },
);
export type PendingRegistration = Static<typeof PendingRegistration>;

export const PendingRegistrations = Type.Object(
  { requests: Type.Array(PendingRegistration) },
  { title: 'PendingRegistrations' },
);
export type PendingRegistrations = Static<typeof PendingRegistrations>;

export const RegistrationRequestParams = Type.Object({ id: Uuid, requestId: Uuid });
export type RegistrationRequestParams = Static<typeof RegistrationRequestParams>;

export const RegistrationAnswerBody = Body({ accepted: Type.Boolean() }, 'RegistrationAnswerBody');
export type RegistrationAnswerBody = Static<typeof RegistrationAnswerBody>;

export const RegistrationAnswer = Type.Object(
  {
    requestId: Uuid,
    patientId: Uuid,
    status: Type.Union([Type.Literal('accepted'), Type.Literal('refused')]),
    answeredAt: IsoDateTime,
  },
  { title: 'RegistrationAnswer' },
);
export type RegistrationAnswer = Static<typeof RegistrationAnswer>;

export const registrationEndpoints = {
  directory: {
    method: 'GET',
    path: '/establishmentDirectory',
    summary:
      'Public: establishments whose name or town contains q (any case, accents ignored); names and towns only, at most 10',
    querystring: DirectoryQuery,
    response: { 200: Directory, ...problemResponses(400, 429) },
  },
  patientRegistration: {
    method: 'GET',
    path: '/patients/:id/registration',
    summary: 'The patient’s establishment and latest registration request (the patient only)',
    params: IdParams,
    response: { 200: PatientRegistration, ...problemResponses(400, 403, 404) },
  },
  ask: {
    method: 'POST',
    path: '/patients/:id/registration',
    summary:
      'The patient asks an establishment to follow them; replaces a pending request; 409 once followed',
    params: IdParams,
    body: RegistrationAskBody,
    response: { 201: PatientRegistration, ...problemResponses(400, 403, 404, 409) },
  },
  pending: {
    method: 'GET',
    path: '/Establishments/:id/registrationRequests',
    summary: 'The registration requests waiting for the establishment’s answer (its managers)',
    params: IdParams,
    response: { 200: PendingRegistrations, ...problemResponses(400, 403) },
  },
  answer: {
    method: 'PATCH',
    path: '/Establishments/:id/registrationRequests/:requestId',
    summary:
      'Accept (the establishment then follows the patient) or refuse a pending request; the patient is e-mailed',
    params: RegistrationRequestParams,
    body: RegistrationAnswerBody,
    response: { 200: RegistrationAnswer, ...problemResponses(400, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
