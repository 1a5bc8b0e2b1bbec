/**
 * Prescription safety (docs/product.md#prescription-safety): what each exercise of a program asks
 * of the patient, against their functional capacity and the equipment they have where they do
 * their sessions, and the mismatches a rehabilitator confirms
 * before assigning or modifying a program. The thresholds are data here, with where they come
 * from; the API computes the mismatches, the portal shows the API's answer.
 */
import { walkingSpeedBands } from './clinical';
import { equipments, FunctionalCapacity, Position, walkingThresholdMetres } from './enums';

export const prescriptionMismatchKinds = ['position', 'walkingDistance', 'equipment'] as const;
export type PrescriptionMismatchKind = (typeof prescriptionMismatchKinds)[number];

/**
 * The lowest functional capacity that allows each exercise position (the same steps as the
 * recommendation, docs/decisions/api-programs-and-indicators.md): seated positions and "all
 * positions" from 1 (holds sitting), standing in the braked device from 2 (stands without help),
 * walking in the device from 3 (walks without help over 3 m), without the device only at 4
 * (walks without help over 50 m). Source: the capacities' own definitions (SPEC, enumerations);
 * where one capacity stops and the next starts is the team's clinical decision.
 */
export const positionMinimumCapacity: Readonly<Record<Position, FunctionalCapacity>> = {
  [Position.All]: FunctionalCapacity.Seated,
  [Position.SeatedImmobilised]: FunctionalCapacity.Seated,
  [Position.SeatedMobile]: FunctionalCapacity.Seated,
  [Position.StandingImmobilised]: FunctionalCapacity.Standing,
  [Position.StandingMobile]: FunctionalCapacity.IntermediateWalk,
  [Position.WithoutDevice]: FunctionalCapacity.AutonomousWalk,
};

/**
 * The longest walk in one go each capacity allows, in metres (null: no limit). A capacity starts
 * where the one below stops: "intermediate walk" is walking without help over 3 m, so a standing
 * patient walks at most 3 m; "autonomous walk" is over 50 m, so an intermediate walker walks at
 * most 50 m. A seated patient does not walk.
 */
export const walkingLimitMetres: Readonly<Record<FunctionalCapacity, number | null>> = {
  [FunctionalCapacity.Seated]: 0,
  [FunctionalCapacity.Standing]: walkingThresholdMetres.intermediate,
  [FunctionalCapacity.IntermediateWalk]: walkingThresholdMetres.autonomous,
  [FunctionalCapacity.AutonomousWalk]: null,
};

/**
 * The slowest speed still counted as walking outside the home (0.4 m/s, the bottom of "limited
 * community walking", Perry et al. 1995): a walk asked for a duration asks at least this speed
 * times the duration of one series.
 */
export const slowWalkingMetresPerSecond = walkingSpeedBands[1]!.fromMetresPerSecond;

/**
 * The walks of the library whose length is known: a distance named in the exercise (its name or
 * its advice), or a continuous walk of one series' duration. Other walking exercises (strides,
 * turns, obstacles...) ask to walk, which their position already says, and no set distance.
 */
export const exerciseWalks: Readonly<Record<number, { metres: number } | { continuous: true }>> = {
  48: { metres: 3 }, // Walking 3 metres
  49: { metres: 10 }, // Walking 10 metres
  50: { continuous: true }, // 2-minute walk
  51: { continuous: true }, // 5-minute continuous walk
  81: { metres: 6 }, // Timed Up and Go: 3 metres there and back
  82: { metres: 10 }, // 10-metre walk test
  83: { continuous: true }, // 6-minute walk test
  86: { continuous: true }, // 2-minute walk test
};

/** An exercise of a program as the rule reads it (effective series duration). */
export interface PrescribedExercise {
  readonly exerciseId: number;
  readonly position: number;
  readonly seriesDurationSeconds: number;
  /** What the exercise needs besides the oxilio (Equipment ids); none when left out. */
  readonly equipment?: readonly number[];
}

