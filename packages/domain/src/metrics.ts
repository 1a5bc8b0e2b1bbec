/**
 * The metric keys (docs/product.md#metrics): daily aggregates reported by the device, their
 * objectives, and how each one is measured, aggregated over a stats bucket and judged.
 *
 * Decisions (docs/product.md#stats, docs/decisions/metric-aggregation.md):
 * - Counts, times and distances are summed per bucket; speeds, step metrics, coefficients of
 *   variation and asymmetries are averaged (unweighted mean of the daily values); `Max*` keys take
 *   the maximum.
 * - `WalkPerimeter` (the distance walked without stopping) is a capacity, not a volume: it takes the
 *   maximum, like the `Max*` keys. Summing it over a week would mean nothing clinically.
 * - `Performance` is the 0-100 daily score: averaged. `Usage` is device wear time in seconds:
 *   summed, like every time. `SelfRehabilitation` is the time spent in self-rehabilitation (seconds).
 * - Coefficients of variation are percentages; asymmetries are ratios larger side / smaller side
 *   (1 = symmetric, so lower is better).
 * - `<Key>Objective` uses the aggregation of its key, so that a bucket's objective compares with the
 *   bucket's value (a weekly step objective is the sum of the daily ones). `WorkoutStars` and
 *   `ActivityStars` have no objective in the inherited key list (their sum, `Stars`, has one).
 * - Buckets without data aggregate to `null`, not 0: a day without the device is not a day of zero.
 */
import { defineMessages, type MessageDescriptor } from './i18n';

/** The daily metrics reported by the device or computed by the API, as the API spells them. */
export const baseMetricKeys = [
  'StepCount',
  'StandCount',
  'StandTime',
  'WalkTime',
  'WearTime',
  'ActiveTime',
  'WalkPerimeter',
  'WalkDistance',
  'WalkSpeed',
  'MaxWalkSpeed',
  'MaxStandTime',
  'sittingTime',
  'maxSittingTime',
  'sittingDistance',
  'StepTime',
  'StepTimeCV',
  'StepDistance',
  'StepDistanceCV',
  'LeftStepCount',
  'LeftStepTime',
  'LeftStepTimeCV',
  'LeftStepDistance',
  'LeftStepDistanceCV',
  'RightStepCount',
  'RightStepTime',
  'RightStepTimeCV',
  'RightStepDistance',
  'RightStepDistanceCV',
  'StepTimeAsymmetry',
  'StepDistanceAsymmetry',
  'SelfRehabilitation',
  'SelfRehabilitationCount',
  'Stars',
  'Performance',
  'Usage',
  'WorkoutStars',
  'ActivityStars',
] as const;
export type BaseMetricKey = (typeof baseMetricKeys)[number];

const keysWithoutObjective = ['WorkoutStars', 'ActivityStars'] as const;
/** The metrics a rehabilitator can set an objective for. */
export type ObjectiveBaseKey = Exclude<BaseMetricKey, (typeof keysWithoutObjective)[number]>;
export type ObjectiveMetricKey = `${ObjectiveBaseKey}Objective`;
export type MetricKey = BaseMetricKey | ObjectiveMetricKey;

export const objectiveBaseKeys: readonly ObjectiveBaseKey[] = baseMetricKeys.filter(
  (key): key is ObjectiveBaseKey => !(keysWithoutObjective as readonly string[]).includes(key),
);

/** The objective counterpart of a metric: `objectiveKey('StepCount')` is `'StepCountObjective'`. */
export function objectiveKey<K extends ObjectiveBaseKey>(key: K): `${K}Objective` {
  return `${key}Objective`;
}

export const objectiveMetricKeys: readonly ObjectiveMetricKey[] =
  objectiveBaseKeys.map(objectiveKey);

/** Every metric key the stats calls accept: the daily metrics, then their objectives. */
export const metricKeys: readonly MetricKey[] = [...baseMetricKeys, ...objectiveMetricKeys];

