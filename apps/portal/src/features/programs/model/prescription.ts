import type { Problem } from '@oxilio/domain/client';
import type { PatientPrescriptionMismatches, PatientProgram } from '@oxilio/domain/contract';

/**
 * The mismatches a refusal lists (409 `prescription_mismatch`, docs/product.md#prescription-safety),
 * per patient; null for any other answer.
 */
export function mismatchesOfProblem(
  problem: Problem | null | undefined,
): PatientPrescriptionMismatches[] | null {
  if (problem?.code !== 'prescription_mismatch' || !Array.isArray(problem.mismatches)) {
    return null;
  }
  const list = problem.mismatches as PatientPrescriptionMismatches[];
  return list.some((patient) => patient.mismatches.length > 0) ? list : null;
}

/** The programs in force that ask more than the patient's current capacity, supervised first. */
export function programsAskingTooMuch(lists: readonly (readonly PatientProgram[] | undefined)[]) {
  return lists
    .flatMap((list) => list ?? [])
    .filter((item) => item.active && item.mismatches.length > 0)
    .sort((a, b) => Number(a.isSelfRehabilitation) - Number(b.isSelfRehabilitation));
}
