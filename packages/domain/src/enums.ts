/**
 * Enumerations (docs/product.md#enumerations). Values are the numbers the API stores and sends.
 * Labels (message ids) live in ./labels.ts.
 */

export const roles = ['patient', 'reeducator', 'responsable', 'reeducatorresponsable'] as const;
export type Role = (typeof roles)[number];

/** Exercise types; themes are the same six, each with its own colour (tokens: exerciseThemeColors). */
export const ExerciseType = {
  Endurance: 1,
  Balance: 2,
  Strength: 3,
  Flexibility: 4,
  Functional: 5,
  ClinicalTest: 6,
} as const;
export type ExerciseType = (typeof ExerciseType)[keyof typeof ExerciseType];
export const exerciseTypes = Object.values(ExerciseType) as ExerciseType[];

/** Name of each exercise theme's colour in the design tokens. */
export const exerciseThemeName = {
  1: 'endurance',
  2: 'balance',
  3: 'strength',
  4: 'flexibility',
  5: 'functional',
  6: 'clinicalTest',
} as const satisfies Record<ExerciseType, string>;

/** Pathologies 0-8; 0 and 1 are placeholders kept for compatibility and never offered. */
export const Pathology = {
  Placeholder0: 0,
  Placeholder1: 1,
  CerebellarAtaxia: 2,
  FunctionalDecline: 3,
  RightHemiparesis: 4,
  LeftHemiparesis: 5,
  Parkinson: 6,
  Paraparesis: 7,
  Other: 8,
} as const;
export type Pathology = (typeof Pathology)[keyof typeof Pathology];
export const pathologies = Object.values(Pathology) as Pathology[];
/** The pathologies a user may choose. */
export const selectablePathologies = pathologies.filter((value) => value >= 2);

export const Equipment = { Table: 1, Glass: 2 } as const;
export type Equipment = (typeof Equipment)[keyof typeof Equipment];
export const equipments = Object.values(Equipment) as Equipment[];

export const Position = {
  All: 0,
  SeatedImmobilised: 1,
  SeatedMobile: 2,
  StandingImmobilised: 3,
  StandingMobile: 4,
  WithoutDevice: 5,
} as const;
export type Position = (typeof Position)[keyof typeof Position];
export const positions = Object.values(Position) as Position[];

export const BodyPart = {
  All: 0,
  RightHip: 1,
  LeftHip: 2,
  BothHips: 3,
  RightKnee: 4,
  LeftKnee: 5,
  BothKnees: 6,
  RightFoot: 7,
  LeftFoot: 8,
  BothFeet: 9,
  RightLowerLimb: 10,
  LeftLowerLimb: 11,
  BothLowerLimbs: 12,
  LeftUpperLimb: 13,
  RightUpperLimb: 14,
  BothUpperLimbs: 15,
  Spine: 16,
  Shoulders: 17,
  WholeBody: 18,
} as const;
export type BodyPart = (typeof BodyPart)[keyof typeof BodyPart];
export const bodyParts = Object.values(BodyPart) as BodyPart[];

export const ExerciseDifficulty = { Light: 1, Moderate: 2, Intense: 3 } as const;
export type ExerciseDifficulty = (typeof ExerciseDifficulty)[keyof typeof ExerciseDifficulty];
export const exerciseDifficulties = Object.values(ExerciseDifficulty) as ExerciseDifficulty[];

/** Player effort scale 1-10 (ten labels, see labels.ts). */
export const effortLevels = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type EffortLevel = (typeof effortLevels)[number];

/**
 * Pain after a session: 0 no pain, then the spec's three bands 1-3, the same in every locale, so
 * that a report means the same everywhere.
 */
export const painLevels = [0, 1, 2, 3] as const;
export type PainLevel = (typeof painLevels)[number];

/** Program difficulty as reviewed after a session, 1-3. */
export const programDifficultyLevels = [1, 2, 3] as const;
export type ProgramDifficultyLevel = (typeof programDifficultyLevels)[number];

export const FunctionalCapacity = {
  Seated: 1,
  Standing: 2,
  IntermediateWalk: 3,
  AutonomousWalk: 4,
} as const;
export type FunctionalCapacity = (typeof FunctionalCapacity)[keyof typeof FunctionalCapacity];
export const functionalCapacities = Object.values(FunctionalCapacity) as FunctionalCapacity[];

/** Walking thresholds of the functional capacities, in metres (docs/product.md#enumerations). */
export const walkingThresholdMetres = { intermediate: 3, autonomous: 50 } as const;

export const statsScales = ['Day', 'Week', 'Month'] as const;
export type StatsScale = (typeof statsScales)[number];
