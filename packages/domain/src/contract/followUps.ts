import { Type, type Static } from '@sinclair/typebox';
import { Body, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the manager's follow-up calls (issue 24, docs/decisions/follow-up-requests-and-default-objectives.md):
 * where one of the establishment's patients stands (who follows them, their objectives), and the
 * manager asking a rehabilitator of the team to follow them. The rehabilitator answers in their
 * requests (`GET /Reeducators/{id}/invites`, then `POST` or `DELETE /Reeducators/{id}/Patients`).
 */

export const EstablishmentPatientParams = Type.Object({ id: Uuid, patientId: Uuid });

const Person = Type.Object({ firstName: Type.String(), lastName: Type.String() });

const FollowUpRehabilitator = Type.Object({
  reeducatorId: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  profession: Type.Union([Type.String(), Type.Null()]),
});

export const FollowUpRequest = Type.Object(
  {
    id: Uuid,
    /** pending (the rehabilitator has not answered), accepted, refused, or cancelled. */
    status: Type.Union([
      Type.Literal('pending'),
      Type.Literal('accepted'),
      Type.Literal('refused'),
      Type.Literal('cancelled'),
    ]),
    createdAt: IsoDateTime,
    answeredAt: Type.Union([IsoDateTime, Type.Null()]),
    rehabilitator: FollowUpRehabilitator,
    /** The manager who asked (null when their account is gone). */
    requestedBy: Type.Union([Person, Type.Null()]),
  },
  { title: 'FollowUpRequest' },
);
export type FollowUpRequest = Static<typeof FollowUpRequest>;

export const PatientFollowUpState = Type.Object(
  {
    patientId: Uuid,
    functionalCapacity: Type.Union([Type.Integer({ minimum: 1, maximum: 4 }), Type.Null()]),
    /**
     * notSet: no functional capacity and no objective of their own (nothing is judged); defaults:
     * those of the capacity (`defaultObjectiveValues`); own: set by a rehabilitator.
     */
    objectives: Type.Union([Type.Literal('notSet'), Type.Literal('defaults'), Type.Literal('own')]),
    /** Rehabilitators following the patient now (accepted, not ended), the main one first. */
    rehabilitators: Type.Array(
      Type.Composite([FollowUpRehabilitator, Type.Object({ since: IsoDateTime })]),
    ),
    /**
     * The establishment's requests for this patient still pending, and those refused or cancelled
     * in the last 30 days (the manager asks another), newest first.
     */
    requests: Type.Array(FollowUpRequest),
  },
  { title: 'PatientFollowUpState' },
);
export type PatientFollowUpState = Static<typeof PatientFollowUpState>;

export const AskFollowUpBody = Body({ reeducatorId: Uuid }, 'AskFollowUpBody');
export type AskFollowUpBody = Static<typeof AskFollowUpBody>;

export const followUpEndpoints = {
  patientFollowUp: {
    method: 'GET',
    path: '/Establishments/:id/Patients/:patientId/followUp',
    summary:
      'Who follows one of the establishment’s patients, their objectives, and the requests the establishment made',
    params: EstablishmentPatientParams,
    response: { 200: PatientFollowUpState, ...problemResponses(400, 403, 404) },
  },
  askFollowUp: {
    method: 'POST',
    path: '/Establishments/:id/Patients/:patientId/followUpRequests',
    summary:
      'The manager asks a rehabilitator of the team to follow the patient (pending until they answer)',
    params: EstablishmentPatientParams,
    body: AskFollowUpBody,
    response: { 201: FollowUpRequest, ...problemResponses(400, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
