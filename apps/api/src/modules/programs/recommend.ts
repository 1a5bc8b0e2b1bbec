/**
 * A self-rehabilitation program composed from the exercise library for a patient's pathology and
 * functional capacity, used when no product program is recommended for them. The rule
 * (docs/decisions/api-programs-and-indicators.md):
 * - positions the patient can take: seated always; standing braked from capacity 2; walking in the
 *   device from 3; without the device only at 4 (unknown capacity: seated only);
 * - difficulty at most: 1 (capacity 1 or unknown), 2 (capacities 2 and 3), 3 (capacity 4);
 * - no clinical tests;
 * - hemiparesis: no exercise working only the healthy side (the affected side or both are kept);
 * - cerebellar ataxia and Parkinson's: balance first, two balance exercises;
 * - one exercise per type in turn (endurance, balance, strength, flexibility, functional), the
 *   hardest allowed first, then the lowest id, until six exercises.
 */
import {
  BodyPart,
  ExerciseType,
  FunctionalCapacity,
  Pathology,
  Position,
  exerciseCatalogue,
  type Exercise,
} from '@oxilio/domain';

export const composedProgramSize = 6;

const positionsByCapacity: Record<number, readonly number[]> = {
  [FunctionalCapacity.Seated]: [Position.SeatedImmobilised, Position.SeatedMobile],
  [FunctionalCapacity.Standing]: [
    Position.SeatedImmobilised,
    Position.SeatedMobile,
    Position.StandingImmobilised,
  ],
  [FunctionalCapacity.IntermediateWalk]: [
    Position.SeatedImmobilised,
    Position.SeatedMobile,
    Position.StandingImmobilised,
    Position.StandingMobile,
  ],
  [FunctionalCapacity.AutonomousWalk]: [
    Position.SeatedImmobilised,
    Position.SeatedMobile,
    Position.StandingImmobilised,
    Position.StandingMobile,
    Position.WithoutDevice,
  ],
};

const maxDifficultyByCapacity: Record<number, number> = {
  [FunctionalCapacity.Seated]: 1,
  [FunctionalCapacity.Standing]: 2,
  [FunctionalCapacity.IntermediateWalk]: 2,
  [FunctionalCapacity.AutonomousWalk]: 3,
};

const leftOnly: readonly number[] = [
  BodyPart.LeftHip,
  BodyPart.LeftKnee,
  BodyPart.LeftFoot,
  BodyPart.LeftLowerLimb,
  BodyPart.LeftUpperLimb,
];
const rightOnly: readonly number[] = [
  BodyPart.RightHip,
  BodyPart.RightKnee,
  BodyPart.RightFoot,
  BodyPart.RightLowerLimb,
  BodyPart.RightUpperLimb,
];

export function composeProgram(
  pathology: number | null,
  functionalCapacity: number | null,
): Exercise[] {
  const positions = positionsByCapacity[functionalCapacity ?? 0] ?? positionsByCapacity[1]!;
  const maxDifficulty = maxDifficultyByCapacity[functionalCapacity ?? 0] ?? 1;
  // Right hemiparesis: the right side is affected, exercises of the left side only are left out.
  const excluded =
    pathology === Pathology.RightHemiparesis
      ? leftOnly
      : pathology === Pathology.LeftHemiparesis
        ? rightOnly
        : [];
  const balanceFirst =
    pathology === Pathology.CerebellarAtaxia || pathology === Pathology.Parkinson;
  const typeTurns: number[] = balanceFirst
    ? [
        ExerciseType.Balance,
        ExerciseType.Endurance,
        ExerciseType.Balance,
        ExerciseType.Strength,
        ExerciseType.Flexibility,
        ExerciseType.Functional,
      ]
    : [
        ExerciseType.Endurance,
        ExerciseType.Balance,
        ExerciseType.Strength,
        ExerciseType.Flexibility,
        ExerciseType.Functional,
      ];
  const candidates = exerciseCatalogue
    .filter(
      (exercise) =>
        exercise.type !== ExerciseType.ClinicalTest &&
        positions.includes(exercise.position) &&
        exercise.difficulty <= maxDifficulty &&
        !excluded.includes(exercise.bodyPart),
    )
    .sort((a, b) => b.difficulty - a.difficulty || a.id - b.id);
  const chosen: Exercise[] = [];
  const taken = new Set<number>();
  for (let round = 0; chosen.length < composedProgramSize && round < 10; round += 1) {
    let added = false;
    for (const type of typeTurns) {
      if (chosen.length >= composedProgramSize) {
        break;
      }
      const next = candidates.find((exercise) => exercise.type === type && !taken.has(exercise.id));
      if (next) {
        chosen.push(next);
        taken.add(next.id);
        added = true;
      }
    }
    if (!added) {
      break;
    }
  }
  return chosen;
}