export interface PrescriptionMismatch {
  readonly kind: PrescriptionMismatchKind;
  readonly exerciseId: number;
  /** The capacity it was judged against; null when none is recorded (judged as seated). */
  readonly capacity: FunctionalCapacity | null;
  /** The lowest capacity that allows the exercise (equipment: its position's). */
  readonly requiredCapacity: FunctionalCapacity;
  /** The exercise's position. */
  readonly position: number;
  /** walkingDistance: the metres walked in one go, and the capacity's limit. */
  readonly metres: number | null;
  readonly limitMetres: number | null;
  /** equipment: what the exercise needs that the patient does not have (ascending); else null. */
  readonly missingEquipment: number[] | null;
  /** equipment: what the patient has where they do their sessions (ascending); else null. */
  readonly availableEquipment: number[] | null;
}

/** The metres an exercise walks in one go, or null when it names no distance. */
export function walkingMetres(exercise: PrescribedExercise): number | null {
  const walk = exerciseWalks[exercise.exerciseId];
  if (!walk) {
    return null;
  }
  return 'metres' in walk
    ? walk.metres
    : Math.round(exercise.seriesDurationSeconds * slowWalkingMetresPerSecond);
}

const capacitiesUp = [
  FunctionalCapacity.Seated,
  FunctionalCapacity.Standing,
  FunctionalCapacity.IntermediateWalk,
  FunctionalCapacity.AutonomousWalk,
] as const;

function capacityForMetres(metres: number): FunctionalCapacity {
  return (
    capacitiesUp.find((capacity) => {
      const limit = walkingLimitMetres[capacity];
      return limit === null || metres <= limit;
    }) ?? FunctionalCapacity.AutonomousWalk
  );
}

function isCapacity(value: number | null): value is FunctionalCapacity {
  return value !== null && (capacitiesUp as readonly number[]).includes(value);
}

/** The known equipment of a list, once each, ascending (null: not recorded stays null). */
export function knownEquipment(list: readonly number[] | null | undefined): number[] | null {
  if (list === null || list === undefined) {
    return null;
  }
  return (equipments as readonly number[]).filter((equipment) => list.includes(equipment));
}

/**
 * The mismatches of a program's exercises with a functional capacity and the patient's available
 * equipment, in the program's order, one per exercise and kind (an exercise repeated counts once).
 * An unknown capacity is judged as seated. An exercise is judged on its position first; its
 * distance is judged only when the position is allowed (a seated patient asked to walk 10 m is
 * told once: the exercise asks to walk). Its equipment is judged apart, whatever the position (a
 * missing table stays missing when the capacity rises), and only when the patient's equipment is
 * recorded (null: not recorded, no equipment mismatch; an empty list: none).
 */
export function prescriptionMismatches(
  exercises: readonly PrescribedExercise[],
  capacity: number | null,
  availableEquipment: readonly number[] | null = null,
): PrescriptionMismatch[] {
  const available = knownEquipment(availableEquipment);
  const known = isCapacity(capacity) ? capacity : null;
  const judged = known ?? FunctionalCapacity.Seated;
  const found = new Map<string, PrescriptionMismatch>();
  for (const exercise of exercises) {
    const position = exercise.position as Position;
    const required = positionMinimumCapacity[position] ?? FunctionalCapacity.Seated;
    const base = {
      exerciseId: exercise.exerciseId,
      capacity: known,
      position: exercise.position,
      missingEquipment: null,
      availableEquipment: null,
    };
    if (required > judged) {
      found.set(`position:${exercise.exerciseId}`, {
        ...base,
        kind: 'position',
        requiredCapacity: required,
        metres: null,
        limitMetres: null,
      });
    }
    const metres = required > judged ? null : walkingMetres(exercise);
    const limit = walkingLimitMetres[judged];
    if (metres !== null && limit !== null && metres > limit) {
      const key = `walkingDistance:${exercise.exerciseId}`;
      const before = found.get(key);
      if (!before || (before.metres ?? 0) < metres) {
        found.set(key, {
          ...base,
          kind: 'walkingDistance',
          requiredCapacity: capacityForMetres(metres),
          metres,
          limitMetres: limit,
        });
      }
    }
    const missing =
      available === null
        ? []
        : (knownEquipment(exercise.equipment ?? []) ?? []).filter(
            (equipment) => !available.includes(equipment),
          );
    if (missing.length > 0) {
      found.set(`equipment:${exercise.exerciseId}`, {
        ...base,
        kind: 'equipment',
        requiredCapacity: required,
        metres: null,
        limitMetres: null,
        missingEquipment: missing,
        availableEquipment: available,
      });
    }
  }
  return [...found.values()];
}
