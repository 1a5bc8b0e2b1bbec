/**
 * The product's exercise library: 85 exercises, ids 2 to 86. Each exercise's name
 * and advice are messages identified by its id (./messages.ts). Positions: seated with the wheelchair
 * braked (SeatedImmobilised) or not (SeatedMobile), standing in the oxilio braked
 * (StandingImmobilised) or not (StandingMobile, walking), and without the device.
 */
import { BodyPart, Equipment, ExerciseDifficulty, ExerciseType, Position } from '../enums';

export interface Exercise {
  readonly id: number;
  readonly type: ExerciseType;
  /** The theme (and its colour); the type's own, except clinical tests, themed by what they measure. */
  readonly theme: ExerciseType;
  readonly position: Position;
  readonly bodyPart: BodyPart;
  readonly difficulty: ExerciseDifficulty;
  /** What the patient needs besides the oxilio; often nothing. */
  readonly equipment: readonly Equipment[];
  readonly seriesDurationSeconds: number;
  readonly seriesCount: number;
  /** Time between two series. */
  readonly restSeconds: number;
}

const T = ExerciseType;
const P = Position;
const B = BodyPart;
const D = ExerciseDifficulty;
const E = Equipment;

/** [series duration in seconds, series count, rest between series in seconds] */
type Dose = readonly [number, number, number];

function x(
  id: number,
  type: ExerciseType,
  position: Position,
  bodyPart: BodyPart,
  difficulty: ExerciseDifficulty,
  [seriesDurationSeconds, seriesCount, restSeconds]: Dose,
  equipment: readonly Equipment[] = [],
  theme: ExerciseType = type,
): Exercise {
  return {
    id,
    type,
    theme,
    position,
    bodyPart,
    difficulty,
    equipment,
    seriesDurationSeconds,
    seriesCount,
    restSeconds,
  };
}