/**
 * What a metric's number measures. `percent` is on the 0-100 scale; `ratio` is a plain number
 * (asymmetry: larger side / smaller side); `score` is 0-100.
 */
export type MetricUnit =
  'count' | 'seconds' | 'metres' | 'metresPerSecond' | 'percent' | 'ratio' | 'stars' | 'score';

/** How daily values combine into a week or a month. */
export type MetricAggregation = 'sum' | 'mean' | 'max';

export interface MetricDefinition {
  readonly key: MetricKey;
  readonly unit: MetricUnit;
  readonly aggregation: MetricAggregation;
  /** `true` when a higher value is an improvement, `false` when lower is, `null` when neither. */
  readonly higherIsBetter: boolean | null;
  readonly label: MessageDescriptor;
  /**
   * Decimals shown for sub-unit measures (a step of 0.62 s or 0.45 m); when absent, times read as
   * durations and distances as m/km.
   */
  readonly fractionDigits?: number;
  /** For a `<Key>Objective`, the metric it is the objective of. */
  readonly objectiveOf?: ObjectiveBaseKey;
}

type BaseSpec = Pick<
  MetricDefinition,
  'unit' | 'aggregation' | 'higherIsBetter' | 'fractionDigits'
>;

const count = { unit: 'count', aggregation: 'sum', higherIsBetter: true } as const;
const time = { unit: 'seconds', aggregation: 'sum', higherIsBetter: true } as const;
const stepTime = {
  unit: 'seconds',
  aggregation: 'mean',
  higherIsBetter: null,
  fractionDigits: 2,
} as const;
const stepDistance = {
  unit: 'metres',
  aggregation: 'mean',
  higherIsBetter: true,
  fractionDigits: 2,
} as const;
const variability = { unit: 'percent', aggregation: 'mean', higherIsBetter: false } as const;
const asymmetry = { unit: 'ratio', aggregation: 'mean', higherIsBetter: false } as const;
const stars = { unit: 'stars', aggregation: 'sum', higherIsBetter: true } as const;

const baseSpecs: Readonly<Record<BaseMetricKey, BaseSpec>> = {
  StepCount: count,
  StandCount: count,
  StandTime: time,
  WalkTime: time,
  WearTime: time,
  ActiveTime: time,
  WalkPerimeter: { unit: 'metres', aggregation: 'max', higherIsBetter: true },
  WalkDistance: { unit: 'metres', aggregation: 'sum', higherIsBetter: true },
  WalkSpeed: { unit: 'metresPerSecond', aggregation: 'mean', higherIsBetter: true },
  MaxWalkSpeed: { unit: 'metresPerSecond', aggregation: 'max', higherIsBetter: true },
  MaxStandTime: { unit: 'seconds', aggregation: 'max', higherIsBetter: true },
  // Less time sitting, and shorter unbroken sitting, is the aim of the device.
  sittingTime: { unit: 'seconds', aggregation: 'sum', higherIsBetter: false },
  maxSittingTime: { unit: 'seconds', aggregation: 'max', higherIsBetter: false },
  // Distance covered seated (the patient propels the wheelchair): activity too.
  sittingDistance: { unit: 'metres', aggregation: 'sum', higherIsBetter: true },
  // A step's duration is not better longer or shorter; its regularity and symmetry are.
  StepTime: stepTime,
  StepTimeCV: variability,
  StepDistance: stepDistance,
  StepDistanceCV: variability,
  LeftStepCount: count,
  LeftStepTime: stepTime,
  LeftStepTimeCV: variability,
  LeftStepDistance: stepDistance,
  LeftStepDistanceCV: variability,
  RightStepCount: count,
  RightStepTime: stepTime,
  RightStepTimeCV: variability,
  RightStepDistance: stepDistance,
  RightStepDistanceCV: variability,
  StepTimeAsymmetry: asymmetry,
  StepDistanceAsymmetry: asymmetry,
  SelfRehabilitation: time,
  SelfRehabilitationCount: count,
  Stars: stars,
  Performance: { unit: 'score', aggregation: 'mean', higherIsBetter: true },
  Usage: time,
  WorkoutStars: stars,
  ActivityStars: stars,
};

