/**
 * The daily metric keys (docs/product.md#metrics), their column in `daily_metrics`, unit and how
 * stats aggregate them over a bucket (docs/product.md#stats: counts, times and distances are
 * summed; speeds, step metrics, CVs and asymmetries averaged; Max* keys take the maximum).
 * `<Key>Objective` is not a column: it is read from `objectives` (the objective in force).
 */
export const metricDefinitions = {
  StepCount: { column: 'stepCount', unit: 'count', aggregate: 'sum' },
  StandCount: { column: 'standCount', unit: 'count', aggregate: 'sum' },
  StandTime: { column: 'standTime', unit: 's', aggregate: 'sum' },
  WalkTime: { column: 'walkTime', unit: 's', aggregate: 'sum' },
  WearTime: { column: 'wearTime', unit: 's', aggregate: 'sum' },
  ActiveTime: { column: 'activeTime', unit: 's', aggregate: 'sum' },
  WalkPerimeter: { column: 'walkPerimeter', unit: 'm', aggregate: 'max' },
  WalkDistance: { column: 'walkDistance', unit: 'm', aggregate: 'sum' },
  WalkSpeed: { column: 'walkSpeed', unit: 'm/s', aggregate: 'avg' },
  MaxWalkSpeed: { column: 'maxWalkSpeed', unit: 'm/s', aggregate: 'max' },
  MaxStandTime: { column: 'maxStandTime', unit: 's', aggregate: 'max' },
  sittingTime: { column: 'sittingTime', unit: 's', aggregate: 'sum' },
  maxSittingTime: { column: 'maxSittingTime', unit: 's', aggregate: 'max' },
  sittingDistance: { column: 'sittingDistance', unit: 'm', aggregate: 'sum' },
  StepTime: { column: 'stepTime', unit: 's', aggregate: 'avg' },
  StepTimeCV: { column: 'stepTimeCv', unit: '%', aggregate: 'avg' },
  StepDistance: { column: 'stepDistance', unit: 'm', aggregate: 'avg' },
  StepDistanceCV: { column: 'stepDistanceCv', unit: '%', aggregate: 'avg' },
  LeftStepCount: { column: 'leftStepCount', unit: 'count', aggregate: 'sum' },
  RightStepCount: { column: 'rightStepCount', unit: 'count', aggregate: 'sum' },
  LeftStepTime: { column: 'leftStepTime', unit: 's', aggregate: 'avg' },
  RightStepTime: { column: 'rightStepTime', unit: 's', aggregate: 'avg' },
  LeftStepTimeCV: { column: 'leftStepTimeCv', unit: '%', aggregate: 'avg' },
  RightStepTimeCV: { column: 'rightStepTimeCv', unit: '%', aggregate: 'avg' },
  LeftStepDistance: { column: 'leftStepDistance', unit: 'm', aggregate: 'avg' },
  RightStepDistance: { column: 'rightStepDistance', unit: 'm', aggregate: 'avg' },
  LeftStepDistanceCV: { column: 'leftStepDistanceCv', unit: '%', aggregate: 'avg' },
  RightStepDistanceCV: { column: 'rightStepDistanceCv', unit: '%', aggregate: 'avg' },
  StepTimeAsymmetry: { column: 'stepTimeAsymmetry', unit: '%', aggregate: 'avg' },
  StepDistanceAsymmetry: { column: 'stepDistanceAsymmetry', unit: '%', aggregate: 'avg' },
  SelfRehabilitation: { column: 'selfRehabilitation', unit: 's', aggregate: 'sum' },
  SelfRehabilitationCount: { column: 'selfRehabilitationCount', unit: 'count', aggregate: 'sum' },
  Stars: { column: 'stars', unit: 'count', aggregate: 'sum' },
  WorkoutStars: { column: 'workoutStars', unit: 'count', aggregate: 'sum' },
  ActivityStars: { column: 'activityStars', unit: 'count', aggregate: 'sum' },
  Performance: { column: 'performance', unit: 'score', aggregate: 'avg' },
  Usage: { column: 'usage', unit: 's', aggregate: 'sum' },
} as const satisfies Record<
  string,
  { column: string; unit: string; aggregate: 'sum' | 'avg' | 'max' }
>;

export type MetricKey = keyof typeof metricDefinitions;
export const metricKeys = Object.keys(metricDefinitions) as MetricKey[];
export type MetricColumn = (typeof metricDefinitions)[MetricKey]['column'];
