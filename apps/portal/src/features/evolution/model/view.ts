/**
 * What the evolution screen shows, from the answers of the API (docs/decisions/
 * patient-evolution.md): a period (the last 7 days, the last 30 days, since the start) cut by a
 * scale (day, week, month), both in the URL so that a view can be bookmarked and shared.
 *
 * The daily stats of the last two years are fetched once per tab; every period and scale is cut
 * from them here, with the aggregation rules of @oxilio/domain, so that moving between periods or
 * scales never calls the API again. Periods end yesterday: today is in progress, never judged as a
 * missed day. A week or a month is always whole (its days up to yesterday), and
 * a volume (steps, times, distances) reads per day: the mean of the days the device measured, so
 * that a week with two days without the device is not a bad week, and the objective line stays the
 * daily objective whatever the scale.
 */
import {
  addDays,
  aggregate,
  daysBetween,
  isoWeekStart,
  lastCompletedDay,
  metricDefinitions,
  monthOf,
  objectiveKey,
  type BaseMetricKey,
  type MetricKey,
  type ObjectiveBaseKey,
} from '@oxilio/domain';
import type { PercentagesResponse, StatsResponse } from '@oxilio/domain/contract';

export const evolutionPeriods = ['week', 'month', 'all'] as const;
export type EvolutionPeriod = (typeof evolutionPeriods)[number];

export const evolutionScales = ['day', 'week', 'month'] as const;
export type EvolutionScale = (typeof evolutionScales)[number];

/**
 * The scales each period is shown with: enough points to read a trend, few enough to read each
 * one on a phone (a week has 7 days; 30 days, 30 days or 5 weeks; the whole follow-up, weeks or
 * months, never hundreds of days).
 */
export const scalesOf: Readonly<Record<EvolutionPeriod, readonly EvolutionScale[]>> = {
  week: ['day'],
  month: ['day', 'week'],
  all: ['week', 'month'],
};

export const defaultPeriod: EvolutionPeriod = 'month';

/** How many days back from today each period reaches (the whole follow-up: its first day). */
const periodDays: Readonly<Record<Exclude<EvolutionPeriod, 'all'>, number>> = {
  week: 7,
  month: 30,
};

/** The widest range a stats call answers (731 days); one day is left for a time-zone difference. */
export const historyDays = 730;

export interface ViewParams {
  period: EvolutionPeriod;
  scale: EvolutionScale;
}

const isPeriod = (value: string | null): value is EvolutionPeriod =>
  (evolutionPeriods as readonly (string | null)[]).includes(value);
const isScale = (value: string | null): value is EvolutionScale =>
  (evolutionScales as readonly (string | null)[]).includes(value);

/** A period with a scale it is shown with: the one asked for when allowed, else its first. */
export function viewParams(period: EvolutionPeriod, scale?: string | null): ViewParams {
  const allowed = scalesOf[period];
  const asked = scale ?? null;
  return { period, scale: isScale(asked) && allowed.includes(asked) ? asked : allowed[0]! };
}

/** The view of `?period=…&scale=…`; unknown or missing values give the default view. */
export function readViewParams(search: URLSearchParams): ViewParams {
  const period = search.get('period');
  return viewParams(isPeriod(period) ? period : defaultPeriod, search.get('scale'));
}

/** The query string of a view. */
export function viewSearch({ period, scale }: ViewParams): string {
  return `?${new URLSearchParams({ period, scale }).toString()}`;
}

/** How a bucket of days becomes one value. */
export type Reading =
  /** The mean of the days with a value: volumes read "per day" at every scale. */
  | 'perDay'
  /** The sum of the days: counts that make sense per week or month (sessions, stars). */
  | 'total'
  /** The metric's own rule (mean for speeds and step measures, maximum for Max* keys). */
  | 'rule';