const metricMessages = defineMessages({
  StepCount: { id: 'domain.metric.StepCount', defaultMessage: 'Nombre de pas' },
  StandCount: { id: 'domain.metric.StandCount', defaultMessage: 'Nombre de mises debout' },
  StandTime: { id: 'domain.metric.StandTime', defaultMessage: 'Temps debout' },
  WalkTime: { id: 'domain.metric.WalkTime', defaultMessage: 'Temps de marche' },
  WearTime: { id: 'domain.metric.WearTime', defaultMessage: 'Temps de port' },
  ActiveTime: { id: 'domain.metric.ActiveTime', defaultMessage: 'Temps actif' },
  WalkPerimeter: { id: 'domain.metric.WalkPerimeter', defaultMessage: 'Périmètre de marche' },
  WalkDistance: { id: 'domain.metric.WalkDistance', defaultMessage: 'Distance de marche' },
  WalkSpeed: { id: 'domain.metric.WalkSpeed', defaultMessage: 'Vitesse de marche' },
  MaxWalkSpeed: { id: 'domain.metric.MaxWalkSpeed', defaultMessage: 'Vitesse de marche maximale' },
  MaxStandTime: { id: 'domain.metric.MaxStandTime', defaultMessage: 'Temps debout maximal' },
  sittingTime: { id: 'domain.metric.sittingTime', defaultMessage: 'Temps assis' },
  maxSittingTime: { id: 'domain.metric.maxSittingTime', defaultMessage: 'Temps assis maximal' },
  sittingDistance: {
    id: 'domain.metric.sittingDistance',
    defaultMessage: 'Distance parcourue assis',
  },
  StepTime: { id: 'domain.metric.StepTime', defaultMessage: 'Durée du pas' },
  StepTimeCV: { id: 'domain.metric.StepTimeCV', defaultMessage: 'Variabilité de la durée du pas' },
  StepDistance: { id: 'domain.metric.StepDistance', defaultMessage: 'Longueur du pas' },
  StepDistanceCV: {
    id: 'domain.metric.StepDistanceCV',
    defaultMessage: 'Variabilité de la longueur du pas',
  },
  LeftStepCount: {
    id: 'domain.metric.LeftStepCount',
    defaultMessage: 'Nombre de pas, côté gauche',
  },
  LeftStepTime: { id: 'domain.metric.LeftStepTime', defaultMessage: 'Durée du pas, côté gauche' },
  LeftStepTimeCV: {
    id: 'domain.metric.LeftStepTimeCV',
    defaultMessage: 'Variabilité de la durée du pas, côté gauche',
  },
  LeftStepDistance: {
    id: 'domain.metric.LeftStepDistance',
    defaultMessage: 'Longueur du pas, côté gauche',
  },
  LeftStepDistanceCV: {
    id: 'domain.metric.LeftStepDistanceCV',
    defaultMessage: 'Variabilité de la longueur du pas, côté gauche',
  },
  RightStepCount: {
    id: 'domain.metric.RightStepCount',
    defaultMessage: 'Nombre de pas, côté droit',
  },
  RightStepTime: { id: 'domain.metric.RightStepTime', defaultMessage: 'Durée du pas, côté droit' },
  RightStepTimeCV: {
    id: 'domain.metric.RightStepTimeCV',
    defaultMessage: 'Variabilité de la durée du pas, côté droit',
  },
  RightStepDistance: {
    id: 'domain.metric.RightStepDistance',
    defaultMessage: 'Longueur du pas, côté droit',
  },
  RightStepDistanceCV: {
    id: 'domain.metric.RightStepDistanceCV',
    defaultMessage: 'Variabilité de la longueur du pas, côté droit',
  },
  StepTimeAsymmetry: {
    id: 'domain.metric.StepTimeAsymmetry',
    defaultMessage: 'Asymétrie de la durée du pas',
  },
  StepDistanceAsymmetry: {
    id: 'domain.metric.StepDistanceAsymmetry',
    defaultMessage: 'Asymétrie de la longueur du pas',
  },
  SelfRehabilitation: {
    id: 'domain.metric.SelfRehabilitation',
    defaultMessage: 'Temps d’auto-rééducation',
  },
  SelfRehabilitationCount: {
    id: 'domain.metric.SelfRehabilitationCount',
    defaultMessage: 'Séances d’auto-rééducation',
  },
  Stars: { id: 'domain.metric.Stars', defaultMessage: 'Étoiles' },
  Performance: { id: 'domain.metric.Performance', defaultMessage: 'Performance' },
  Usage: { id: 'domain.metric.Usage', defaultMessage: 'Utilisation' },
  WorkoutStars: { id: 'domain.metric.WorkoutStars', defaultMessage: 'Étoiles d’exercice' },
  ActivityStars: { id: 'domain.metric.ActivityStars', defaultMessage: 'Étoiles d’activité' },
  StepCountObjective: {
    id: 'domain.metric.StepCountObjective',
    defaultMessage: 'Objectif : nombre de pas',
  },
  StandCountObjective: {
    id: 'domain.metric.StandCountObjective',
    defaultMessage: 'Objectif : nombre de mises debout',
  },
  StandTimeObjective: {
    id: 'domain.metric.StandTimeObjective',
    defaultMessage: 'Objectif : temps debout',
  },
  WalkTimeObjective: {
    id: 'domain.metric.WalkTimeObjective',
    defaultMessage: 'Objectif : temps de marche',
  },
  WearTimeObjective: {
    id: 'domain.metric.WearTimeObjective',
    defaultMessage: 'Objectif : temps de port',
  },
  ActiveTimeObjective: {
    id: 'domain.metric.ActiveTimeObjective',
    defaultMessage: 'Objectif : temps actif',
  },
  WalkPerimeterObjective: {
    id: 'domain.metric.WalkPerimeterObjective',
    defaultMessage: 'Objectif : périmètre de marche',
  },
  WalkDistanceObjective: {
    id: 'domain.metric.WalkDistanceObjective',
    defaultMessage: 'Objectif : distance de marche',
  },
  WalkSpeedObjective: {
    id: 'domain.metric.WalkSpeedObjective',
    defaultMessage: 'Objectif : vitesse de marche',
  },
  MaxWalkSpeedObjective: {
    id: 'domain.metric.MaxWalkSpeedObjective',
    defaultMessage: 'Objectif : vitesse de marche maximale',
  },
  MaxStandTimeObjective: {
    id: 'domain.metric.MaxStandTimeObjective',
    defaultMessage: 'Objectif : temps debout maximal',
  },
  sittingTimeObjective: {
    id: 'domain.metric.sittingTimeObjective',
    defaultMessage: 'Objectif : temps assis',
  },
  maxSittingTimeObjective: {
    id: 'domain.metric.maxSittingTimeObjective',
    defaultMessage: 'Objectif : temps assis maximal',
  },
  sittingDistanceObjective: {
    id: 'domain.metric.sittingDistanceObjective',
    defaultMessage: 'Objectif : distance parcourue assis',
  },
  StepTimeObjective: {
    id: 'domain.metric.StepTimeObjective',
    defaultMessage: 'Objectif : durée du pas',
  },
  StepTimeCVObjective: {
    id: 'domain.metric.StepTimeCVObjective',
    defaultMessage: 'Objectif : variabilité de la durée du pas',
  },
  StepDistanceObjective: {
    id: 'domain.metric.StepDistanceObjective',
    defaultMessage: 'Objectif : longueur du pas',
  },
  StepDistanceCVObjective: {
    id: 'domain.metric.StepDistanceCVObjective',
    defaultMessage: 'Objectif : variabilité de la longueur du pas',
  },
  LeftStepCountObjective: {
    id: 'domain.metric.LeftStepCountObjective',
    defaultMessage: 'Objectif : nombre de pas, côté gauche',
  },
  LeftStepTimeObjective: {
    id: 'domain.metric.LeftStepTimeObjective',
    defaultMessage: 'Objectif : durée du pas, côté gauche',
  },
  LeftStepTimeCVObjective: {
    id: 'domain.metric.LeftStepTimeCVObjective',
    defaultMessage: 'Objectif : variabilité de la durée du pas, côté gauche',
  },
  LeftStepDistanceObjective: {
    id: 'domain.metric.LeftStepDistanceObjective',
    defaultMessage: 'Objectif : longueur du pas, côté gauche',
  },
  LeftStepDistanceCVObjective: {
    id: 'domain.metric.LeftStepDistanceCVObjective',
    defaultMessage: 'Objectif : variabilité de la longueur du pas, côté gauche',
  },
  RightStepCountObjective: {
    id: 'domain.metric.RightStepCountObjective',
    defaultMessage: 'Objectif : nombre de pas, côté droit',
  },
  RightStepTimeObjective: {
    id: 'domain.metric.RightStepTimeObjective',
    defaultMessage: 'Objectif : durée du pas, côté droit',
  },
  RightStepTimeCVObjective: {
    id: 'domain.metric.RightStepTimeCVObjective',
    defaultMessage: 'Objectif : variabilité de la durée du pas, côté droit',
  },
  RightStepDistanceObjective: {
    id: 'domain.metric.RightStepDistanceObjective',
    defaultMessage: 'Objectif : longueur du pas, côté droit',
  },
  RightStepDistanceCVObjective: {
    id: 'domain.metric.RightStepDistanceCVObjective',
    defaultMessage: 'Objectif : variabilité de la longueur du pas, côté droit',
  },
  StepTimeAsymmetryObjective: {
    id: 'domain.metric.StepTimeAsymmetryObjective',
    defaultMessage: 'Objectif : asymétrie de la durée du pas',
  },
  StepDistanceAsymmetryObjective: {
    id: 'domain.metric.StepDistanceAsymmetryObjective',
    defaultMessage: 'Objectif : asymétrie de la longueur du pas',
  },
  SelfRehabilitationObjective: {
    id: 'domain.metric.SelfRehabilitationObjective',
    defaultMessage: 'Objectif : temps d’auto-rééducation',
  },
  SelfRehabilitationCountObjective: {
    id: 'domain.metric.SelfRehabilitationCountObjective',
    defaultMessage: 'Objectif : séances d’auto-rééducation',
  },
  StarsObjective: { id: 'domain.metric.StarsObjective', defaultMessage: 'Objectif : étoiles' },
  PerformanceObjective: {
    id: 'domain.metric.PerformanceObjective',
    defaultMessage: 'Objectif : performance',
  },
  UsageObjective: { id: 'domain.metric.UsageObjective', defaultMessage: 'Objectif : utilisation' },
});

