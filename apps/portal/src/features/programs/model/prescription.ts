import type { Problem } from '@oxilio/domain/client';
import type {
  PatientPrescriptionMismatches,
  PatientProgram,
  PrescriptionMismatch,
} from '@oxilio/domain/contract';

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

const sameList = (
  a: readonly number[] | null | undefined,
  b: readonly number[] | null | undefined,
) =>
  (a ?? null) === null
    ? (b ?? null) === null
    : (b ?? null) !== null &&
      a!.length === b!.length &&
      a!.every((item, index) => item === b![index]);

/**
 * The confirmation still covers this mismatch: the same exercise and kind, judged against the same
 * capacity and, for equipment, the same equipment missing and available (a table lost since the
 * confirmation is a new mismatch).
 */
export function isSameMismatch(mismatch: PrescriptionMismatch, confirmed: PrescriptionMismatch) {
  return (
    confirmed.kind === mismatch.kind &&
    confirmed.exerciseId === mismatch.exerciseId &&
    confirmed.capacity === mismatch.capacity &&
    (mismatch.kind !== 'equipment' ||
      (sameList(confirmed.missingEquipment, mismatch.missingEquipment) &&
        sameList(confirmed.availableEquipment, mismatch.availableEquipment)))
  );
}

/** Some mismatch is about equipment (the titles then name it beside the capacity). */
export const concernsEquipment = (mismatches: readonly PrescriptionMismatch[]) =>
  mismatches.some((mismatch) => mismatch.kind === 'equipment');
