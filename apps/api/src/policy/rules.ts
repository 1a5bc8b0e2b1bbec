/**
 * The access rules (docs/product.md#access), as pure functions of the caller and facts loaded from
 * the database (./index.ts loads the facts and turns refusals into 404 or 403).
 *
 * - a patient reaches only their own data;
 * - a rehabilitator, only the patients linked to them (accepted link, not ended);
 * - a manager, only their establishment's patients, devices, team and invitations;
 * - the combined role gets the union.
 */
import { actsAsPatient, actsAsRehabilitator, actsAsManager, type AuthUser } from '../auth/user';

export interface PatientFacts {
  patientId: string;
  establishmentId: string | null;
  /** Rehabilitators with an accepted, not ended link to the patient. */
  linkedRehabilitatorIds: readonly string[];
}

/**
 * What is done to a patient's data:
 * - read: results, stats, sessions, profile, programs, invitations (anyone who follows the patient);
 * - updateProfile: personal information and relatives (the patient, their establishment's manager);
 * - prescribe: pathologies, functional capacity, settings and objectives, programs (linked rehabilitator);
 * - manageDevice: associate or dissociate a device, end the service, archive (establishment manager);
 * - assignCare: ask a rehabilitator of the team to follow the patient (establishment manager);
 * - selfCare: answer invitations, run sessions, post steps and reviews, acknowledge a new rank or
 *   tag (the patient only);
 * - enrolActivity: enrol the patient in an adapted activity or take them out of it (the patient,
 *   their establishment's manager);
 * - readAccessLog: see who viewed or changed the patient's data (the patient only);
 * - readNotes, writeNotes: read, write and amend clinical notes (the care team: a linked
 *   rehabilitator, their establishment's manager; never the patient: docs/decisions/clinical-notes.md);
 * - exportNotes: the clinical notes in the patient's own data export (the patient only).
 */
export type PatientAction =
  | 'read'
  | 'updateProfile'
  | 'prescribe'
  | 'manageDevice'
  | 'assignCare'
  | 'selfCare'
  | 'enrolActivity'
  | 'readAccessLog'
  | 'readNotes'
  | 'writeNotes'
  | 'exportNotes';

export const patientActions: readonly PatientAction[] = [
  'read',
  'updateProfile',
  'prescribe',
  'manageDevice',
  'assignCare',
  'selfCare',
  'enrolActivity',
  'readAccessLog',
  'readNotes',
  'writeNotes',
  'exportNotes',
];

/** How the caller relates to the patient (a combined role may have several relations). */
export interface PatientRelations {
  self: boolean;
  linkedRehabilitator: boolean;
  establishmentManager: boolean;
}

export function patientRelations(user: AuthUser, facts: PatientFacts): PatientRelations {
  return {
    self: actsAsPatient(user) && user.patientId === facts.patientId,
    linkedRehabilitator:
      actsAsRehabilitator(user) && facts.linkedRehabilitatorIds.includes(user.reeducatorId),
    establishmentManager:
      actsAsManager(user) &&
      facts.establishmentId !== null &&
      facts.establishmentId === user.establishmentId,
  };
}

export function canOnPatient(user: AuthUser, action: PatientAction, facts: PatientFacts): boolean {
  const {
    self,
    linkedRehabilitator: linkedRehabilitator,
    establishmentManager,
  } = patientRelations(user, facts);
  switch (action) {
    case 'read':
      return self || linkedRehabilitator || establishmentManager;
    case 'updateProfile':
      return self || establishmentManager;
    case 'prescribe':
      return linkedRehabilitator;
    case 'manageDevice':
    case 'assignCare':
      return establishmentManager;
    case 'enrolActivity':
      return self || establishmentManager;
    case 'selfCare':
    case 'readAccessLog':
    case 'exportNotes':
      return self;
    case 'readNotes':
    case 'writeNotes':
      return linkedRehabilitator || establishmentManager;
  }
}

/** Managing an establishment (its data, devices, team, invitations): its manager only. */
export function canManageEstablishment(user: AuthUser, establishmentId: string): boolean {
  return actsAsManager(user) && user.establishmentId === establishmentId;
}

/** Acting as a given rehabilitator (paths like /Reeducators/{id}/...): that rehabilitator only. */
export function canActAsRehabilitator(user: AuthUser, rehabilitatorId: string): boolean {
  return actsAsRehabilitator(user) && user.reeducatorId === rehabilitatorId;
}

/** Acting as a given manager (paths like /Responsables/{id}/...): that manager only. */
export function canActAsManager(user: AuthUser, managerId: string): boolean {
  return actsAsManager(user) && user.responsableId === managerId;
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
  if (!actsAsRehabilitator(user)) {
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
    actsAsManager(user) &&
    device.establishmentId !== null &&
    device.establishmentId === user.establishmentId
  );
}

/** The establishments a caller belongs to: as its manager, in its team, as its patient. */
export type CallerEstablishments = ReadonlySet<string>;

/** Reading an establishment: its manager, a rehabilitator of its team, or one of its patients. */
export function canReadEstablishment(
  user: AuthUser,
  establishmentId: string,
  callerEstablishments: CallerEstablishments,
): boolean {
  return canManageEstablishment(user, establishmentId) || callerEstablishments.has(establishmentId);
}

export type RehabilitatorProfileField = 'firstName' | 'lastName' | 'phone' | 'profession';

