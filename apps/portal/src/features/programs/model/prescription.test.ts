import type { PatientProgram, PrescriptionMismatch } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { mismatchesOfProblem, programsAskingTooMuch } from './prescription';

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
