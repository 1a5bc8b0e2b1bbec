/**
 * The access rules (docs/product.md#access), as pure functions of the caller and facts loaded from
 * the database (./index.ts loads the facts and turns refusals into 404 or 403).
 *
 * - a patient reaches only their own data;
 * - a rehabilitator, only the patients linked to them (accepted link, not ended);
 * - a manager, only their establishment's patients, devices, team and invitations;
 * - the combined role gets the union.
 */
import { actsAsPatient, actsAsReeducator, actsAsResponsable, type AuthUser } from '../auth/user';

export interface PatientFacts {
  patientId: string;
  establishmentId: string | null;
  /** Rehabilitators with an accepted, not ended link to the patient. */
  linkedReeducatorIds: readonly string[];
}

/**
 * What is done to a patient's data:
 * - read: results, stats, sessions, profile, programs, invitations (anyone who follows the patient);
 * - updateProfile: personal information and relatives (the patient, their establishment's manager);
 * - prescribe: pathologies, functional capacity, settings and objectives, programs (linked rehabilitator);
 * - manageDevice: associate or dissociate a device, end the service, archive (establishment manager);
 * - selfCare: answer invitations, run sessions, post steps and reviews (the patient only).
 */
export type PatientAction = 'read' | 'updateProfile' | 'prescribe' | 'manageDevice' | 'selfCare';

export const patientActions: readonly PatientAction[] = [
  'read',
  'updateProfile',
  'prescribe',
  'manageDevice',
  'selfCare',
];

/** How the caller relates to the patient (a combined role may have several relations). */
export interface PatientRelations {
  self: boolean;
  linkedReeducator: boolean;
  establishmentManager: boolean;
}

export function patientRelations(user: AuthUser, facts: PatientFacts): PatientRelations {
  return {
    self: actsAsPatient(user) && user.patientId === facts.patientId,
    linkedReeducator:
      actsAsReeducator(user) && facts.linkedReeducatorIds.includes(user.reeducatorId),
    establishmentManager:
      actsAsResponsable(user) &&
      facts.establishmentId !== null &&
      facts.establishmentId === user.establishmentId,
  };
}

export function canOnPatient(user: AuthUser, action: PatientAction, facts: PatientFacts): boolean {
  const { self, linkedReeducator, establishmentManager } = patientRelations(user, facts);
  switch (action) {
    case 'read':
      return self || linkedReeducator || establishmentManager;
    case 'updateProfile':
      return self || establishmentManager;
    case 'prescribe':
      return linkedReeducator;
    case 'manageDevice':
      return establishmentManager;
    case 'selfCare':
      return self;
  }
}

/** Managing an establishment (its data, devices, team, invitations): its manager only. */
export function canManageEstablishment(user: AuthUser, establishmentId: string): boolean {
  return actsAsResponsable(user) && user.establishmentId === establishmentId;
}

/** Acting as a given rehabilitator (paths like /Reeducators/{id}/...): that rehabilitator only. */
export function canActAsReeducator(user: AuthUser, reeducatorId: string): boolean {
  return actsAsReeducator(user) && user.reeducatorId === reeducatorId;
}

/** Acting as a given manager (paths like /Responsables/{id}/...): that manager only. */
export function canActAsResponsable(user: AuthUser, responsableId: string): boolean {
  return actsAsResponsable(user) && user.responsableId === responsableId;
}

/** Changing a user account (PATCH /users/{id}): its owner only. */
export function canActAsUser(user: AuthUser, userId: string): boolean {
  return user.userId === userId;
}

export interface ProgramFacts {
  /** Null for product programs. */
  reeducatorId: string | null;
}

/** Programs: product programs are readable by every rehabilitator; own programs are theirs alone. */
export function canOnProgram(
  user: AuthUser,
  action: 'read' | 'write',
  program: ProgramFacts,
): boolean {
  if (!actsAsReeducator(user)) {
    return false;
  }
  if (program.reeducatorId === null) {
    return action === 'read';
  }
  return program.reeducatorId === user.reeducatorId;
}

export interface DeviceFacts {
  establishmentId: string | null;
}

/** Devices belong to an establishment: its manager handles them. */
export function canManageDevice(user: AuthUser, device: DeviceFacts): boolean {
  return (
    actsAsResponsable(user) &&
    device.establishmentId !== null &&
    device.establishmentId === user.establishmentId
  );
}
