import { Type, type Static } from '@sinclair/typebox';
import { Body, IdParams, IsoDate, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the rehabilitator calls (under /api/v1, docs/product.md#calls). The indicators of the
 * patients list are computed by the API (docs/product.md#indicators,
 * docs/decisions/api-programs-and-indicators.md).
 */

export const RehabilitatorPatientParams = Type.Object({ id: Uuid, patientId: Uuid });

export const DayActivity = Type.Object({
  day: IsoDate,
  stepCount: Type.Union([Type.Number(), Type.Null()]),
  activeTime: Type.Union([Type.Number(), Type.Null()]),
  wearTime: Type.Union([Type.Number(), Type.Null()]),
  performance: Type.Union([Type.Number(), Type.Null()]),
});
export type DayActivity = Static<typeof DayActivity>;

export const PatientIndicators = Type.Object(
  {
    /**
     * The patient has a pain-rise alert this rehabilitator has not marked seen (one rule with the
     * alert: `unseenPainRise` in the domain package, docs/product.md#indicators).
     */
    painIncrease: Type.Boolean(),
    /** No self-rehabilitation program is assigned. */
    awaitingSelfRehabilitation: Type.Boolean(),
    noDevice: Type.Boolean(),
    /**
     * The last 7 days: the 7 completed days ending yesterday (establishment time zone; today is in
     * progress, not part of them), oldest first; null = no data.
     */
    last7Days: Type.Array(DayActivity),
    /**
     * Performance of those 7 days (0-100): the days' scores summed over 7, a day without data
     * counting as no result (docs/product.md#performance-and-usage); null if no day has a score.
     */
    performance: Type.Union([Type.Number(), Type.Null()]),
    /** Days of the 7 with a Performance score: what `performance` rests on. */
    performanceDays: Type.Integer({ minimum: 0, maximum: 7 }),
    /** Days of the 7 with device wear time. */
    usageDays: Type.Integer({ minimum: 0, maximum: 7 }),
  },
  { title: 'PatientIndicators' },
);
export type PatientIndicators = Static<typeof PatientIndicators>;

export const RehabilitatorPatient = Type.Object(
  {
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    functionalCapacity: Type.Union([Type.Integer(), Type.Null()]),
    /** Pathology ids, the main one first. */
    pathologies: Type.Array(Type.Integer()),
    mainPathology: Type.Union([Type.Integer(), Type.Null()]),
    /** This rehabilitator is the patient's main one (the earliest link still in force). */
    main: Type.Boolean(),
    /** In the archives: moved there by this rehabilitator, or the patient's account is archived. */
    archived: Type.Boolean(),
    device: Type.Union([
      Type.Object({
        deviceId: Uuid,
        /** The number printed on the device, which a document names it by. */
        serialNumber: Type.String(),
        wheelType: Type.Union([Type.String(), Type.Null()]),
      }),
      Type.Null(),
    ]),
    indicators: PatientIndicators,
  },
  { title: 'RehabilitatorPatient' },
);
export type RehabilitatorPatient = Static<typeof RehabilitatorPatient>;

export const RehabilitatorPatientsQuery = Type.Object({
  /** true: only the archives; false: only the current patients; absent: both, flagged. */
  archived: Type.Optional(Type.Boolean()),
});
export type RehabilitatorPatientsQuery = Static<typeof RehabilitatorPatientsQuery>;

export const PatientProgramSummary = Type.Object({
  patientProgramId: Uuid,
  programId: Uuid,
  name: Type.String(),
  isSelfRehabilitation: Type.Boolean(),
  assignedAt: IsoDateTime,
});

export const RehabilitatorPatientDetail = Type.Composite(
  [
    RehabilitatorPatient,
    Type.Object({
      email: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
      birthDate: Type.Union([IsoDate, Type.Null()]),
      establishmentId: Type.Union([Uuid, Type.Null()]),
      /** Equipment available during the sessions (1 table, 2 glass), ascending; null: not recorded. */
      availableEquipment: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
      programs: Type.Array(PatientProgramSummary),
    }),
  ],
  { title: 'RehabilitatorPatientDetail' },
);
export type RehabilitatorPatientDetail = Static<typeof RehabilitatorPatientDetail>;

export const PatientLinkInvite = Type.Object(
  {
    id: Uuid,
    /**
     * 'patient': a request received from the patient; 'establishment': a manager of the patient's
     * establishment asks this rehabilitator to follow them (both answered by the rehabilitator);
     * 'reeducator': sent, pending.
     */
    origin: Type.Union([
      Type.Literal('patient'),
      Type.Literal('reeducator'),
      Type.Literal('establishment'),
    ]),
    status: Type.String(),
    createdAt: IsoDateTime,
    /**
     * The patient's establishment's time zone (IANA), in which `createdAt` is shown
     * (docs/decisions/one-clock.md); absent or null without an establishment.
     */
    timeZone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    patient: Type.Object({ patientId: Uuid, firstName: Type.String(), lastName: Type.String() }),
    /** Who asked, for origin 'establishment': the manager and their establishment; else null. */
    requestedBy: Type.Optional(
      Type.Union([
        Type.Object({
          firstName: Type.String(),
          lastName: Type.String(),
          establishmentName: Type.String(),
        }),
        Type.Null(),
      ]),
    ),
  },
  { title: 'PatientLinkInvite' },
);
export type PatientLinkInvite = Static<typeof PatientLinkInvite>;

export const RehabilitatorInvites = Type.Object(
  {
    /**
     * Requests received, from patients or from a manager of their establishment, to confirm
     * (POST .../Patients) or refuse (DELETE).
     */
    received: Type.Array(PatientLinkInvite),
    /** Invitations sent to patients, awaiting their answer. */
    sent: Type.Array(PatientLinkInvite),
    /** Establishments inviting this rehabilitator to join their team. */
    establishments: Type.Array(
      Type.Object({
        id: Uuid,
        establishmentId: Uuid,
        establishmentName: Type.String(),
        createdAt: IsoDateTime,
        /** The inviting establishment's time zone, in which `createdAt` is shown. */
        timeZone: Type.Optional(Type.String()),
      }),
    ),
  },
  { title: 'RehabilitatorInvites' },
);
export type RehabilitatorInvites = Static<typeof RehabilitatorInvites>;

/** A follow-up the patient ended (stopped sharing their data with this rehabilitator). */
export const EndedFollowUp = Type.Object(
  {
    followUpId: Uuid,
    patient: Type.Object({ patientId: Uuid, firstName: Type.String(), lastName: Type.String() }),
    /** When it ended. */
    endedAt: IsoDateTime,
    /** The calendar day it ended, in the patient's establishment's time zone. */
    endedOn: IsoDate,
  },
  { title: 'EndedFollowUp' },
);
export type EndedFollowUp = Static<typeof EndedFollowUp>;

export const LinkPatientBody = Body({ patientId: Uuid }, 'LinkPatientBody');
export type LinkPatientBody = Static<typeof LinkPatientBody>;

export const PatientLink = Type.Object(
  {
    id: Uuid,
    patientId: Uuid,
    reeducatorId: Uuid,
    origin: Type.Union([
      Type.Literal('patient'),
      Type.Literal('reeducator'),
      Type.Literal('establishment'),
    ]),
    status: Type.String(),
    archived: Type.Boolean(),
    ended: Type.Boolean(),
  },
  { title: 'PatientLink' },
);
export type PatientLink = Static<typeof PatientLink>;

export const UnlinkPatientQuery = Type.Object({
  /** true: move the patient to the archives (still followed and readable); default: end the link. */
  archive: Type.Optional(Type.Boolean({ default: false })),
});
export type UnlinkPatientQuery = Static<typeof UnlinkPatientQuery>;

export const PatientSearchQuery = Type.Object({
  FirstName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  LastName: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  Phone: Type.Optional(Type.String({ minLength: 1, maxLength: 30 })),
  Email: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
});
export type PatientSearchQuery = Static<typeof PatientSearchQuery>;

export const PatientSearchResult = Type.Object(
  {
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    /** Null for a rehabilitator until the patient has accepted them (link 'accepted'). */
    email: Type.Union([Type.String(), Type.Null()]),
    /** Null for a rehabilitator until the patient has accepted them (link 'accepted'). */
    phone: Type.Union([Type.String(), Type.Null()]),
    establishmentId: Type.Union([Uuid, Type.Null()]),
    /** The caller's link with the patient (rehabilitators): none, pending or accepted. */
    link: Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('accepted')]),
  },
  { title: 'PatientSearchResult' },
);
export type PatientSearchResult = Static<typeof PatientSearchResult>;

