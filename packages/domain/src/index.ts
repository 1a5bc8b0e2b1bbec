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

export { alertKinds, alertRules, isPainRise, isWearDrop, type AlertKind } from './alerts';

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
  defaultTimeZone,
  formatBirthDate,
  formatDate,
  formatDateTime,
  formatDistance,
  formatDuration,
  formatMetric,
  formatNumber,
  formatPercent,
  formatSpeed,
  intlLocale,
  noValue,
  type NumberOptions,
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

export { portalLinks } from './portalLinks';
