// The public surface of @oxilio/domain (the API contract and the client have their own entries:
// @oxilio/domain/contract and @oxilio/domain/client).

export {
  BodyPart,
  Equipment,
  ExerciseDifficulty,
  ExerciseType,
  FunctionalCapacity,
  Pathology,
  Position,
  bodyParts,
  effortLevels,
  equipments,
  exerciseDifficulties,
  exerciseThemeName,
  exerciseTypes,
  functionalCapacities,
  painLevels,
  pathologies,
  positions,
  programDifficultyLevels,
  roles,
  selectablePathologies,
  statsScales,
  walkingThresholdMetres,
  type EffortLevel,
  type PainLevel,
  type ProgramDifficultyLevel,
  type Role,
  type StatsScale,
} from './enums';

export { defineMessage, defineMessages, type MessageDescriptor } from './i18n';

export {
  alertKinds,
  alertRules,
  hasPainIncrease,
  isPainRise,
  isWearDrop,
  painRiseWindow,
  unseenPainRise,
  type AlertKind,
  type PainReview,
  type PainRise,
} from './alerts';

export {
  addDays,
  dayOfInstant,
  daysBetween,
  defaultTimeZone,
  eachDay,
  instantIn,
  isCalendarDay,
  isoWeekStart,
  monthEnd,
  monthOf,
  monthStart,
  todayIn,
  windowStart,
} from './days';

export {
  defaultObjectiveRows,
  defaultObjectiveValues,
  defaultObjectivesFor,
  objectivesState,
  type DefaultObjectives,
  type ObjectivesState,
} from './defaultObjectives';

export {
  completedWindowDays,
  lastCompletedDay,
  lastCompletedDays,
  weekVerdict,
  windowAverage,
  type CompletedDays,
  type VerdictDay,
  type WeekVerdict,
  type WindowAverage,
} from './completedDays';

export {
  evolutionPeriods,
  evolutionWindow,
  nextStepKinds,
  nextStepsOf,
  type EvolutionPeriod,
  type EvolutionWindow,
  type NextStepFacts,
  type NextStepKind,
} from './followUp';

export {
  deviceSilenceRule,
  isDeviceSilent,
  silentSince,
  timeAgo,
  type DeviceContact,
  type TimeAgoUnit,
} from './devices';

export {
  bodyPartLabel,
  effortLabel,
  equipmentLabel,
  exerciseDifficultyLabel,
  exerciseThemeLabel,
  exerciseTypeLabel,
  functionalCapacityDescription,
  functionalCapacityLabel,
  painLabel,
  pathologyLabel,
  positionLabel,
  programDifficultyLabel,
  roleLabel,
  statsScaleLabel,
} from './labels';

export {
  aggregate,
  aggregateByPeriod,
  baseMetricKeys,
  isMetricKey,
  metricDefinitions,
  metricKeys,
  metricLabel,
  objectiveBaseKeys,
  objectiveKey,
  objectiveMetricKeys,
  parseMetricKeys,
  activityObjectiveKeys,
  isActivityObjectiveKey,
  isObjectiveInForce,
  objectiveCompletion,
  shownCompletion,
  judgeActivityDay,
  objectivesMet,
  type ActivityObjectiveKey,
  type ActivityDay,
  type JudgedObjective,
  type BaseMetricKey,
  type MetricAggregation,
  type MetricDefinition,
  type MetricKey,
  type MetricUnit,
  type ObjectiveBaseKey,
  type ObjectiveMetricKey,
  type ParsedMetricKeys,
} from './metrics';

export {
  formatBirthDate,
  formatDate,
  formatDateTime,
  formatDistance,
  formatDuration,
  formatMetric,
  formatMetricAgainst,
  formatNumber,
  formatPercent,
  formatPersonName,
  formatSpeed,
  intlLocale,
  noValue,
  valuesAgainstObjectives,
  type NumberOptions,
  type PersonNameParts,
} from './format';
export {
  exerciseAdviceMessage,
  exerciseById,
  exerciseCatalogue,
  exerciseIds,
  exerciseNameMessage,
  type Exercise,
} from './exercises';
export {
  clinicalReferences,
  gaitTrend,
  gaitTrendMetrics,
  gaitTrendRules,
  gaitTrendWindow,
  walkingSpeedBand,
  walkingSpeedBands,
  walkingSpeedBandsReference,
  walkingSpeedChange,
  walkingSpeedMcid,
  type ChangeDirection,
  type ClinicalReference,
  type GaitTrend,
  type GaitTrendMetric,
  type GaitTrendRule,
  type WalkingSpeedBand,
  type WalkingSpeedBandId,
  type WalkingSpeedChange,
} from './clinical';

export {
  isSessionCompleted,
  minimumSessionShare,
  plannedStepSeconds,
  sessionOutcome,
  sessionOutcomeMessages,
  stepOutcome,
  stepOutcomeLabel,
  stepOutcomes,
  whyNotCounted,
  type SessionOutcome,
  type StepOutcome,
  type StepRecord,
} from './sessionOutcome';

export {
  longestStarStreak,
  maxWorkoutStarsPerDay,
  rankDefinitions,
  ranksReached,
  tagDefinitions,
  tagsEarned,
  workoutStarsOf,
  type MotivationTotals,
  type TagDefinition,
  type TagKind,
} from './motivation';

export {
  maxStepDurationSeconds,
  newPasswordMaxLength,
  newPasswordMinLength,
  personNameMaxLength,
} from './limits';

export { portalLinks } from './portalLinks';
export {
  exerciseWalks,
  positionMinimumCapacity,
  prescriptionMismatchKinds,
  prescriptionMismatches,
  slowWalkingMetresPerSecond,
  walkingLimitMetres,
  walkingMetres,
  type PrescribedExercise,
  type PrescriptionMismatch,
  type PrescriptionMismatchKind,
} from './prescription';