/** The label of every metric key (objectives read "Objectif : …"). */
export const metricLabel: Readonly<Record<MetricKey, MessageDescriptor>> = metricMessages;

function buildDefinitions(): Readonly<Record<MetricKey, MetricDefinition>> {
  const definitions = {} as Record<MetricKey, MetricDefinition>;
  for (const key of baseMetricKeys) {
    definitions[key] = { key, ...baseSpecs[key], label: metricLabel[key] };
  }
  for (const base of objectiveBaseKeys) {
    const key = objectiveKey(base);
    definitions[key] = { ...definitions[base], key, label: metricLabel[key], objectiveOf: base };
  }
  return definitions;
}

/** Unit, aggregation, direction and label of every metric key. */
export const metricDefinitions = buildDefinitions();

const metricKeySet: ReadonlySet<string> = new Set(metricKeys);
const metricKeysByLowerCase: ReadonlyMap<string, MetricKey> = new Map(
  metricKeys.map((key) => [key.toLowerCase(), key]),
);

/** Whether a value is a metric key, spelled exactly as the API spells it. */
export function isMetricKey(value: unknown): value is MetricKey {
  return typeof value === 'string' && metricKeySet.has(value);
}

export interface ParsedMetricKeys {
  /** The known keys, in their canonical spelling, in order, without duplicates. */
  readonly keys: MetricKey[];
  /** The items that are not metric keys, as given (for a 400 that names them). */
  readonly unknown: string[];
}

