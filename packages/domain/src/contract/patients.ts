import { Type, type Static } from '@sinclair/typebox';
import { Body, EmailAddress, IsoDate, IsoDateTime, LocaleSchema, PersonName, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the patient calls (docs/product.md#calls, docs/decisions/api-patients.md): profile,
 * rehabilitators and their invitations, relatives, the user's own account, and the "my day" recap.
 */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A phone number as typed: digits, spaces, dots, dashes, parentheses, an optional leading +. */
const Phone = Type.String({ pattern: '^\\+?[0-9 .()-]{6,25}$', maxLength: 25 });
const PathologyId = Type.Integer({ minimum: 0, maximum: 8 });
const CapacityId = Type.Integer({ minimum: 1, maximum: 4 });
/** Equipment ids (1 table, 2 glass: docs/product.md#enumerations). */
const EquipmentId = Type.Integer({ minimum: 1, maximum: 2 });
/**
 * What the patient has where they do their sessions (docs/product.md#prescription-safety): null
 * while not recorded, an empty list for none.
 */
export const AvailableEquipment = Type.Union([
  Type.Array(EquipmentId, { maxItems: 2, uniqueItems: true }),
  Type.Null(),
]);

const PatientPathParams = Type.Object({ id: Uuid });
const PatientInvitationPathParams = Type.Object({ id: Uuid, invitationId: Uuid });
const PatientRelativePathParams = Type.Object({ id: Uuid, relativeId: Uuid });
const CareTeamFollowUpPathParams = Type.Object({ id: Uuid, followUpId: Uuid });

export const PatientProfileDevice = Type.Object({
  deviceId: Uuid,
  serialNumber: Type.String(),
  wheelType: Type.Union([Type.String(), Type.Null()]),
  assignedAt: IsoDateTime,
});

export const PatientProfileProgram = Type.Object({
  patientProgramId: Uuid,
  programId: Uuid,
  name: Type.String(),
  isSelfRehabilitation: Type.Boolean(),
});

export const PatientProfile = Type.Object(
  {
    patientId: Uuid,
    userId: Type.Union([Uuid, Type.Null()]),
    establishmentId: Type.Union([Uuid, Type.Null()]),
    firstName: Type.String(),
    lastName: Type.String(),
    email: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    birthDate: Type.Union([IsoDate, Type.Null()]),
    functionalCapacity: Type.Union([CapacityId, Type.Null()]),
    /** Equipment available during the sessions, ascending; null: not recorded. */
    availableEquipment: AvailableEquipment,
    /** Pathology ids (docs/product.md#enumerations), ascending. */
    pathologies: Type.Array(PathologyId),
    mainPathology: Type.Union([PathologyId, Type.Null()]),
    registrationStatus: Type.String(),
    /** The device associated now, if any. */
    device: Type.Union([PatientProfileDevice, Type.Null()]),
    /** Programs assigned now (supervised and self-rehabilitation). */
    programs: Type.Array(PatientProfileProgram),
    archivedAt: Type.Union([IsoDateTime, Type.Null()]),
  },
  { title: 'PatientProfile' },
);
export type PatientProfile = Static<typeof PatientProfile>;

/**
 * PATCH /patients/{id}: the fields allowed depend on the caller. Personal information (firstName,
 * lastName, phone, birthDate) by the patient or their establishment's manager; the clinical ones
 * (pathologies, mainPathology, functionalCapacity, availableEquipment) by a linked rehabilitator. `email` is not
 * editable here (it is the sign-in identity): sending it is a 400.
 */
export const PatchPatientBody = Type.Object(
  {
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    phone: Type.Optional(Type.Union([Phone, Type.Null()])),
    birthDate: Type.Optional(Type.Union([IsoDate, Type.Null()])),
    /** Refused: the email address is the account's identity. */
    email: Type.Optional(Type.Unknown()),
    /** The whole set (replaces the current one), ids 0-8, no duplicates. */
    pathologies: Type.Optional(Type.Array(PathologyId, { maxItems: 9, uniqueItems: true })),
    /** One of `pathologies` (or of the current set), or null. */
    mainPathology: Type.Optional(Type.Union([PathologyId, Type.Null()])),
    functionalCapacity: Type.Optional(Type.Union([CapacityId, Type.Null()])),
    /** The whole set of equipment available during the sessions (replaces it); null: not recorded. */
    availableEquipment: Type.Optional(AvailableEquipment),
  },
  { additionalProperties: false, minProperties: 1, title: 'PatchPatientBody' },
);
export type PatchPatientBody = Static<typeof PatchPatientBody>;

export const LinkedRehabilitator = Type.Object(
  {
    reeducatorId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    profession: Nullable(Type.String()),
    /** When the link was accepted. */
    since: Type.Union([IsoDateTime, Type.Null()]),
  },
  { title: 'LinkedRehabilitator' },
);
export type LinkedRehabilitator = Static<typeof LinkedRehabilitator>;

export const PatientRehabilitatorInvitation = Type.Object(
  {
    id: Uuid,
    /** Who asked: 'reeducator' (the patient answers) or 'patient' (the rehabilitator answers). */
    origin: Type.Union([Type.Literal('reeducator'), Type.Literal('patient')]),
    /** null while pending; true or false once answered. */
    accepted: Type.Union([Type.Boolean(), Type.Null()]),
    createdAt: IsoDateTime,
    reeducator: Type.Object({
      reeducatorId: Uuid,
      firstName: Type.String(),
      lastName: Type.String(),
      profession: Nullable(Type.String()),
    }),
  },
  { title: 'PatientRehabilitatorInvitation' },
);
export type PatientRehabilitatorInvitation = Static<typeof PatientRehabilitatorInvitation>;

/**
 * One rehabilitator following the patient (an accepted follow-up not ended), as the patient's care
 * team shows it (docs/decisions/patient-care-team.md).
 */
export const CareTeamMember = Type.Object(
  {
    /** The follow-up (the link between the patient and this rehabilitator). */
    followUpId: Uuid,
    reeducatorId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    profession: Nullable(Type.String()),
    /** The calendar day the follow-up began (accepted), in the patient's establishment's time zone. */
    since: IsoDate,
    /** The main rehabilitator: the one following the patient for the longest time. */
    main: Type.Boolean(),
    /** The establishments whose team the rehabilitator is in (by name). */
    establishments: Type.Array(Type.Object({ establishmentId: Uuid, name: Type.String() })),
  },
  { title: 'CareTeamMember' },
);
export type CareTeamMember = Static<typeof CareTeamMember>;

export const CareTeam = Type.Object(
  {
    /** The rehabilitators following the patient, the main one first, then by start. */
    members: Type.Array(CareTeamMember),
  },
  { title: 'CareTeam' },
);
export type CareTeam = Static<typeof CareTeam>;

export const AnswerRehabilitatorInvitationBody = Body(
  { accepted: Type.Boolean() },
  'AnswerReeducatorInvitationBody',
);
export type AnswerRehabilitatorInvitationBody = Static<typeof AnswerRehabilitatorInvitationBody>;

export const PatientRelative = Type.Object(
  {
    id: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    relationship: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
    createdAt: IsoDateTime,
  },
  { title: 'PatientRelative' },
);
export type PatientRelative = Static<typeof PatientRelative>;

/** A relative: names, and how they are related and reached (all optional but the names). */
export const PatientRelativeBody = Body(
  {
    firstName: PersonName,
    lastName: PersonName,
    /** Free text, e.g. "daughter", "neighbour". */
    relationship: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    phone: Type.Optional(Phone),
    email: Type.Optional(EmailAddress),
  },
  'PatientRelativeBody',
);
export type PatientRelativeBody = Static<typeof PatientRelativeBody>;

/** PATCH /users/{id}: the caller's own account only. */
export const PatchUserBody = Type.Object(
  {
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    locale: Type.Optional(LocaleSchema),
  },
  { additionalProperties: false, minProperties: 1, title: 'PatchUserBody' },
);
export type PatchUserBody = Static<typeof PatchUserBody>;

export const UserAccount = Type.Object(
  {
    userId: Uuid,
    email: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    locale: LocaleSchema,
    roles: Type.Array(Type.String()),
  },
  { title: 'UserAccount' },
);
export type UserAccount = Static<typeof UserAccount>;

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const RecapMetric = Type.Object({
  key: Type.String(),
  /** Yesterday's value; null when the device reported nothing. */
  value: NullableNumber,
  /** The objective in force yesterday; null when none. */
  objective: NullableNumber,
  /**
   * Whether yesterday's value met the objective: for the activity objectives, as their
   * ActivityStars were judged (`judgeActivityDay`: a key not reported on a reported day is not met);
   * null without an objective in force, or without a value outside that set.
   */
  met: Type.Union([Type.Boolean(), Type.Null()]),
});

export const RecapObjective = Type.Object({ key: Type.String(), objective: Type.Number() });

export const RecapRank = Type.Object({
  id: Type.Integer(),
  nameKey: Type.String(),
  minStars: Type.Integer(),
});

export const RecapTag = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  threshold: NullableNumber,
  nameKey: Type.String(),
  earnedAt: IsoDateTime,
});

