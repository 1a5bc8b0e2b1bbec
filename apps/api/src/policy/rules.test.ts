import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/user';
import {
  adaptedActivityListScope,
  adaptedActivityParticipantsAccess,
  answerableInvitationOrigins,
  canActAsRehabilitator,
  canActAsManager,
  canActAsUser,
  canEditAdaptedActivity,
  editableRehabilitatorFields,
  canLikeExercises,
  canManageDevice,
  canManageEstablishment,
  canOnPatient,
  canOnProgram,
  canReadAdaptedActivity,
  canReadEstablishment,
  canReadRehabilitator,
  canSearchPatients,
  canUsePrograms,
  isFollowedBy,
  isOfferedTo,
  patientActions,
  type PatientAction,
  type PatientFacts,
} from './rules';

const establishmentA = '00000000-0000-4000-8000-00000000000a';
const establishmentB = '00000000-0000-4000-8000-00000000000b';
const patientId = '00000000-0000-4000-8000-000000000001';
const otherPatientId = '00000000-0000-4000-8000-000000000002';
const rehabilitatorId = '00000000-0000-4000-8000-000000000003';
const otherRehabilitatorId = '00000000-0000-4000-8000-000000000004';

const none = { patientId: null, reeducatorId: null, responsableId: null, establishmentId: null };
const users = {
  patient: {
    userId: 'u-patient',
    roles: ['patient'],
    ...none,
    patientId,
    establishmentId: establishmentA,
  },
  otherPatient: { userId: 'u-other', roles: ['patient'], ...none, patientId: otherPatientId },
  linkedRehabilitator: {
    userId: 'u-rehab',
    roles: ['reeducator'],
    ...none,
    reeducatorId: rehabilitatorId,
  },
  otherRehabilitator: {
    userId: 'u-rehab2',
    roles: ['reeducator'],
    ...none,
    reeducatorId: otherRehabilitatorId,
  },
  manager: {
    userId: 'u-manager',
    roles: ['responsable'],
    ...none,
    responsableId: 'r-a',
    establishmentId: establishmentA,
  },
  otherManager: {
    userId: 'u-manager-b',
    roles: ['responsable'],
    ...none,
    responsableId: 'r-b',
    establishmentId: establishmentB,
  },
  combinedLinkedElsewhere: {
    userId: 'u-both',
    roles: ['reeducatorresponsable'],
    ...none,
    reeducatorId: rehabilitatorId,
    responsableId: 'r-both',
    establishmentId: establishmentB,
  },
  combinedUnlinkedHere: {
    userId: 'u-both2',
    roles: ['reeducatorresponsable'],
    ...none,
    reeducatorId: otherRehabilitatorId,
    responsableId: 'r-both2',
    establishmentId: establishmentA,
  },
  // A token claiming an id for a role it does not have gets nothing from that id.
  patientClaimingRehabilitatorId: {
    userId: 'u-odd',
    roles: ['patient'],
    ...none,
    reeducatorId: rehabilitatorId,
  },
} satisfies Record<string, AuthUser>;

const facts: PatientFacts = {
  patientId,
  establishmentId: establishmentA,
  linkedRehabilitatorIds: [rehabilitatorId],
};

const expected: Record<keyof typeof users, PatientAction[]> = {
  patient: ['read', 'updateProfile', 'selfCare', 'enrolActivity', 'readAccessLog', 'exportNotes'],
  otherPatient: [],
  linkedRehabilitator: ['read', 'prescribe', 'readNotes', 'writeNotes'],
  otherRehabilitator: [],
  manager: [
    'read',
    'updateProfile',
    'manageDevice',
    'assignCare',
    'enrolActivity',
    'readNotes',
    'writeNotes',
  ],
  otherManager: [],
  // Union of roles: linked as rehabilitator, even though managing another establishment.
  combinedLinkedElsewhere: ['read', 'prescribe', 'readNotes', 'writeNotes'],
  // Union of roles: manager of the patient's establishment, not linked as rehabilitator.
  combinedUnlinkedHere: [
    'read',
    'updateProfile',
    'manageDevice',
    'assignCare',
    'enrolActivity',
    'readNotes',
    'writeNotes',
  ],
  patientClaimingRehabilitatorId: [],
};

describe('canOnPatient', () => {
  for (const [name, user] of Object.entries(users) as [keyof typeof users, AuthUser][]) {
    it(`lets ${name} do exactly ${expected[name].join(', ') || 'nothing'}`, () => {
      const allowed = patientActions.filter((action) => canOnPatient(user, action, facts));
      expect(allowed).toEqual(expected[name]);
    });
  }

  it('gives a manager nothing on a patient without an establishment', () => {
    const orphan = { ...facts, establishmentId: null };
    expect(patientActions.some((action) => canOnPatient(users.manager, action, orphan))).toBe(
      false,
    );
  });
});

