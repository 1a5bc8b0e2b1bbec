import type { PatientProgram, PrescriptionMismatch } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import {
  concernsEquipment,
  isSameMismatch,
  mismatchesOfProblem,
  programsAskingTooMuch,
} from './prescription';

const mismatch: PrescriptionMismatch = {
  kind: 'position',
  exerciseId: 49,
  capacity: 1,
  requiredCapacity: 3,
  position: 4,
  metres: null,
  limitMetres: null,
};
const patient = {
  patientId: '6b1f1f2e-0000-4000-8000-000000000001',
  firstName: 'Jeanne',
  lastName: 'Martin',
  functionalCapacity: 1,
  mismatches: [mismatch],
};

describe('mismatchesOfProblem', () => {
  it('reads the mismatches of a prescription_mismatch refusal only', () => {
    expect(
      mismatchesOfProblem({ status: 409, code: 'prescription_mismatch', mismatches: [patient] }),
    ).toEqual([patient]);
    expect(mismatchesOfProblem({ status: 409, code: 'conflict' })).toBeNull();
    expect(
      mismatchesOfProblem({
        status: 409,
        code: 'prescription_mismatch',
        mismatches: [{ ...patient, mismatches: [] }],
      }),
    ).toBeNull();
    expect(mismatchesOfProblem(null)).toBeNull();
  });
});

describe('programsAskingTooMuch', () => {
  const assignment = (over: Partial<PatientProgram>) =>
    ({
      active: true,
      isSelfRehabilitation: true,
      mismatches: [mismatch],
      ...over,
    }) as PatientProgram;

  it('keeps the programs in force with mismatches, the supervised one first', () => {
    const self = assignment({});
    const supervised = assignment({ isSelfRehabilitation: false });
    const ended = assignment({ active: false });
    const fitting = assignment({ mismatches: [] });
    expect(programsAskingTooMuch([[self, ended], [fitting, supervised], undefined])).toEqual([
      supervised,
      self,
    ]);
  });
});

describe('isSameMismatch', () => {
  const equipment: PrescriptionMismatch = {
    kind: 'equipment',
    exerciseId: 42,
    capacity: 2,
    requiredCapacity: 2,
    position: 3,
    metres: null,
    limitMetres: null,
    missingEquipment: [1],
    availableEquipment: [2],
  };

  it('covers the same exercise, kind and capacity', () => {
    expect(isSameMismatch(mismatch, { ...mismatch })).toBe(true);
    expect(isSameMismatch(mismatch, { ...mismatch, capacity: 2 })).toBe(false);
    expect(isSameMismatch(mismatch, { ...mismatch, kind: 'walkingDistance' })).toBe(false);
    // A confirmation recorded before equipment was judged has no equipment fields.
    const { missingEquipment: _m, availableEquipment: _a, ...older } = { ...mismatch };
    expect(isSameMismatch({ ...mismatch, missingEquipment: null }, older)).toBe(true);
  });

  it('asks again when the equipment missing or available changed since the confirmation', () => {
    expect(isSameMismatch(equipment, { ...equipment })).toBe(true);
    // The glass was lost too: a new mismatch nobody confirmed.
    expect(
      isSameMismatch({ ...equipment, missingEquipment: [1, 2], availableEquipment: [] }, equipment),
    ).toBe(false);
    expect(isSameMismatch(equipment, { ...equipment, availableEquipment: null })).toBe(false);
  });

  it('tells when equipment is concerned', () => {
    expect(concernsEquipment([mismatch])).toBe(false);
    expect(concernsEquipment([mismatch, equipment])).toBe(true);
  });
});