/**
 * GET Patients/{id}/getPatientsRecapInfos: what "my day" (patient) and the synthesis
 * (rehabilitator) show. When the patient calls it, it lists the new rank and tags not yet
 * acknowledged, on every read (reading marks nothing seen): the portal shows the start-up modals
 * from `newRank` / `newTags` and acknowledges each once its dialog is closed
 * (PATCH /patients/{id}/achievements/{kind}/{achievementId}).
 */
export const PatientRecap = Type.Object(
  {
    patientId: Uuid,
    /** Today and yesterday, calendar days in the establishment's time zone. */
    today: IsoDate,
    yesterday: IsoDate,
    /** Yesterday's activity metrics against their objectives (daily activity objectives first). */
    yesterdayMetrics: Type.Array(RecapMetric),
    /** Today's objectives in force. */
    todayObjectives: Type.Array(RecapObjective),
    /** Performance (0-100) and usage (seconds of wear) yesterday. */
    performance: NullableNumber,
    usage: NullableNumber,
    stars: Type.Object({
      today: Type.Number(),
      yesterday: Type.Number(),
      /** The current calendar month's total (the user's `stars`). */
      month: Type.Number(),
      total: Type.Number(),
    }),
    rank: Type.Object({
      current: Type.Union([RecapRank, Type.Null()]),
      next: Type.Union([RecapRank, Type.Null()]),
      /** Stars still needed for the next rank (0 at the top). */
      starsToNext: Type.Number(),
    }),
    tags: Type.Array(RecapTag),
    /**
     * The highest rank reached, while the patient has not acknowledged it (null otherwise, and
     * always null for anyone but the patient): announce it until acknowledged.
     */
    newRank: Type.Union([RecapRank, Type.Null()]),
    /** The tags earned and not acknowledged yet, oldest first (empty for anyone but the patient). */
    newTags: Type.Array(RecapTag),
    device: Type.Union([PatientProfileDevice, Type.Null()]),
    /** Invitations from rehabilitators waiting for the patient's answer. */
    pendingInvitations: Type.Integer(),
    /** The last day the device reported, if ever. */
    lastMeasuredDay: Type.Union([IsoDate, Type.Null()]),
  },
  { title: 'PatientRecap' },
);
export type PatientRecap = Static<typeof PatientRecap>;

