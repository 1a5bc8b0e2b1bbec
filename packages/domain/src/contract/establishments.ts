import { Type, type Static } from '@sinclair/typebox';
import {
  Body,
  EmailAddress,
  IdParams,
  IsoDate,
  IsoDateTime,
  LocaleSchema,
  PersonName,
  Uuid,
} from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';
import { PatientIndicators } from './rehabilitators';
import { followUpFilters, followUpSorts } from './followUpQuery';

/**
 * Contract of the establishment (manager) calls (all under /api/v1, docs/product.md#calls); the
 * shapes are decided in docs/decisions/api-programs-and-indicators.md.
 */

/** Null first: with type coercion on, a string branch first would turn null into "". */
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([Type.Null(), schema]);

/** A phone number as typed: digits, spaces, dots, dashes, parentheses, an optional leading +. */
export const PhoneNumber = Type.String({
  minLength: 6,
  maxLength: 30,
  pattern: '^\\+?[0-9 .()-]{6,30}$',
});

/** French company identifier: 14 digits (the Luhn check is done by the server). */
export const Siret = Type.String({ pattern: '^[0-9]{14}$', description: '14 digits, Luhn check' });

/** True when the 14-digit SIRET passes the Luhn check (La Poste's SIRET is the known exception). */
export function isValidSiret(siret: string): boolean {
  if (!/^[0-9]{14}$/.test(siret)) {
    return false;
  }
  // La Poste's establishments (SIREN 356000000) use a digit sum multiple of 5 instead.
  if (siret.startsWith('356000000')) {
    const sum = [...siret].reduce((total, digit) => total + Number(digit), 0);
    return sum % 5 === 0;
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    let digit = Number(siret[13 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) {
        digit -= 9;
      }
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const Establishment = Type.Object(
  {
    establishmentId: Uuid,
    name: Type.String(),
    type: Type.Union([Type.String(), Type.Null()]),
    number: Type.Union([Type.String(), Type.Null()]),
    street: Type.Union([Type.String(), Type.Null()]),
    precisions: Type.Union([Type.String(), Type.Null()]),
    zipCode: Type.Union([Type.String(), Type.Null()]),
    town: Type.Union([Type.String(), Type.Null()]),
    /** Country, ISO 3166-1 alpha-2 (the wire name is `county`). */
    county: Type.Union([Type.String(), Type.Null()]),
    siret: Type.Union([Type.String(), Type.Null()]),
    timeZone: Type.String(),
  },
  { title: 'Establishment' },
);
export type Establishment = Static<typeof Establishment>;

const ShortText = (maxLength: number) => Type.String({ maxLength });

/** PATCH /admin/Establishments/{id}: only the fields sent change; null clears an optional one. */
export const EstablishmentPatchBody = Body(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' })),
    type: Type.Optional(Nullable(ShortText(100))),
    number: Type.Optional(Nullable(ShortText(20))),
    street: Type.Optional(Nullable(ShortText(200))),
    precisions: Type.Optional(Nullable(ShortText(200))),
    zipCode: Type.Optional(Nullable(Type.String({ pattern: '^[0-9A-Za-z -]{2,10}$' }))),
    town: Type.Optional(Nullable(ShortText(100))),
    county: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$' }))),
    siret: Type.Optional(Nullable(Siret)),
  },
  'EstablishmentPatchBody',
);
export type EstablishmentPatchBody = Static<typeof EstablishmentPatchBody>;

export const DevicePatient = Type.Object({
  patientId: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  wheelType: Type.Union([Type.String(), Type.Null()]),
  assignedAt: IsoDateTime,
});

export const EstablishmentDevice = Type.Object(
  {
    deviceId: Uuid,
    serialNumber: Type.String(),
    /** The last time a record the device sent was stored; null if none ever was. */
    lastSeenAt: Type.Union([IsoDateTime, Type.Null()]),
    /**
     * Associated and nothing received for more than 2 days since that time or the association
     * (`isDeviceSilent`, docs/product.md#device-ingestion); false for a free device.
     */
    silent: Type.Boolean(),
    /** The patient it is associated with; null when the device is free. */
    patient: Type.Union([DevicePatient, Type.Null()]),
  },
  { title: 'EstablishmentDevice' },
);
export type EstablishmentDevice = Static<typeof EstablishmentDevice>;

export const EstablishmentPatient = Type.Object(
  {
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    functionalCapacity: Type.Union([Type.Integer(), Type.Null()]),
    registrationStatus: Type.String(),
    device: Type.Union([
      Type.Object({
        deviceId: Uuid,
        serialNumber: Type.String(),
        wheelType: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
    /** True once the account is archived (the archives list). */
    archived: Type.Boolean(),
    serviceEndedAt: Type.Union([IsoDateTime, Type.Null()]),
    archiveScheduledFor: Type.Union([IsoDate, Type.Null()]),
  },
  { title: 'EstablishmentPatient' },
);
export type EstablishmentPatient = Static<typeof EstablishmentPatient>;

export const PatientApplication = Type.Object(
  {
    applicationId: Uuid,
    email: Type.Union([Type.String(), Type.Null()]),
    firstName: Type.Union([Type.String(), Type.Null()]),
    lastName: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    status: Type.String(),
    createdAt: IsoDateTime,
  },
  { title: 'PatientApplication' },
);
export type PatientApplication = Static<typeof PatientApplication>;

export const EstablishmentPatientsQuery = Type.Object({
  /** true: only the archives; false: only the current patients; absent: both, flagged. */
  archived: Type.Optional(Type.Boolean()),
});
export type EstablishmentPatientsQuery = Static<typeof EstablishmentPatientsQuery>;

/**
 * How many current patients lack a step of their care (`nextStepsOf`,
 * docs/decisions/manager-follow-up.md): the home's "Patients sans suite", without the list.
 */
export const NextStepCounts = Type.Object(
  {
    /** Every current (not archived) patient. */
    patients: Type.Integer(),
    /** Those with at least one next step. */
    nextSteps: Type.Integer(),
    noRehabilitator: Type.Integer(),
    noDevice: Type.Integer(),
    noCapacity: Type.Integer(),
    noObjectives: Type.Integer(),
  },
  { title: 'NextStepCounts' },
);
export type NextStepCounts = Static<typeof NextStepCounts>;

export const EstablishmentPatients = Type.Object(
  {
    patients: Type.Array(EstablishmentPatient),
    /** Patients invited by the establishment whose registration is pending. */
    patientApplications: Type.Array(PatientApplication),
    /**
     * Over every current patient whatever `archived` asks, by the same rules as the follow-up
     * list's counts (the manager's home reads them here: no second call for the list).
     */
    nextStepCounts: NextStepCounts,
  },
  { title: 'EstablishmentPatients' },
);
export type EstablishmentPatients = Static<typeof EstablishmentPatients>;

export const FollowUpQuery = Type.Object({
  /**
   * name (A to Z, the default); nextSteps (most missing first); alerts (pain increase first);
   * usage (fewest days of use first); performance (lowest first, no data first).
   */
  sort: Type.Optional(
    Type.Union(
      followUpSorts.map((value) => Type.Literal(value)),
      { default: 'name' },
    ),
  ),
  filter: Type.Optional(
    Type.Union(
      followUpFilters.map((value) => Type.Literal(value)),
      { default: 'all' },
    ),
  ),
  /** Only the patients this rehabilitator follows. */
  rehabilitator: Type.Optional(Uuid),
});
export type FollowUpQuery = Static<typeof FollowUpQuery>;

const NextStep = Type.Union(
  ['noRehabilitator', 'noDevice', 'noCapacity', 'noObjectives'].map((value) => Type.Literal(value)),
);

export const FollowUpRehabilitator = Type.Object({
  reeducatorId: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
});
export type FollowUpRehabilitator = Static<typeof FollowUpRehabilitator>;

export const FollowedUpPatient = Type.Object(
  {
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    functionalCapacity: Type.Union([Type.Integer(), Type.Null()]),
    registrationStatus: Type.String(),
    device: Type.Union([
      Type.Object({
        deviceId: Uuid,
        serialNumber: Type.String(),
        wheelType: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
    archiveScheduledFor: Type.Union([IsoDate, Type.Null()]),
    /** Who follows the patient (accepted, not ended), the main one first. */
    rehabilitators: Type.Array(
      Type.Composite([FollowUpRehabilitator, Type.Object({ main: Type.Boolean() })]),
    ),
    /** A follow-up asked and not answered yet (by the patient, a rehabilitator or a manager). */
    followUpPending: Type.Boolean(),
    /** Objectives of the patient's own in force (set by a rehabilitator; defaults aside). */
    hasOwnObjectives: Type.Boolean(),
    /** What the patient lacks to be taken on, in the order a team takes it on (`nextStepsOf`). */
    nextSteps: Type.Array(NextStep),
    /**
     * The rehabilitator's indicators (the same computation); `painIncrease` is the pain-rise rule
     * whatever any rehabilitator has marked seen.
     */
    indicators: PatientIndicators,
  },
  { title: 'FollowedUpPatient' },
);
export type FollowedUpPatient = Static<typeof FollowedUpPatient>;

export const EstablishmentFollowUp = Type.Object(
  {
    /** The establishment's day (the indicators' 7 days end the day before). */
    today: IsoDate,
    /** The sort and filter applied (the defaults when absent). */
    sort: Type.Union(followUpSorts.map((value) => Type.Literal(value))),
    filter: Type.Union(followUpFilters.map((value) => Type.Literal(value))),
    /** Over every current patient, whatever the filter. */
    counts: Type.Composite([NextStepCounts, Type.Object({ painIncrease: Type.Integer() })]),
    /** The team's rehabilitators who follow at least one current patient (the filter's choices). */
    rehabilitators: Type.Array(FollowUpRehabilitator),
    /** The current (not archived) patients kept by the filter, in the sort's order. */
    patients: Type.Array(FollowedUpPatient),
  },
  { title: 'EstablishmentFollowUp' },
);
export type EstablishmentFollowUp = Static<typeof EstablishmentFollowUp>;

export const PatientDeviceBody = Body(
  {
    deviceId: Uuid,
    wheelType: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 50 }))),
  },
  'PatientDeviceBody',
);
export type PatientDeviceBody = Static<typeof PatientDeviceBody>;

export const PatientDeviceDeleteQuery = Type.Object({
  /** true: the service ends as well; archiving is scheduled 30 days later. */
  endService: Type.Optional(Type.Boolean({ default: false })),
});
export type PatientDeviceDeleteQuery = Static<typeof PatientDeviceDeleteQuery>;

export const PatientDeviceState = Type.Object(
  {
    patientId: Uuid,
    device: Type.Union([
      Type.Object({
        deviceId: Uuid,
        serialNumber: Type.String(),
        wheelType: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
    serviceEndedAt: Type.Union([IsoDateTime, Type.Null()]),
    archiveScheduledFor: Type.Union([IsoDate, Type.Null()]),
  },
  { title: 'PatientDeviceState' },
);
export type PatientDeviceState = Static<typeof PatientDeviceState>;

export const RehabilitatorInvitationBody = Body(
  {
    email: EmailAddress,
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    /**
     * The invitee's language: the e-mail (subject included) and the signup page opened from its
     * link speak it. Without it, the inviter's (the request's Accept-Language).
     */
    locale: Type.Optional(LocaleSchema),
  },
  'ReeducatorInvitationBody',
);
export type RehabilitatorInvitationBody = Static<typeof RehabilitatorInvitationBody>;

/**
 * An invitation between the establishment and a rehabilitator: `origin` says who sent it, the
 * other side answers it (docs/decisions/api-programs-and-indicators.md); `accepted` is null while
 * it is pending.
 */
export const EstablishmentInvitation = Type.Object(
  {
    id: Uuid,
    establishmentId: Uuid,
    /** 'establishment' (the manager invited) or 'reeducator' (the rehabilitator asked to join). */
    origin: Type.Union([Type.Literal('establishment'), Type.Literal('reeducator')]),
    status: Type.String(),
    /** null until answered, then true or false. */
    accepted: Type.Union([Type.Boolean(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    reeducator: Type.Object({
      reeducatorId: Type.Union([Uuid, Type.Null()]),
      firstName: Type.Union([Type.String(), Type.Null()]),
      lastName: Type.Union([Type.String(), Type.Null()]),
    }),
    createdAt: IsoDateTime,
  },
  { title: 'EstablishmentInvitation' },
);
export type EstablishmentInvitation = Static<typeof EstablishmentInvitation>;

export const PatientInvitationBody = Body(
  {
    patientEmail: EmailAddress,
    patientFirstName: PersonName,
    patientLastName: PersonName,
    patientPhone: Type.Optional(Nullable(PhoneNumber)),
    /**
     * The invitee's language: the e-mail (subject included) and the signup page opened from its
     * link speak it. Without it, the inviter's (the request's Accept-Language).
     */
    locale: Type.Optional(LocaleSchema),
  },
  'PatientInvitationBody',
);
export type PatientInvitationBody = Static<typeof PatientInvitationBody>;

export const TeamRehabilitator = Type.Object({
  reeducatorId: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  profession: Type.Union([Type.String(), Type.Null()]),
  joinedAt: IsoDateTime,
});
export type TeamRehabilitator = Static<typeof TeamRehabilitator>;

export const RehabilitatorProfile = Type.Object(
  {
    reeducatorId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.Union([Type.String(), Type.Null()]),
    profession: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'RehabilitatorProfile' },
);
export type RehabilitatorProfile = Static<typeof RehabilitatorProfile>;

export const EstablishmentRehabilitators = Type.Object(
  {
    reeducators: Type.Array(TeamRehabilitator),
    /** Pending invitations, in both directions. */
    invitations: Type.Array(EstablishmentInvitation),
  },
  { title: 'EstablishmentRehabilitators' },
);
export type EstablishmentRehabilitators = Static<typeof EstablishmentRehabilitators>;

export const EstablishmentRehabilitatorParams = Type.Object({ id: Uuid, rid: Uuid });
export const EstablishmentApplicationParams = Type.Object({ id: Uuid, aid: Uuid });
export const EstablishmentInvitationAnswerParams = Type.Object({ id: Uuid, reeducatorId: Uuid });

export const InvitationAnswerBody = Body({ accepted: Type.Boolean() }, 'InvitationAnswerBody');
export type InvitationAnswerBody = Static<typeof InvitationAnswerBody>;

export const RehabilitatorAdminPatchBody = Body(
  {
    firstName: Type.Optional(PersonName),
    lastName: Type.Optional(PersonName),
    phone: Type.Optional(Nullable(PhoneNumber)),
    profession: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  },
  'ReeducatorAdminPatchBody',
);
export type RehabilitatorAdminPatchBody = Static<typeof RehabilitatorAdminPatchBody>;

export const establishmentEndpoints = {
  get: {
    method: 'GET',
    path: '/Establishments/:id',
    summary: 'An establishment (its manager, its team, its patients)',
    params: IdParams,
    response: { 200: Establishment, ...problemResponses(400, 403) },
  },
  patch: {
    method: 'PATCH',
    path: '/admin/Establishments/:id',
    summary: 'Change the establishment (its manager); siret: 14 digits passing the Luhn check',
    params: IdParams,
    body: EstablishmentPatchBody,
    response: { 200: Establishment, ...problemResponses(400, 403, 404) },
  },
  devices: {
    method: 'GET',
    path: '/Establishments/:id/devices',
    summary: 'The devices of the establishment, each with its patient or free',
    params: IdParams,
    response: { 200: Type.Array(EstablishmentDevice), ...problemResponses(400, 403) },
  },
  managerEstablishment: {
    method: 'GET',
    path: '/Responsables/:id/Establishment',
    summary: 'The establishment of a manager',
    params: IdParams,
    response: { 200: Establishment, ...problemResponses(400, 403, 404) },
  },
  patients: {
    method: 'GET',
    path: '/Establishments/:id/Patients',
    summary: 'The patients of the establishment and the pending patient invitations',
    params: IdParams,
    querystring: EstablishmentPatientsQuery,
    response: { 200: EstablishmentPatients, ...problemResponses(400, 403) },
  },
  followUp: {
    method: 'GET',
    path: '/Establishments/:id/PatientsFollowUp',
    summary:
      'The current patients with the rehabilitator’s indicators, who follows them and what they lack; sorted and filtered',
    params: IdParams,
    querystring: FollowUpQuery,
    response: { 200: EstablishmentFollowUp, ...problemResponses(400, 403) },
  },
  associateDevice: {
    method: 'PATCH',
    path: '/Patients/:id/device',
    summary: 'Associate a free device of the establishment with the patient',
    params: IdParams,
    body: PatientDeviceBody,
    response: { 200: PatientDeviceState, ...problemResponses(400, 403, 404, 409) },
  },
  dissociateDevice: {
    method: 'DELETE',
    path: '/Patients/:id/device',
    summary: 'Dissociate the patient’s device; endService=true schedules archiving 30 days later',
    params: IdParams,
    querystring: PatientDeviceDeleteQuery,
    response: { 200: PatientDeviceState, ...problemResponses(400, 403, 404, 409) },
  },
  inviteRehabilitator: {
    method: 'POST',
    path: '/Establishments/:id/reeducatorInvitations',
    summary: 'Invite a rehabilitator by email to join the team',
    params: IdParams,
    body: RehabilitatorInvitationBody,
    response: { 201: EstablishmentInvitation, ...problemResponses(400, 403, 409, 429) },
  },
  invitePatient: {
    method: 'POST',
    path: '/Establishments/:id/patientInvitations',
    summary: 'Invite a patient by email: a pending registration and an email',
    params: IdParams,
    body: PatientInvitationBody,
    response: { 201: PatientApplication, ...problemResponses(400, 403, 409, 429) },
  },
  rehabilitators: {
    method: 'GET',
    path: '/Establishments/:id/Reeducators',
    summary: 'The team of the establishment and its pending invitations',
    params: IdParams,
    response: { 200: EstablishmentRehabilitators, ...problemResponses(400, 403) },
  },
  removeRehabilitator: {
    method: 'DELETE',
    path: '/Establishments/:id/reeducator/:rid',
    summary: 'Remove a rehabilitator from the team',
    params: EstablishmentRehabilitatorParams,
    response: { 204: Type.Null(), ...problemResponses(400, 403, 404) },
  },
  cancelRehabilitatorApplication: {
    method: 'DELETE',
    path: '/Establishments/:id/reeducatorApplication/:aid',
    summary: 'Cancel a pending invitation of a rehabilitator',
    params: EstablishmentApplicationParams,
    response: { 204: Type.Null(), ...problemResponses(400, 403, 404) },
  },
  answerRehabilitatorInvitation: {
    method: 'PATCH',
    path: '/Establishments/:id/reeducatorInvitations/:reeducatorId',
    summary:
      'Answer a pending invitation: the manager answers a rehabilitator’s request, the rehabilitator the establishment’s',
    params: EstablishmentInvitationAnswerParams,
    body: InvitationAnswerBody,
    response: { 200: EstablishmentInvitation, ...problemResponses(400, 403, 404) },
  },
  patchRehabilitator: {
    method: 'PATCH',
    path: '/Admin/Reeducators/:id',
    summary: 'Change a rehabilitator’s profile (the rehabilitator, or a manager of their team)',
    params: IdParams,
    body: RehabilitatorAdminPatchBody,
    response: { 200: RehabilitatorProfile, ...problemResponses(400, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