/** Every exercise of the library, by id. */
export const exerciseCatalogue: readonly Exercise[] = [
  // Seated, wheelchair braked
  x(2, T.Endurance, P.SeatedImmobilised, B.BothUpperLimbs, D.Light, [60, 3, 30]),
  x(3, T.Endurance, P.SeatedImmobilised, B.BothLowerLimbs, D.Light, [60, 3, 30]),
  x(4, T.Strength, P.SeatedImmobilised, B.RightKnee, D.Light, [30, 3, 30]),
  x(5, T.Strength, P.SeatedImmobilised, B.LeftKnee, D.Light, [30, 3, 30]),
  x(6, T.Strength, P.SeatedImmobilised, B.BothFeet, D.Light, [30, 3, 20]),
  x(7, T.Strength, P.SeatedImmobilised, B.BothFeet, D.Light, [30, 3, 20]),
  x(8, T.Strength, P.SeatedImmobilised, B.BothHips, D.Light, [30, 3, 30]),
  x(9, T.Strength, P.SeatedImmobilised, B.BothKnees, D.Light, [20, 3, 30]),
  x(10, T.Strength, P.SeatedImmobilised, B.BothUpperLimbs, D.Moderate, [20, 3, 60]),
  x(11, T.Strength, P.SeatedImmobilised, B.BothUpperLimbs, D.Light, [30, 3, 30]),
  x(12, T.Balance, P.SeatedImmobilised, B.Spine, D.Light, [45, 3, 30]),
  x(13, T.Balance, P.SeatedImmobilised, B.WholeBody, D.Moderate, [45, 3, 30]),
  x(14, T.Flexibility, P.SeatedImmobilised, B.Spine, D.Light, [30, 2, 15]),
  x(15, T.Flexibility, P.SeatedImmobilised, B.Shoulders, D.Light, [30, 2, 15]),
  x(16, T.Flexibility, P.SeatedImmobilised, B.BothLowerLimbs, D.Light, [30, 3, 15]),
  x(17, T.Flexibility, P.SeatedImmobilised, B.BothFeet, D.Light, [30, 3, 15]),
  x(
    18,
    T.Functional,
    P.SeatedImmobilised,
    B.BothUpperLimbs,
    D.Light,
    [60, 3, 30],
    [E.Table, E.Glass],
  ),
  x(19, T.Functional, P.SeatedImmobilised, B.WholeBody, D.Moderate, [45, 3, 45]),
  x(20, T.Endurance, P.SeatedImmobilised, B.BothUpperLimbs, D.Moderate, [60, 3, 45]),
  // Seated, wheelchair not braked
  x(21, T.Endurance, P.SeatedMobile, B.BothLowerLimbs, D.Moderate, [60, 3, 60]),
  x(22, T.Endurance, P.SeatedMobile, B.BothUpperLimbs, D.Moderate, [60, 3, 60]),
  x(23, T.Functional, P.SeatedMobile, B.WholeBody, D.Moderate, [45, 3, 45]),
  x(24, T.Balance, P.SeatedMobile, B.Spine, D.Moderate, [60, 2, 45]),
  x(25, T.Functional, P.SeatedMobile, B.WholeBody, D.Light, [60, 3, 30], [E.Table]),
  x(26, T.Strength, P.SeatedMobile, B.BothLowerLimbs, D.Intense, [45, 3, 60]),
  // Standing in the oxilio, braked
  x(27, T.Strength, P.StandingImmobilised, B.BothLowerLimbs, D.Moderate, [30, 3, 60]),
  x(28, T.Balance, P.StandingImmobilised, B.WholeBody, D.Light, [60, 3, 60]),
  x(29, T.Strength, P.StandingImmobilised, B.BothFeet, D.Moderate, [30, 3, 45]),
  x(30, T.Strength, P.StandingImmobilised, B.RightHip, D.Moderate, [30, 3, 45]),
  x(31, T.Strength, P.StandingImmobilised, B.LeftHip, D.Moderate, [30, 3, 45]),
  x(32, T.Strength, P.StandingImmobilised, B.RightHip, D.Moderate, [30, 3, 45]),
  x(33, T.Strength, P.StandingImmobilised, B.LeftHip, D.Moderate, [30, 3, 45]),
  x(34, T.Strength, P.StandingImmobilised, B.BothKnees, D.Moderate, [30, 3, 60]),
  x(35, T.Strength, P.StandingImmobilised, B.RightKnee, D.Moderate, [30, 3, 45]),
  x(36, T.Strength, P.StandingImmobilised, B.LeftKnee, D.Moderate, [30, 3, 45]),
  x(37, T.Endurance, P.StandingImmobilised, B.BothLowerLimbs, D.Moderate, [90, 3, 60]),
  x(38, T.Balance, P.StandingImmobilised, B.BothLowerLimbs, D.Light, [45, 3, 30]),
  x(39, T.Balance, P.StandingImmobilised, B.BothLowerLimbs, D.Light, [45, 3, 30]),
  x(40, T.Balance, P.StandingImmobilised, B.WholeBody, D.Moderate, [30, 3, 45]),
  x(41, T.Balance, P.StandingImmobilised, B.WholeBody, D.Moderate, [45, 3, 45], [E.Table]),
  x(
    42,
    T.Functional,
    P.StandingImmobilised,
    B.BothUpperLimbs,
    D.Moderate,
    [60, 3, 45],
    [E.Table, E.Glass],
  ),
  x(43, T.Flexibility, P.StandingImmobilised, B.BothFeet, D.Light, [30, 3, 15]),
  x(44, T.Flexibility, P.StandingImmobilised, B.BothHips, D.Light, [30, 3, 15]),
  x(45, T.Flexibility, P.StandingImmobilised, B.Spine, D.Light, [20, 3, 20]),
  x(46, T.Balance, P.StandingImmobilised, B.Spine, D.Moderate, [45, 3, 30]),
  x(47, T.Endurance, P.StandingImmobilised, B.BothUpperLimbs, D.Moderate, [60, 3, 60]),
  // Standing in the oxilio, not braked: walking
  x(48, T.Functional, P.StandingMobile, B.BothLowerLimbs, D.Light, [60, 3, 60]),
  x(49, T.Functional, P.StandingMobile, B.BothLowerLimbs, D.Moderate, [90, 3, 60]),
  x(50, T.Endurance, P.StandingMobile, B.BothLowerLimbs, D.Moderate, [120, 2, 90]),
  x(51, T.Endurance, P.StandingMobile, B.WholeBody, D.Intense, [300, 2, 120]),
  x(52, T.Functional, P.StandingMobile, B.WholeBody, D.Moderate, [90, 3, 60]),
  x(53, T.Functional, P.StandingMobile, B.BothLowerLimbs, D.Intense, [90, 3, 90]),
  x(54, T.Functional, P.StandingMobile, B.WholeBody, D.Moderate, [60, 3, 60]),
  x(55, T.Balance, P.StandingMobile, B.WholeBody, D.Moderate, [90, 3, 60]),
  x(56, T.Balance, P.StandingMobile, B.BothLowerLimbs, D.Intense, [45, 3, 60]),
  x(57, T.Balance, P.StandingMobile, B.BothLowerLimbs, D.Moderate, [45, 3, 60]),
  x(58, T.Functional, P.StandingMobile, B.WholeBody, D.Intense, [90, 3, 90]),
  x(59, T.Endurance, P.StandingMobile, B.BothLowerLimbs, D.Intense, [60, 3, 90]),
  x(60, T.Balance, P.StandingMobile, B.WholeBody, D.Intense, [60, 3, 60]),
  x(61, T.Functional, P.StandingMobile, B.WholeBody, D.Moderate, [90, 3, 60], [E.Table, E.Glass]),
  x(62, T.Functional, P.StandingMobile, B.BothLowerLimbs, D.Moderate, [60, 3, 60]),
  x(63, T.Functional, P.StandingMobile, B.BothLowerLimbs, D.Moderate, [90, 3, 60]),
  // Expert variants
  x(64, T.Strength, P.StandingImmobilised, B.BothLowerLimbs, D.Intense, [30, 4, 60]),
  x(65, T.Strength, P.StandingImmobilised, B.BothFeet, D.Intense, [45, 4, 60]),
  x(66, T.Balance, P.StandingImmobilised, B.WholeBody, D.Intense, [30, 4, 45]),
  x(67, T.Balance, P.StandingImmobilised, B.RightLowerLimb, D.Intense, [20, 3, 45]),
  x(68, T.Balance, P.StandingImmobilised, B.LeftLowerLimb, D.Intense, [20, 3, 45]),
  x(69, T.Functional, P.StandingMobile, B.WholeBody, D.Intense, [120, 3, 90]),
  x(70, T.Functional, P.StandingMobile, B.WholeBody, D.Intense, [120, 3, 90]),
  x(71, T.Strength, P.StandingImmobilised, B.BothLowerLimbs, D.Intense, [45, 4, 60]),
  // Stretches and exercises in any position or without the device
  x(72, T.Flexibility, P.WithoutDevice, B.BothLowerLimbs, D.Light, [30, 3, 15]),
  x(73, T.Flexibility, P.All, B.Spine, D.Light, [30, 3, 15]),
  x(74, T.Flexibility, P.All, B.Spine, D.Light, [20, 3, 15]),
  x(75, T.Flexibility, P.All, B.BothUpperLimbs, D.Light, [30, 2, 15]),
  x(76, T.Flexibility, P.All, B.Shoulders, D.Light, [30, 3, 15]),
  x(77, T.Flexibility, P.All, B.BothFeet, D.Light, [30, 2, 15]),
  x(78, T.Endurance, P.WithoutDevice, B.BothUpperLimbs, D.Light, [120, 2, 60]),
  x(79, T.Strength, P.WithoutDevice, B.BothLowerLimbs, D.Moderate, [30, 3, 60], [E.Table]),
  x(80, T.Balance, P.WithoutDevice, B.WholeBody, D.Moderate, [30, 3, 30], [E.Table]),
  // Clinical tests, themed by what they measure
  x(81, T.ClinicalTest, P.StandingMobile, B.WholeBody, D.Moderate, [60, 2, 60], [], T.Functional),
  x(
    82,
    T.ClinicalTest,
    P.StandingMobile,
    B.BothLowerLimbs,
    D.Moderate,
    [60, 3, 60],
    [],
    T.Functional,
  ),
  x(83, T.ClinicalTest, P.StandingMobile, B.WholeBody, D.Intense, [360, 1, 120], [], T.Endurance),
  x(84, T.ClinicalTest, P.WithoutDevice, B.BothLowerLimbs, D.Moderate, [30, 1, 60], [], T.Strength),
  x(85, T.ClinicalTest, P.StandingImmobilised, B.WholeBody, D.Moderate, [60, 3, 30], [], T.Balance),
  x(
    86,
    T.ClinicalTest,
    P.StandingMobile,
    B.BothLowerLimbs,
    D.Moderate,
    [120, 1, 60],
    [],
    T.Endurance,
  ),
];

const byId = new Map(exerciseCatalogue.map((exercise) => [exercise.id, exercise]));

/** The ids of the library, in order (2 to 86). */
export const exerciseIds: readonly number[] = exerciseCatalogue.map((exercise) => exercise.id);

/** The exercise of this id, or undefined when the library has none. */
export function exerciseById(id: number): Exercise | undefined {
  return byId.get(id);
}