/**
 * Parses the `types` parameter of the stats calls: a comma list (or several, when the parameter is
 * repeated). Items are trimmed and matched case-insensitively, since the spec's own client mixes
 * `sittingTime` and `StepCount`; empty items are ignored. An empty result is not an error here:
 * the caller decides.
 */
export function parseMetricKeys(commaList: string | readonly string[]): ParsedMetricKeys {
  const keys: MetricKey[] = [];
  const unknown: string[] = [];
  const lists = typeof commaList === 'string' ? [commaList] : commaList;
  for (const item of lists.flatMap((list) => list.split(','))) {
    const trimmed = item.trim();
    if (trimmed === '') {
      continue;
    }
    const key = metricKeysByLowerCase.get(trimmed.toLowerCase());
    if (key === undefined) {
      if (!unknown.includes(trimmed)) {
        unknown.push(trimmed);
      }
    } else if (!keys.includes(key)) {
      keys.push(key);
    }
  }
  return { keys, unknown };
}

/**
 * Combines the daily values of one metric into one bucket value with the metric's aggregation.
 * Missing values (`null`, `undefined`, NaN, infinities) are skipped, so a mean is over the days
 * with data. Returns `null` when no value is left.
 */
export function aggregate(
  key: MetricKey,
  values: readonly (number | null | undefined)[],
): number | null {
  return aggregateByPeriod(key, values, new Uint32Array(values.length), 1)[0]!;
}

