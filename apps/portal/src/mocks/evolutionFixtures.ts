/**
 * The evolution screen's data for the stories: a patient followed for 120 days up to a fixed
 * "today" (Wednesday 25 November 2026), answered for whatever metric keys a tab asks for, so that
 * screenshots never depend on the day they are taken. Values follow simple, stable rules (a slow
 * progress, quieter weekends, no device on Sundays nor from 2 to 4 November), close to the demo
 * data's patient (right hemiparesis, intermediate walk).
 */
import {
  aggregate,
  metricDefinitions,
  objectiveKey,
  parseMetricKeys,
  type BaseMetricKey,
  type ObjectiveBaseKey,
} from '@oxilio/domain';
import type {
  ObjectiveCompletion,
  PercentagesResponse,
  StatsResponse,
} from '@oxilio/domain/contract';
import { ids } from './fixtures';

export const evolutionToday = '2026-11-25';
/** The first day the device measured. */
export const evolutionFirstDay = '2026-07-29';

const dayMs = 86_400_000;
const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function days(from: string, to: string): string[] {
  const result: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    result.push(day);
  }
  return result;
}

/** A stable wobble in [-1, 1] for a key and a day. */
function wobble(key: string, day: string): number {
  let hash = 2166136261;
  for (const char of `${key}${day}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  }
  return ((hash >>> 0) % 2001) / 1000 - 1;
}

const measured = (day: string) =>
  day >= evolutionFirstDay &&
  day <= evolutionToday &&
  weekday(day) !== 0 &&
  !(day >= '2026-11-02' && day <= '2026-11-04');

/** Typical values on the first day; each progresses by `progress` over the 120 days. */
const typical: Partial<Record<BaseMetricKey, { start: number; progress: number; spread: number }>> =
  {
    StepCount: { start: 520, progress: 0.5, spread: 0.25 },
    WalkDistance: { start: 140, progress: 0.55, spread: 0.25 },
    WalkTime: { start: 420, progress: 0.4, spread: 0.25 },
    WalkPerimeter: { start: 15, progress: 0.6, spread: 0.4 },
    WalkSpeed: { start: 0.32, progress: 0.12, spread: 0.05 },
    MaxWalkSpeed: { start: 0.42, progress: 0.12, spread: 0.08 },
    StandTime: { start: 2400, progress: 0.3, spread: 0.25 },
    StandCount: { start: 14, progress: 0.3, spread: 0.2 },
    ActiveTime: { start: 3300, progress: 0.3, spread: 0.2 },
    sittingDistance: { start: 520, progress: 0.1, spread: 0.35 },
    WearTime: { start: 29000, progress: 0.05, spread: 0.12 },
    StepTime: { start: 0.82, progress: -0.05, spread: 0.04 },
    LeftStepTime: { start: 0.7, progress: -0.04, spread: 0.05 },
    RightStepTime: { start: 0.95, progress: -0.06, spread: 0.05 },
    StepDistance: { start: 0.26, progress: 0.1, spread: 0.04 },
    LeftStepDistance: { start: 0.3, progress: 0.08, spread: 0.04 },
    RightStepDistance: { start: 0.23, progress: 0.12, spread: 0.05 },
    StepTimeCV: { start: 19, progress: -0.2, spread: 0.2 },
    StepDistanceCV: { start: 16, progress: -0.2, spread: 0.15 },
    StepTimeAsymmetry: { start: 1.38, progress: -0.06, spread: 0.05 },
    StepDistanceAsymmetry: { start: 1.3, progress: -0.05, spread: 0.05 },
    Performance: { start: 78, progress: 0.12, spread: 0.08 },
    ActivityStars: { start: 3, progress: 0.3, spread: 0.4 },
  };

/** The objectives in force (the step objective was raised on 26 September). */
function objectiveOn(key: ObjectiveBaseKey, day: string): number | null {
  switch (key) {
    case 'StepCount':
      return day < '2026-09-26' ? 600 : 800;
    case 'WalkDistance':
      return 200;
    case 'WalkTime':
      return 900;
    case 'WalkPerimeter':
      return 20;
    case 'StandTime':
      return 1200;
    case 'StandCount':
      return 8;
    case 'ActiveTime':
      return 2700;
    default:
      return null;
  }
}

/** A self-rehabilitation session on Mondays, Wednesdays and Fridays from 1 September. */
const session = (day: string) => day >= '2026-09-01' && [1, 3, 5].includes(weekday(day));

function valueOn(key: BaseMetricKey, day: string): number | null {
  if (key === 'SelfRehabilitationCount' || key === 'WorkoutStars') {
    return session(day) ? 1 : measured(day) ? 0 : null;
  }
  if (key === 'SelfRehabilitation') {
    return session(day) ? 720 + Math.round(wobble(key, day) * 120) : measured(day) ? 0 : null;
  }
  if (key === 'Stars') {
    const activity = valueOn('ActivityStars', day);
    const workout = valueOn('WorkoutStars', day);
    return activity === null && workout === null ? null : (activity ?? 0) + (workout ?? 0);
  }
  if (!measured(day)) {
    return null;
  }
  const spec = typical[key];
  if (!spec) {
    return null;
  }
  const elapsed = (Date.parse(day) - Date.parse(evolutionFirstDay)) / (120 * dayMs);
  const weekend = weekday(day) === 6 ? 0.8 : 1;
  const value =
    spec.start *
    (1 + spec.progress * elapsed) *
    (1 + spec.spread * wobble(key, day)) *
    (metricDefinitions[key].aggregation === 'sum' ? weekend : 1);
  return metricDefinitions[key].unit === 'count' || key === 'ActivityStars'
    ? Math.round(value)
    : value;
}

/**
 * `GET /patients/{id}/stats` by day for the keys of the request, from two years before the fixed
 * today (the screen asks for the last two years by day).
 */
export function evolutionStats(request: Request): StatsResponse {
  const url = new URL(request.url);
  const { keys } = parseMetricKeys(url.searchParams.get('types') ?? '');
  const from = addDays(evolutionToday, -729);
  const starts = days(from, evolutionToday);
  const series: StatsResponse['series'] = {};
  for (const key of keys) {
    const objectiveOf = metricDefinitions[key].objectiveOf;
    series[key] = starts.map((day) =>
      objectiveOf ? objectiveOn(objectiveOf, day) : valueOn(key as BaseMetricKey, day),
    );
  }
  return {
    patientId: ids.patient,
    from,
    to: evolutionToday,
    scale: 'Day',
    types: keys,
    starts,
    series,
  };
}

/** The same answer for a patient whose device has measured nothing yet (objectives only). */
export function newPatientStats(request: Request): StatsResponse {
  const answer = evolutionStats(request);
  return {
    ...answer,
    series: Object.fromEntries(
      Object.entries(answer.series).map(([key, values]) => [
        key,
        key.endsWith('Objective') ? values : values.map(() => null),
      ]),
    ),
  };
}

function bucketStart(day: string, scale: 'Day' | 'Week' | 'Month'): string {
  if (scale === 'Day') {
    return day;
  }
  return scale === 'Week' ? addDays(day, -((weekday(day) + 6) % 7)) : `${day.slice(0, 7)}-01`;
}

/** `GET /patients/{id}/percentages` over the request's range and scale, by the API's rules. */
export function evolutionPercentages(request: Request): PercentagesResponse {
  const url = new URL(request.url);
  const from = url.searchParams.get('from') ?? evolutionFirstDay;
  const to = url.searchParams.get('to') ?? evolutionToday;
  const scaleParam = url.searchParams.get('scale') ?? 'Day';
  const scale = (['Day', 'Week', 'Month'] as const).find((value) => value === scaleParam) ?? 'Day';
  const keys = parseMetricKeys(url.searchParams.get('types') ?? 'StepCount').keys.map(
    (key) => (metricDefinitions[key].objectiveOf ?? key) as ObjectiveBaseKey,
  );
  const groups = new Map<string, string[]>();
  for (const day of days(from, to)) {
    const start = bucketStart(day, scale);
    groups.set(start, [...(groups.get(start) ?? []), day]);
  }
  const buckets = [...groups].map(([start, bucketDays]) => {
    const metrics: Record<string, ObjectiveCompletion> = {};
    const capped: number[] = [];
    for (const key of keys) {
      const pairs = bucketDays.flatMap((day) => {
        const value = valueOn(key, day);
        const objective = objectiveOn(key, day);
        return value === null || objective === null ? [] : [{ value, objective }];
      });
      const value = aggregate(
        key,
        pairs.map((pair) => pair.value),
      );
      const objective = aggregate(
        objectiveKey(key),
        pairs.map((pair) => pair.objective),
      );
      const completion =
        value !== null && objective ? Math.round((value / objective) * 1000) / 10 : null;
      if (completion !== null) {
        capped.push(Math.min(100, completion));
      }
      metrics[key] = {
        value,
        objective,
        completion,
        daysMeasured: pairs.length,
        daysMet: pairs.filter((pair) => pair.value >= pair.objective).length,
      };
    }
    return {
      start,
      end: bucketDays[bucketDays.length - 1]!,
      overall:
        capped.length > 0
          ? Math.round((capped.reduce((a, b) => a + b, 0) / capped.length) * 10) / 10
          : null,
      metrics,
    };
  });
  return { patientId: ids.patient, from, to, scale, types: keys, buckets };
}