/** Settings besides the objectives (docs/decisions/api-programs-and-indicators.md). */
export const PatientOtherSettings = Type.Object(
  {
    /** Self-rehabilitation sessions expected per week. */
    weeklySelfRehabilitationSessions: Type.Optional(Type.Integer({ minimum: 0, maximum: 14 })),
    /** Time of the daily reminder, HH:MM, or null for none. */
    sessionReminderTime: Type.Optional(
      Type.Union([Type.Null(), Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' })]),
    ),
    /**
     * Deprecated (issue 28): a note for the team sent here becomes a clinical note by the caller
     * (docs/decisions/clinical-notes.md); it is no longer kept in the settings nor read back.
     */
    comment: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 1000 })])),
  },
  { additionalProperties: false, title: 'PatientOtherSettings' },
);
export type PatientOtherSettings = Static<typeof PatientOtherSettings>;

export const PatientObjective = Type.Object({
  /** The metric key (StepCount, WalkDistance...; objective of `<key>Objective` in the stats). */
  metricKey: Type.String(),
  value: Type.Number(),
  /** 'patient': set for this patient; 'default': the default of the functional capacity. */
  source: Type.Union([Type.Literal('patient'), Type.Literal('default')]),
  validFrom: Type.Union([IsoDate, Type.Null()]),
});
export type PatientObjective = Static<typeof PatientObjective>;