describe('scope rules', () => {
  it('lets only the manager of an establishment manage it', () => {
    expect(canManageEstablishment(users.manager, establishmentA)).toBe(true);
    expect(canManageEstablishment(users.manager, establishmentB)).toBe(false);
    expect(canManageEstablishment(users.combinedUnlinkedHere, establishmentA)).toBe(true);
    expect(canManageEstablishment(users.linkedRehabilitator, establishmentA)).toBe(false);
    expect(canManageEstablishment(users.patient, establishmentA)).toBe(false);
  });

  it('lets a rehabilitator, manager or user act only as themselves', () => {
    expect(canActAsRehabilitator(users.linkedRehabilitator, rehabilitatorId)).toBe(true);
    expect(canActAsRehabilitator(users.linkedRehabilitator, otherRehabilitatorId)).toBe(false);
    expect(canActAsRehabilitator(users.patientClaimingRehabilitatorId, rehabilitatorId)).toBe(
      false,
    );
    expect(canActAsManager(users.manager, 'r-a')).toBe(true);
    expect(canActAsManager(users.manager, 'r-b')).toBe(false);
    expect(canActAsManager(users.linkedRehabilitator, 'r-a')).toBe(false);
    expect(canActAsUser(users.patient, 'u-patient')).toBe(true);
    expect(canActAsUser(users.patient, 'u-manager')).toBe(false);
  });

  it('lets every rehabilitator read product programs but change only their own', () => {
    const product = { reeducatorId: null };
    const own = { reeducatorId: rehabilitatorId };
    expect(canOnProgram(users.otherRehabilitator, 'read', product)).toBe(true);
    expect(canOnProgram(users.otherRehabilitator, 'write', product)).toBe(false);
    expect(canOnProgram(users.linkedRehabilitator, 'write', own)).toBe(true);
    expect(canOnProgram(users.otherRehabilitator, 'read', own)).toBe(false);
    expect(canOnProgram(users.patient, 'read', product)).toBe(false);
  });

  it('lets only the establishment manager handle its devices', () => {
    expect(canManageDevice(users.manager, { establishmentId: establishmentA })).toBe(true);
    expect(canManageDevice(users.otherManager, { establishmentId: establishmentA })).toBe(false);
    expect(canManageDevice(users.manager, { establishmentId: null })).toBe(false);
    expect(canManageDevice(users.linkedRehabilitator, { establishmentId: establishmentA })).toBe(
      false,
    );
  });
});

describe('establishments and their team', () => {
  const none = new Set<string>();

  it('lets the people of an establishment read it, and no one else', () => {
    expect(canReadEstablishment(users.manager, establishmentA, none)).toBe(true);
    expect(canReadEstablishment(users.patient, establishmentA, new Set([establishmentA]))).toBe(
      true,
    );
    expect(
      canReadEstablishment(users.otherManager, establishmentA, new Set([establishmentB])),
    ).toBe(false);
    expect(canReadEstablishment(users.otherPatient, establishmentA, none)).toBe(false);
  });

  it("lets a rehabilitator change their whole profile, their team's manager the profession only", () => {
    const inTeamA = [establishmentA];
    const fields = (user: AuthUser, team: string[]) =>
      editableRehabilitatorFields(user, rehabilitatorId, team);
    expect(fields(users.linkedRehabilitator, [])).toEqual([
      'firstName',
      'lastName',
      'phone',
      'profession',
    ]);
    expect(fields(users.manager, inTeamA)).toEqual(['profession']);
    expect(fields(users.otherManager, inTeamA)).toEqual([]);
    expect(fields(users.manager, [])).toEqual([]);
    expect(fields(users.otherRehabilitator, inTeamA)).toEqual([]);
    expect(fields(users.patient, inTeamA)).toEqual([]);
    expect(fields(users.patientClaimingRehabilitatorId, [])).toEqual([]);
  });

  it('lets a rehabilitator be read by themselves, their team’s managers and the patients they follow', () => {
    const read = (user: AuthUser, team: string[], followsCaller: boolean) =>
      canReadRehabilitator(user, rehabilitatorId, { teamEstablishmentIds: team, followsCaller });
    expect(read(users.linkedRehabilitator, [], false)).toBe(true);
    expect(read(users.manager, [establishmentA], false)).toBe(true);
    expect(read(users.manager, [], false)).toBe(false);
    expect(read(users.otherManager, [establishmentA], false)).toBe(false);
    expect(read(users.patient, [establishmentA], true)).toBe(true);
    expect(read(users.patient, [establishmentA], false)).toBe(false);
    expect(read(users.otherRehabilitator, [establishmentA], true)).toBe(false);
  });

  it('lets each side answer only the invitation the other side sent', () => {
    expect(answerableInvitationOrigins(users.manager, establishmentA, rehabilitatorId)).toEqual([
      'reeducator',
    ]);
    expect(
      answerableInvitationOrigins(users.linkedRehabilitator, establishmentA, rehabilitatorId),
    ).toEqual(['establishment']);
    expect(
      answerableInvitationOrigins(users.otherManager, establishmentA, rehabilitatorId),
    ).toEqual([]);
    expect(
      answerableInvitationOrigins(users.otherRehabilitator, establishmentA, rehabilitatorId),
    ).toEqual([]);
    expect(answerableInvitationOrigins(users.patient, establishmentA, rehabilitatorId)).toEqual([]);
  });
});

