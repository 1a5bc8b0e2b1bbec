import { Type, type Static } from '@sinclair/typebox';
import { Body, EmailAddress, IsoDateTime, LocaleSchema, PersonName, Uuid } from './common';
import { problemResponses } from './errors';
import { PatientApplication } from './establishments';
import type { Endpoint } from './endpoint';

/**
 * Contract of the manager's calls that the spec's list lacks (under /api/v1): a device's history
 * of patients, and the establishment's professional helper accounts (the other managers, their
 * invitations). Decided in docs/decisions/api-manager-accounts.md.
 */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([Type.Null(), schema]);

export const DeviceAssignmentEntry = Type.Object({
  assignmentId: Uuid,
  patient: Type.Object({
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    archived: Type.Boolean(),
  }),
  wheelType: Nullable(Type.String()),
  assignedAt: IsoDateTime,
  /** Null while the device is still with this patient. */
  unassignedAt: Type.Union([Type.Null(), IsoDateTime]),
});
export type DeviceAssignmentEntry = Static<typeof DeviceAssignmentEntry>;

export const DeviceHistory = Type.Object(
  {
    deviceId: Uuid,
    serialNumber: Type.String(),
    /** Newest first. */
    assignments: Type.Array(DeviceAssignmentEntry),
  },
  { title: 'DeviceHistory' },
);
export type DeviceHistory = Static<typeof DeviceHistory>;

export const EstablishmentManager = Type.Object({
  responsableId: Uuid,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  function: Nullable(Type.String()),
  since: IsoDateTime,
  /** The caller's own account. */
  isMe: Type.Boolean(),
});
export type EstablishmentManager = Static<typeof EstablishmentManager>;

export const ManagerInvitation = Type.Object(
  {
    /** The application the invitation created (its signup link opens it). */
    applicationId: Uuid,
    email: Type.String(),
    firstName: Nullable(Type.String()),
    lastName: Nullable(Type.String()),
    createdAt: IsoDateTime,
    expiresAt: Type.Union([Type.Null(), IsoDateTime]),
  },
  { title: 'ResponsableInvitation' },
);
export type ManagerInvitation = Static<typeof ManagerInvitation>;

export const EstablishmentManagers = Type.Object(
  {
    responsables: Type.Array(EstablishmentManager),
    /** Invitations sent and not yet used, cancelled or expired. */
    invitations: Type.Array(ManagerInvitation),
  },
  { title: 'EstablishmentResponsables' },
);
export type EstablishmentManagers = Static<typeof EstablishmentManagers>;

export const ManagerInvitationBody = Body(
  {
    email: EmailAddress,
    firstName: PersonName,
    lastName: PersonName,
    function: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
    /**
     * The invitee's language: the e-mail (subject included) and the signup page opened from its
     * link speak it. Without it, the inviter's (the request's Accept-Language).
     */
    locale: Type.Optional(LocaleSchema),
  },
  'ResponsableInvitationBody',
);
export type ManagerInvitationBody = Static<typeof ManagerInvitationBody>;

export const managerEndpoints = {
  deviceHistory: {
    method: 'GET',
    path: '/Establishments/:id/devices/:deviceId/history',
    summary: 'Which patients had the device, from when to when (the establishment’s manager)',
    params: Type.Object({ id: Uuid, deviceId: Uuid }),
    response: { 200: DeviceHistory, ...problemResponses(400, 401, 403, 404) },
  },
  list: {
    method: 'GET',
    path: '/Establishments/:id/responsables',
    summary: 'The managers of the establishment and the invitations sent to new ones',
    params: Type.Object({ id: Uuid }),
    response: { 200: EstablishmentManagers, ...problemResponses(400, 401, 403) },
  },
  invite: {
    method: 'POST',
    path: '/Establishments/:id/responsableInvitations',
    summary: 'Invite a professional helper by email: the link creates a manager account',
    params: Type.Object({ id: Uuid }),
    body: ManagerInvitationBody,
    response: { 201: ManagerInvitation, ...problemResponses(400, 401, 403, 409, 415, 429) },
  },
  cancelInvitation: {
    method: 'DELETE',
    path: '/Establishments/:id/responsableInvitations/:aid',
    summary: 'Cancel an invitation sent to a professional helper (its link stops working)',
    params: Type.Object({ id: Uuid, aid: Uuid }),
    response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404) },
  },
  remove: {
    method: 'DELETE',
    path: '/Establishments/:id/responsables/:responsableId',
    summary: 'Remove a manager from the establishment; the last one cannot be removed (409)',
    params: Type.Object({ id: Uuid, responsableId: Uuid }),
    response: { 204: Type.Null(), ...problemResponses(400, 401, 403, 404, 409) },
  },
  resendPatientInvitation: {
    method: 'POST',
    path: '/Establishments/:id/patientInvitations/:aid/resend',
    summary:
      'Send a patient’s invitation again with a new link (the old one stops working), valid 14 days more',
    params: Type.Object({ id: Uuid, aid: Uuid }),
    response: { 200: PatientApplication, ...problemResponses(400, 401, 403, 404, 429) },
  },
} as const satisfies Record<string, Endpoint>;