/** How a metric reads by default: volumes per day, the others by their rule. */
export function defaultReading(key: BaseMetricKey): Reading {
  return metricDefinitions[key].aggregation === 'sum' ? 'perDay' : 'rule';
}

/** The x value of the bucket `day` falls in: the day, the Monday of its week, or `YYYY-MM`. */
export function bucketOf(day: string, scale: EvolutionScale): string {
  return scale === 'day' ? day : scale === 'week' ? isoWeekStart(day) : monthOf(day);
}

export interface EvolutionView extends ViewParams {
  /** The last day of the answer: today in the establishment's time zone, in progress. */
  today: string;
  /** The last day shown: yesterday, the last completed day (today is not judged before its end). */
  lastDay: string;
  /** The first day the device measured anything (within the last two years); null: none yet. */
  firstDay: string | null;
  /** First day of the period shown. */
  from: string;
  /** The x values of the chart, in order (ISO day, Monday of the ISO week, or `YYYY-MM`). */
  xs: readonly string[];
  /** One value per x for a metric, null where no day of the bucket has one. */
  values: (key: BaseMetricKey, reading?: Reading) => (number | null)[];
  /** One objective per x for a metric, null where none is in force. */
  objectives: (key: ObjectiveBaseKey, reading?: Reading) => (number | null)[];
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
const sum = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((total, value) => total + value, 0);
const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The first day with a value of any measured key of the answer (objectives do not count: they are
 * in force on every day), or null.
 */
export function firstMeasuredDay(stats: StatsResponse): string | null {
  let first: number | null = null;
  for (const [key, values] of Object.entries(stats.series)) {
    if (key.endsWith('Objective')) {
      continue;
    }
    const index = values.findIndex(isNumber);
    if (index >= 0 && (first === null || index < first)) {
      first = index;
    }
  }
  return first === null ? null : (stats.starts[first] ?? null);
}

/** The first day of a period ending on `lastDay` (yesterday: the last completed day). */
export function periodStart(
  period: EvolutionPeriod,
  lastDay: string,
  firstDay: string | null,
): string {
  if (period === 'all') {
    return firstDay ?? lastDay;
  }
  return addDays(lastDay, -(periodDays[period] - 1));
}

/**
 * The view of a period and scale over the daily stats of a tab (an answer at the Day scale, `to`
 * being today). Periods end yesterday: today is in progress, neither shown nor judged
 * (docs/product.md#days, @oxilio/domain lastCompletedDays).
 */
export function buildView(stats: StatsResponse, params: ViewParams): EvolutionView {
  const { scale } = params;
  const today = stats.to;
  const lastDay = lastCompletedDay(today);
  const firstDay = firstMeasuredDay(stats);
  const from = periodStart(params.period, lastDay, firstDay);
  const days = stats.starts;
  // The buckets shown: those of the days of the period.
  const xs: string[] = [];
  for (const day of days) {
    if (day >= from && day <= lastDay) {
      const x = bucketOf(day, scale);
      if (xs[xs.length - 1] !== x) {
        xs.push(x);
      }
    }
  }
  // Their days: every day of the answer in the bucket from the first measured one (a whole week or
  // month, as far as yesterday).
  const position = new Map(xs.map((x, index) => [x, index]));
  const daysOf: number[][] = xs.map(() => []);
  days.forEach((day, index) => {
    if ((firstDay !== null && day < firstDay) || day > lastDay) {
      return;
    }
    const bucket = position.get(bucketOf(day, scale));
    if (bucket !== undefined) {
      daysOf[bucket]!.push(index);
    }
  });
  const series = (key: MetricKey) => stats.series[key] ?? [];

  function values(key: BaseMetricKey, reading: Reading = defaultReading(key)) {
    const daily = series(key);
    return daysOf.map((indexes) => {
      const measured = indexes.map((index) => daily[index]).filter(isNumber);
      if (reading === 'perDay') {
        return mean(measured);
      }
      return reading === 'total' ? sum(measured) : aggregate(key, measured);
    });
  }

  function objectives(key: ObjectiveBaseKey, reading: Reading = defaultReading(key)) {
    const measuredDaily = series(key);
    const daily = series(objectiveKey(key));
    return daysOf.map((indexes) => {
      const all = indexes.map((index) => daily[index]).filter(isNumber);
      if (reading === 'total') {
        return sum(all);
      }
      // The objective of the days the value is the mean of, so that the two compare.
      const measured = indexes
        .filter((index) => isNumber(measuredDaily[index]))
        .map((index) => daily[index])
        .filter(isNumber);
      const judged = measured.length > 0 ? measured : all;
      return reading === 'perDay' ? mean(judged) : aggregate(objectiveKey(key), judged);
    });
  }

  return { ...params, today, lastDay, firstDay, from, xs, values, objectives };
}

/**
 * The percentages call that covers every bucket a scale is shown with, from the first day to the
 * last completed one (`lastDay`, yesterday); null when nothing was measured before today.
 */
export function completionRange(
  scale: EvolutionScale,
  lastDay: string,
  firstDay: string,
): { from: string; to: string; scale: 'Day' | 'Week' | 'Month' } | null {
  if (firstDay > lastDay) {
    return null;
  }
  // Days are only shown for the last 30 days at most: no need for the whole follow-up by day.
  const widest = scale === 'day' ? periodStart('month', lastDay, firstDay) : firstDay;
  const from = widest > firstDay ? widest : firstDay;
  return {
    from,
    to: lastDay,
    scale: scale === 'day' ? 'Day' : scale === 'week' ? 'Week' : 'Month',
  };
}

/** The completion of an objective at each x of a view (null where the bucket has none). */
export function completionAt(
  view: EvolutionView,
  percentages: PercentagesResponse,
  key: ObjectiveBaseKey,
): { completion: (number | null)[]; daysMet: number[]; daysMeasured: number[] } {
  const byX = new Map(
    percentages.buckets.map((bucket) => [bucketOf(bucket.start, view.scale), bucket.metrics[key]]),
  );
  const at = view.xs.map((x) => byX.get(x));
  return {
    completion: at.map((metric) => metric?.completion ?? null),
    daysMet: at.map((metric) => metric?.daysMet ?? 0),
    daysMeasured: at.map((metric) => metric?.daysMeasured ?? 0),
  };
}

/** A metric's mean per day at the start of the follow-up and now. */
export interface StartComparison {
  /** The first weeks of the follow-up: its first day and the mean per day. */
  start: { from: string; value: number | null };
  /** The last weeks, up to yesterday (today is in progress). */
  now: { from: string; value: number | null };
}

/** How many days the comparison windows hold: four weeks each. */
export const comparisonDays = 28;

/**
 * The first four weeks of the follow-up against the last four: null until there are eight weeks
 * (the windows would overlap or say nothing).
 */
export function compareWithStart(
  stats: StatsResponse,
  key: BaseMetricKey,
  reading: Reading = defaultReading(key),
): StartComparison | null {
  const firstDay = firstMeasuredDay(stats);
  const lastDay = lastCompletedDay(stats.to);
  if (firstDay === null || daysBetween(firstDay, lastDay) + 1 < 2 * comparisonDays) {
    return null;
  }
  const startEnd = addDays(firstDay, comparisonDays - 1);
  const nowFrom = addDays(lastDay, -(comparisonDays - 1));
  const daily = stats.series[key] ?? [];
  const window = (from: string, to: string) => {
    const measured = stats.starts
      .map((day, index) => (day >= from && day <= to ? daily[index] : null))
      .filter(isNumber);
    return reading === 'rule' ? aggregate(key, measured) : mean(measured);
  };
  return {
    start: { from: firstDay, value: window(firstDay, startEnd) },
    now: { from: nowFrom, value: window(nowFrom, lastDay) },
  };
}