export const patientEndpoints = {
  getPatient: {
    method: 'GET',
    path: '/patients/:id',
    summary: "A patient's profile",
    params: PatientPathParams,
    response: { 200: PatientProfile, ...problemResponses(401, 404) },
  },
  patchPatient: {
    method: 'PATCH',
    path: '/patients/:id',
    summary: "Edit a patient's profile (fields allowed depend on the caller)",
    params: PatientPathParams,
    body: PatchPatientBody,
    response: { 200: PatientProfile, ...problemResponses(400, 401, 403, 404) },
  },
  listRehabilitators: {
    method: 'GET',
    path: '/patients/:id/reeducators',
    summary: 'The rehabilitators following a patient',
    params: PatientPathParams,
    response: { 200: Type.Array(LinkedRehabilitator), ...problemResponses(401, 404) },
  },
  listInvitations: {
    method: 'GET',
    path: '/patients/:id/reeducatorInvitations',
    summary: "A patient's pending invitations with rehabilitators (both directions)",
    params: PatientPathParams,
    response: { 200: Type.Array(PatientRehabilitatorInvitation), ...problemResponses(401, 404) },
  },
  answerInvitation: {
    method: 'PATCH',
    path: '/patients/:id/reeducatorInvitations/:invitationId',
    summary: "Accept or refuse a rehabilitator's invitation (the patient only)",
    params: PatientInvitationPathParams,
    body: AnswerRehabilitatorInvitationBody,
    response: { 200: PatientRehabilitatorInvitation, ...problemResponses(400, 401, 403, 404, 409) },
  },
  careTeam: {
    method: 'GET',
    path: '/patients/:id/careTeam',
    summary:
      'The patient’s care team: who follows them, since when, the main one (the patient only)',
    params: PatientPathParams,
    response: { 200: CareTeam, ...problemResponses(401, 403, 404) },
  },
  endFollowUp: {
    method: 'POST',
    path: '/patients/:id/careTeam/:followUpId/end',
    summary:
      'Stop sharing with a rehabilitator: ends the follow-up at once (the patient only); the care team after it',
    params: CareTeamFollowUpPathParams,
    response: { 200: CareTeam, ...problemResponses(400, 401, 403, 404, 409) },
  },
  listRelatives: {
    method: 'GET',
    path: '/patients/:id/relatives',
    summary: "A patient's relatives",
    params: PatientPathParams,
    response: { 200: Type.Array(PatientRelative), ...problemResponses(401, 404) },
  },
  addRelative: {
    method: 'POST',
    path: '/patients/:id/relatives',
    summary: 'Add a relative',
    params: PatientPathParams,
    body: PatientRelativeBody,
    response: { 201: PatientRelative, ...problemResponses(400, 401, 403, 404) },
  },
  removeRelative: {
    method: 'DELETE',
    path: '/patients/:id/relatives/:relativeId',
    summary: 'Remove a relative',
    params: PatientRelativePathParams,
    response: { 204: Type.Null(), ...problemResponses(401, 403, 404) },
  },
  patchUser: {
    method: 'PATCH',
    path: '/users/:id',
    summary: 'Edit your own account (names, language)',
    params: PatientPathParams,
    body: PatchUserBody,
    response: { 200: UserAccount, ...problemResponses(400, 401, 403) },
  },
  recap: {
    method: 'GET',
    path: '/patients/:id/getPatientsRecapInfos',
    summary: 'The "my day" recap of a patient',
    params: PatientPathParams,
    response: { 200: PatientRecap, ...problemResponses(401, 404) },
  },
} as const satisfies Record<string, Endpoint>;