export const PatientSettings = Type.Object(
  {
    patientId: Uuid,
    functionalCapacity: Type.Union([Type.Integer(), Type.Null()]),
    objectives: Type.Array(PatientObjective),
    settings: PatientOtherSettings,
  },
  { title: 'PatientSettings' },
);
export type PatientSettings = Static<typeof PatientSettings>;

export const PatchPatientSettingsBody = Body(
  {
    patientId: Uuid,
    reeducatorId: Uuid,
    patientSettings: Type.Object(
      {
        /** Metric key -> objective value (>= 0); keys are checked against the domain metric keys. */
        objectives: Type.Optional(
          Type.Record(Type.String(), Type.Number({ minimum: 0, maximum: 1_000_000 })),
        ),
        settings: Type.Optional(PatientOtherSettings),
      },
      { additionalProperties: false },
    ),
  },
  'PatchPatientSettingsBody',
);
export type PatchPatientSettingsBody = Static<typeof PatchPatientSettingsBody>;

export const rehabilitatorEndpoints = {
  patients: {
    method: 'GET',
    path: '/Reeducators/:id/Patients',
    summary: 'The rehabilitator’s patients with their indicators (computed by the API)',
    params: IdParams,
    querystring: RehabilitatorPatientsQuery,
    response: { 200: Type.Array(RehabilitatorPatient), ...problemResponses(400, 403) },
  },
  invites: {
    method: 'GET',
    path: '/Reeducators/:id/invites',
    summary: 'Requests received from patients and pending invitations',
    params: IdParams,
    response: { 200: RehabilitatorInvites, ...problemResponses(400, 403) },
  },
  endedFollowUps: {
    method: 'GET',
    path: '/Reeducators/:id/endedFollowUps',
    summary:
      'Follow-ups the patients ended in the last 30 days (they stopped sharing their data), newest first',
    params: IdParams,
    response: { 200: Type.Array(EndedFollowUp), ...problemResponses(400, 403) },
  },
  patient: {
    method: 'GET',
    path: '/Reeducators/:id/Patients/:patientId',
    summary: 'One followed patient, with indicators and programs',
    params: RehabilitatorPatientParams,
    response: { 200: RehabilitatorPatientDetail, ...problemResponses(400, 403, 404) },
  },
  patientSettings: {
    method: 'GET',
    path: '/Reeducators/:id/Patient/:patientId',
    summary: 'The settings of a followed patient: objectives per metric and other settings',
    params: RehabilitatorPatientParams,
    response: { 200: PatientSettings, ...problemResponses(400, 403, 404) },
  },
  linkPatient: {
    method: 'POST',
    path: '/Reeducators/:id/Patients',
    summary:
      'Ask to follow a patient (pending until the patient answers); confirms a request received from them',
    params: IdParams,
    body: LinkPatientBody,
    response: {
      200: PatientLink,
      201: PatientLink,
      ...problemResponses(400, 403, 404, 409),
    },
  },
  unlinkPatient: {
    method: 'DELETE',
    path: '/Reeducators/:id/Patients/:patientId',
    summary:
      'Stop following a patient (archive=true: move to the archives); cancels or refuses a pending link',
    params: RehabilitatorPatientParams,
    querystring: UnlinkPatientQuery,
    response: { 200: PatientLink, ...problemResponses(400, 403, 404) },
  },
  search: {
    method: 'GET',
    path: '/Patients',
    summary:
      'Search patients the caller may see or invite (by first name, last name, phone, email)',
    querystring: PatientSearchQuery,
    response: { 200: Type.Array(PatientSearchResult), ...problemResponses(400, 403) },
  },
  patchSettings: {
    method: 'PATCH',
    path: '/PatchPatientSettings',
    summary: 'Change a followed patient’s objectives and settings',
    body: PatchPatientSettingsBody,
    response: { 200: PatientSettings, ...problemResponses(400, 403, 404) },
  },
} as const satisfies Record<string, Endpoint>;