/**
 * `aggregate` for many periods in one pass: `values[d]` is the value of day d, `periodOf[d]` the
 * period (0 to periodCount - 1) day d belongs to, days of a period in increasing order. Returns one
 * value per period: the aggregate of its days' values, `null` when none of them has a value.
 * The stats calls aggregate a year of days this way without an array per period.
 */
export function aggregateByPeriod(
  key: MetricKey,
  values: ArrayLike<number | null | undefined>,
  periodOf: ArrayLike<number>,
  periodCount: number,
): (number | null)[] {
  const result = new Array<number | null>(periodCount).fill(null);
  const aggregation = metricDefinitions[key].aggregation;
  const counts = aggregation === 'mean' ? new Uint32Array(periodCount) : null;
  for (let day = 0; day < values.length; day += 1) {
    const value = values[day];
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      continue;
    }
    const period = periodOf[day]!;
    const current = result[period]!;
    if (current === null) {
      result[period] = value;
    } else if (aggregation === 'max') {
      result[period] = value > current ? value : current;
    } else {
      result[period] = current + value;
    }
    if (counts) {
      counts[period]! += 1;
    }
  }
  if (counts) {
    for (let period = 0; period < periodCount; period += 1) {
      const current = result[period]!;
      if (current !== null) {
        result[period] = current / counts[period]!;
      }
    }
  }
  return result;
}

/**
 * The daily activity objectives (docs/product.md#stars-ranks-and-tags): the one set whose
 * objectives earn ActivityStars, count in Performance and in "N objectives met of M". Volumes the
 * device measures where more is better. `WalkPerimeter` stays apart: it is a capacity (the longest
 * walk without stopping), not a daily activity; screens that show it say that it counts in neither.
 */
export const activityObjectiveKeys = [
  'StepCount',
  'StandCount',
  'StandTime',
  'WalkTime',
  'WalkDistance',
  'ActiveTime',
  'sittingDistance',
] as const satisfies readonly ObjectiveBaseKey[];
export type ActivityObjectiveKey = (typeof activityObjectiveKeys)[number];

const activityObjectiveKeySet: ReadonlySet<string> = new Set(activityObjectiveKeys);

/** Whether a key's objective earns an ActivityStar and counts in Performance. */
export function isActivityObjectiveKey(key: string): key is ActivityObjectiveKey {
  return activityObjectiveKeySet.has(key);
}