const everyProfileField: readonly RehabilitatorProfileField[] = [
  'firstName',
  'lastName',
  'phone',
  'profession',
];

/**
 * The fields of a rehabilitator's profile a caller may change (PATCH Admin/Reeducators/{id}). The
 * name and the phone are the person's account, shared by every establishment they work for: only
 * the rehabilitator changes them. The manager of an establishment whose team they are in
 * (`teamEstablishmentIds`: theirs, not left) changes the profession only. None: 403.
 */
export function editableRehabilitatorFields(
  user: AuthUser,
  rehabilitatorId: string,
  teamEstablishmentIds: readonly string[],
): readonly RehabilitatorProfileField[] {
  if (canActAsRehabilitator(user, rehabilitatorId)) {
    return everyProfileField;
  }
  if (actsAsManager(user) && teamEstablishmentIds.includes(user.establishmentId)) {
    return ['profession'];
  }
  return [];
}

/**
 * An invitation between an establishment and a rehabilitator is answered by the side that did not
 * send it: the manager answers a rehabilitator's request (origin `reeducator`), the rehabilitator
 * the establishment's (origin `establishment`). The origins the caller may answer; none: 403.
 */
export function answerableInvitationOrigins(
  user: AuthUser,
  establishmentId: string,
  rehabilitatorId: string,
): ('reeducator' | 'establishment')[] {
  const origins: ('reeducator' | 'establishment')[] = [];
  if (canManageEstablishment(user, establishmentId)) {
    origins.push('reeducator');
  }
  if (canActAsRehabilitator(user, rehabilitatorId)) {
    origins.push('establishment');
  }
  return origins;
}

/**
 * Reading a rehabilitator's professional identity (FHIR Practitioner): themselves, a manager of an
 * establishment whose team they are in (`teamEstablishmentIds`: not left), a patient they follow
 * (`followsCaller`: an accepted link to the caller's patient record, not ended). No one else: what
 * a caller may not read does not exist for them (404).
 */
export function canReadRehabilitator(
  user: AuthUser,
  rehabilitatorId: string,
  facts: { teamEstablishmentIds: readonly string[]; followsCaller: boolean },
): boolean {
  return (
    canActAsRehabilitator(user, rehabilitatorId) ||
    (actsAsManager(user) && facts.teamEstablishmentIds.includes(user.establishmentId)) ||
    (actsAsPatient(user) && facts.followsCaller)
  );
}

/** A patient followed by this rehabilitator (accepted link, not ended). */
export function isFollowedBy(facts: PatientFacts, rehabilitatorId: string): boolean {
  return facts.linkedRehabilitatorIds.includes(rehabilitatorId);
}

/** Searching patients (GET Patients): rehabilitators and managers; never patients. */
export function canSearchPatients(user: AuthUser): boolean {
  return actsAsRehabilitator(user) || actsAsManager(user);
}

/** The program library (lists, "my programs", creating one): rehabilitators only. */
export function canUsePrograms(user: AuthUser): user is AuthUser & { reeducatorId: string } {
  return actsAsRehabilitator(user);
}

/** Liking exercises of the library: rehabilitators only (everyone signed in reads it). */
export function canLikeExercises(user: AuthUser): user is AuthUser & { reeducatorId: string } {
  return actsAsRehabilitator(user);
}

export interface AdaptedActivityFacts {
  /** Null for the product's catalogue. */
  establishmentId: string | null;
}

/**
 * Adapted activities: the catalogue is offered to everyone; an establishment's own activities to
 * the people of that establishment (see `CallerEstablishments`).
 */
export function canReadAdaptedActivity(
  activity: AdaptedActivityFacts,
  callerEstablishments: CallerEstablishments,
): boolean {
  return activity.establishmentId === null || callerEstablishments.has(activity.establishmentId);
}

/** Offered to a patient: the catalogue, and the activities of the patient's establishment. */
export function isOfferedTo(activity: AdaptedActivityFacts, patient: PatientFacts): boolean {
  return (
    activity.establishmentId === null ||
    (patient.establishmentId !== null && activity.establishmentId === patient.establishmentId)
  );
}

/** An establishment's activities are changed by its manager; the catalogue by no one here. */
export function canEditAdaptedActivity(user: AuthUser, activity: AdaptedActivityFacts): boolean {
  return (
    activity.establishmentId !== null && canManageEstablishment(user, activity.establishmentId)
  );
}

/**
 * Who may list the participants of an adapted activity they see: a manager, for an activity of
 * their establishment or for their own patients in a catalogue activity. Anyone else who sees it
 * is refused ('forbidden', 403); another establishment's activity stays unseen ('hidden', 404).
 */
export function adaptedActivityParticipantsAccess(
  user: AuthUser,
  activity: AdaptedActivityFacts,
): 'allowed' | 'forbidden' | 'hidden' {
  if (!actsAsManager(user)) {
    return 'forbidden';
  }
  return activity.establishmentId === null || activity.establishmentId === user.establishmentId
    ? 'allowed'
    : 'hidden';
}

/**
 * Whose activities GET APA lists: a manager's establishment's (with the catalogue), a patient's
 * own offer; anyone else is refused (null).
 */
export function adaptedActivityListScope(
  user: AuthUser,
): { establishmentId: string } | { patientId: string } | null {
  if (actsAsManager(user)) {
    return { establishmentId: user.establishmentId };
  }
  if (actsAsPatient(user)) {
    return { patientId: user.patientId };
  }
  return null;
}