describe('rehabilitator tools', () => {
  it('keeps a patient followed only by the rehabilitators linked to them', () => {
    expect(isFollowedBy(facts, rehabilitatorId)).toBe(true);
    expect(isFollowedBy(facts, otherRehabilitatorId)).toBe(false);
  });

  it('lets rehabilitators and managers search patients, never a patient', () => {
    expect(canSearchPatients(users.linkedRehabilitator)).toBe(true);
    expect(canSearchPatients(users.manager)).toBe(true);
    expect(canSearchPatients(users.patient)).toBe(false);
    expect(canSearchPatients(users.patientClaimingRehabilitatorId)).toBe(false);
  });

  it('keeps programs and exercise likes to rehabilitators', () => {
    for (const check of [canUsePrograms, canLikeExercises]) {
      expect(check(users.linkedRehabilitator)).toBe(true);
      expect(check(users.combinedUnlinkedHere)).toBe(true);
      expect(check(users.manager)).toBe(false);
      expect(check(users.patient)).toBe(false);
      expect(check(users.patientClaimingRehabilitatorId)).toBe(false);
    }
  });
});

describe('adapted activities', () => {
  const catalogue = { establishmentId: null };
  const ofA = { establishmentId: establishmentA };

  it("offers the catalogue to everyone and an establishment's own to its people only", () => {
    expect(canReadAdaptedActivity(catalogue, new Set())).toBe(true);
    expect(canReadAdaptedActivity(ofA, new Set([establishmentA]))).toBe(true);
    expect(canReadAdaptedActivity(ofA, new Set([establishmentB]))).toBe(false);
    expect(canReadAdaptedActivity(ofA, new Set())).toBe(false);
  });

  it("lets only the establishment's manager change its activities, and no one the catalogue", () => {
    expect(canEditAdaptedActivity(users.manager, ofA)).toBe(true);
    expect(canEditAdaptedActivity(users.combinedUnlinkedHere, ofA)).toBe(true);
    expect(canEditAdaptedActivity(users.otherManager, ofA)).toBe(false);
    expect(canEditAdaptedActivity(users.linkedRehabilitator, ofA)).toBe(false);
    expect(canEditAdaptedActivity(users.patient, ofA)).toBe(false);
    expect(canEditAdaptedActivity(users.manager, catalogue)).toBe(false);
  });

  it("lists a manager's establishment's activities, a patient's own, and refuses anyone else", () => {
    expect(adaptedActivityListScope(users.manager)).toEqual({ establishmentId: establishmentA });
    expect(adaptedActivityListScope(users.patient)).toEqual({ patientId });
    expect(adaptedActivityListScope(users.linkedRehabilitator)).toBeNull();
    expect(adaptedActivityListScope(users.patientClaimingRehabilitatorId)).toBeNull();
  });

  it("offers a patient the catalogue and their establishment's activities, no other", () => {
    const ofB = { establishmentId: establishmentB };
    expect(isOfferedTo(catalogue, facts)).toBe(true);
    expect(isOfferedTo(ofA, facts)).toBe(true);
    expect(isOfferedTo(ofB, facts)).toBe(false);
    const withoutEstablishment = { ...facts, establishmentId: null };
    expect(isOfferedTo(catalogue, withoutEstablishment)).toBe(true);
    expect(isOfferedTo(ofA, withoutEstablishment)).toBe(false);
  });

  it("lists the participants to a manager only: their establishment's activity or the catalogue", () => {
    const ofB = { establishmentId: establishmentB };
    expect(adaptedActivityParticipantsAccess(users.manager, ofA)).toBe('allowed');
    expect(adaptedActivityParticipantsAccess(users.manager, catalogue)).toBe('allowed');
    expect(adaptedActivityParticipantsAccess(users.manager, ofB)).toBe('hidden');
    expect(adaptedActivityParticipantsAccess(users.combinedLinkedElsewhere, ofB)).toBe('allowed');
    expect(adaptedActivityParticipantsAccess(users.patient, ofA)).toBe('forbidden');
    expect(adaptedActivityParticipantsAccess(users.linkedRehabilitator, catalogue)).toBe(
      'forbidden',
    );
  });
});