/** Whether a number is an objective in force: finite and above zero (0 asks for nothing). */
export function isObjectiveInForce(objective: number | null | undefined): objective is number {
  return typeof objective === 'number' && Number.isFinite(objective) && objective > 0;
}

/**
 * The completion of an objective in percent (0-100), capped at 100 % as Performance counts it;
 * null without an objective in force or without a value.
 */
export function objectiveCompletion(
  value: number | null | undefined,
  objective: number | null | undefined,
): number | null {
  if (!isObjectiveInForce(objective) || typeof value !== 'number' || !Number.isFinite(value)) {
    return null;
  }
  return Math.min(100, (Math.max(0, value) / objective) * 100);
}

/**
 * A completion as a screen shows it in whole percent, rounded, except that an objective missed
 * never reads as 100 % (99,8 % shows 99 %; docs/product.md#constants, judged values).
 */
export function shownCompletion(completion: number): number {
  return completion >= 100 ? 100 : Math.min(99, Math.round(completion));
}

/** One activity objective of a day, as judged. */
export interface JudgedObjective {
  readonly key: ActivityObjectiveKey;
  /** The value judged: the day's value, 0 for a key the device did not report on a reported day. */
  readonly value: number;
  readonly objective: number;
  readonly met: boolean;
  /** 0-100, capped (see `objectiveCompletion`). */
  readonly completion: number;
}

/** A day's activity objectives judged, with the figures they give. */
export interface ActivityDay {
  /** One per activity objective in force and met; null on a day the device did not report. */
  readonly activityStars: number | null;
  /** 0-100, the mean capped completion, rounded; null without a reported day or an objective. */
  readonly performance: number | null;
  /** The objectives in force, in `activityObjectiveKeys` order (empty on a day not reported). */
  readonly judged: readonly JudgedObjective[];
}

/**
 * Judges a day's activity objectives (docs/product.md#performance-and-usage): each objective in
 * force is met when the value reaches it (value >= objective); a key the device did not report on
 * a day it reported counts as nothing done (0). ActivityStars is the number met; Performance the
 * mean of the capped completions, rounded to a whole number. The API stores these; My day shows
 * the same judgement from the recap.
 *
 * @param values the day's values by key (null or absent: not reported)
 * @param objectiveOf the objective in force that day for a key (null: none)
 * @param reported whether the device reported the day at all
 */
export function judgeActivityDay(
  values: Partial<Record<ActivityObjectiveKey, number | null | undefined>>,
  objectiveOf: (key: ActivityObjectiveKey) => number | null | undefined,
  reported: boolean,
): ActivityDay {
  if (!reported) {
    return { activityStars: null, performance: null, judged: [] };
  }
  const judged: JudgedObjective[] = [];
  for (const key of activityObjectiveKeys) {
    const objective = objectiveOf(key);
    if (!isObjectiveInForce(objective)) {
      continue;
    }
    const raw = values[key];
    const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : 0;
    judged.push({
      key,
      value,
      objective,
      met: value >= objective,
      completion: objectiveCompletion(value, objective)!,
    });
  }
  const activityStars = judged.filter((item) => item.met).length;
  const performance =
    judged.length > 0
      ? Math.round(judged.reduce((sum, item) => sum + item.completion, 0) / judged.length)
      : null;
  return { activityStars, performance, judged };
}

/**
 * "N objectives met of M" over a day's judged objectives (the recap's `yesterdayMetrics` or
 * `judged`): only the activity objectives count, so N is that day's ActivityStars. Objectives
 * outside the set (the walking perimeter) and those not judged (`met: null`) are left out.
 */
export function objectivesMet(metrics: readonly { key: string; met: boolean | null }[]): {
  met: number;
  total: number;
} {
  const counted = metrics.filter(
    (metric) => isActivityObjectiveKey(metric.key) && metric.met !== null,
  );
  return { met: counted.filter((metric) => metric.met).length, total: counted.length };
}
