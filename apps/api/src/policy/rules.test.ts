import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../auth/user';
import {
  canActAsReeducator,
  canActAsResponsable,
  canActAsUser,
  canManageDevice,
  canManageEstablishment,
  canOnPatient,
  canOnProgram,
  patientActions,
  type PatientAction,
  type PatientFacts,
} from './rules';

const establishmentA = '00000000-0000-4000-8000-00000000000a';
const establishmentB = '00000000-0000-4000-8000-00000000000b';
const patientId = '00000000-0000-4000-8000-000000000001';
const otherPatientId = '00000000-0000-4000-8000-000000000002';
const reeducatorId = '00000000-0000-4000-8000-000000000003';
const otherReeducatorId = '00000000-0000-4000-8000-000000000004';

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
  linkedReeducator: { userId: 'u-rehab', roles: ['reeducator'], ...none, reeducatorId },
  otherReeducator: {
    userId: 'u-rehab2',
    roles: ['reeducator'],
    ...none,
    reeducatorId: otherReeducatorId,
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
    reeducatorId,
    responsableId: 'r-both',
    establishmentId: establishmentB,
  },
  combinedUnlinkedHere: {
    userId: 'u-both2',
    roles: ['reeducatorresponsable'],
    ...none,
    reeducatorId: otherReeducatorId,
    responsableId: 'r-both2',
    establishmentId: establishmentA,
  },
  // A token claiming an id for a role it does not have gets nothing from that id.
  patientClaimingReeducatorId: { userId: 'u-odd', roles: ['patient'], ...none, reeducatorId },
} satisfies Record<string, AuthUser>;

const facts: PatientFacts = {
  patientId,
  establishmentId: establishmentA,
  linkedReeducatorIds: [reeducatorId],
};

const expected: Record<keyof typeof users, PatientAction[]> = {
  patient: ['read', 'updateProfile', 'selfCare'],
  otherPatient: [],
  linkedReeducator: ['read', 'prescribe'],
  otherReeducator: [],
  manager: ['read', 'updateProfile', 'manageDevice'],
  otherManager: [],
  // Union of roles: linked as rehabilitator, even though managing another establishment.
  combinedLinkedElsewhere: ['read', 'prescribe'],
  // Union of roles: manager of the patient's establishment, not linked as rehabilitator.
  combinedUnlinkedHere: ['read', 'updateProfile', 'manageDevice'],
  patientClaimingReeducatorId: [],
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
    expect(canManageEstablishment(users.linkedReeducator, establishmentA)).toBe(false);
    expect(canManageEstablishment(users.patient, establishmentA)).toBe(false);
  });

  it('lets a rehabilitator, manager or user act only as themselves', () => {
    expect(canActAsReeducator(users.linkedReeducator, reeducatorId)).toBe(true);
    expect(canActAsReeducator(users.linkedReeducator, otherReeducatorId)).toBe(false);
    expect(canActAsReeducator(users.patientClaimingReeducatorId, reeducatorId)).toBe(false);
    expect(canActAsResponsable(users.manager, 'r-a')).toBe(true);
    expect(canActAsResponsable(users.manager, 'r-b')).toBe(false);
    expect(canActAsResponsable(users.linkedReeducator, 'r-a')).toBe(false);
    expect(canActAsUser(users.patient, 'u-patient')).toBe(true);
    expect(canActAsUser(users.patient, 'u-manager')).toBe(false);
  });

  it('lets every rehabilitator read product programs but change only their own', () => {
    const product = { reeducatorId: null };
    const own = { reeducatorId };
    expect(canOnProgram(users.otherReeducator, 'read', product)).toBe(true);
    expect(canOnProgram(users.otherReeducator, 'write', product)).toBe(false);
    expect(canOnProgram(users.linkedReeducator, 'write', own)).toBe(true);
    expect(canOnProgram(users.otherReeducator, 'read', own)).toBe(false);
    expect(canOnProgram(users.patient, 'read', product)).toBe(false);
  });

  it('lets only the establishment manager handle its devices', () => {
    expect(canManageDevice(users.manager, { establishmentId: establishmentA })).toBe(true);
    expect(canManageDevice(users.otherManager, { establishmentId: establishmentA })).toBe(false);
    expect(canManageDevice(users.manager, { establishmentId: null })).toBe(false);
    expect(canManageDevice(users.linkedReeducator, { establishmentId: establishmentA })).toBe(
      false,
    );
  });
});
