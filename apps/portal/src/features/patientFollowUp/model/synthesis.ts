import {
  gaitTrend,
  gaitTrendMetrics,
  isSessionCompleted,
  sessionOutcome,
  walkingSpeedBand,
  walkingSpeedChange,
  type GaitTrend,
  type MetricKey,
  type WalkingSpeedBand,
  type WalkingSpeedChange,
} from '@oxilio/domain';
import type { PatientSettings, Session, StatsResponse } from '@oxilio/domain/contract';

/** The key measures of the synthesis, in the order shown. */
export const synthesisMetrics = [
  'WalkSpeed',
  'StepCount',
  'WalkDistance',
  'ActiveTime',
  'StandTime',
  'StepTimeAsymmetry',
  'StepDistanceAsymmetry',
  'StepTimeCV',
] as const satisfies readonly MetricKey[];
export type SynthesisMetric = (typeof synthesisMetrics)[number];

/** The daily activity objectives compared in the synthesis. */
export const synthesisObjectives = [
  'StepCountObjective',
  'WalkDistanceObjective',
  'ActiveTimeObjective',
  'StandTimeObjective',
] as const satisfies readonly MetricKey[];

/** Days of history asked for "since the start": the API's longest range (two years). */
export const historyDays = 730;
/** Days of a window: the last 7 days, and the first 7 measured days ("at the start"). */
export const windowDays = 7;

export interface MetricSummary {
  metric: SynthesisMetric;
  /** Daily mean over the last 7 days (days with a measure); null without any. */
  last7: number | null;
  /** Daily mean over the first 7 days from the first measured day; null without any. */
  start: number | null;
}

export interface Synthesis {
  /** The first day with any measure, or null for a patient without data yet. */
  firstDay: string | null;
  metrics: MetricSummary[];
  walkingSpeed: {
    band: WalkingSpeedBand | null;
    change: WalkingSpeedChange | null;
  };
  /** One per watched gait measure that has enough data. */
  trends: GaitTrend[];
}

const isMeasure = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Mean of the measured values; null when none. */
export function meanOf(values: readonly (number | null | undefined)[]): number | null {
  const measured = values.filter(isMeasure);
  return measured.length > 0 ? measured.reduce((a, b) => a + b, 0) / measured.length : null;
}

/** Index of the first period with any measure of `keys`, or -1. */
export function firstMeasuredIndex(stats: StatsResponse, keys: readonly string[]): number {
  const length = stats.starts.length;
  for (let index = 0; index < length; index += 1) {
    if (keys.some((key) => isMeasure(stats.series[key]?.[index]))) {
      return index;
    }
  }
  return -1;
}

/** The synthesis of daily stats ending today: last 7 days, start, walking speed band, trends. */
export function buildSynthesis(stats: StatsResponse): Synthesis {
  const first = firstMeasuredIndex(stats, synthesisMetrics);
  const length = stats.starts.length;
  const series = (key: string) => stats.series[key] ?? [];
  const metrics = synthesisMetrics.map((metric) => ({
    metric,
    last7: meanOf(series(metric).slice(Math.max(0, length - windowDays))),
    start: first < 0 ? null : meanOf(series(metric).slice(first, first + windowDays)),
  }));
  const speed = metrics.find((item) => item.metric === 'WalkSpeed');
  const trends = gaitTrendMetrics
    .map((metric) => gaitTrend(metric, series(metric)))
    .filter((trend): trend is GaitTrend => trend !== null);
  return {
    firstDay: first < 0 ? null : (stats.starts[first] ?? null),
    metrics,
    walkingSpeed: {
      band: walkingSpeedBand(speed?.last7),
      change: walkingSpeedChange(speed?.start, speed?.last7),
    },
    trends,
  };
}

/** The review of each day's latest reviewed session, oldest first (sessions come newest first). */
export function reviewsByDay(
  sessions: readonly Session[],
): { day: string; pain: number; difficulty: number }[] {
  const seen = new Map<string, { day: string; pain: number; difficulty: number }>();
  for (const session of sessions) {
    if (session.review && !seen.has(session.day)) {
      seen.set(session.day, {
        day: session.day,
        pain: session.review.pain,
        difficulty: session.review.difficulty,
      });
    }
  }
  return [...seen.values()].sort((a, b) => a.day.localeCompare(b.day));
}

export interface Adherence {
  /** Days with a self-rehabilitation session that counts (`sessionOutcome`) in the window. */
  done: number;
  /** Sessions expected in the window (settings' weekly count), or null when not set. */
  expected: number | null;
  /** done / expected in percent, capped at 100; null without expectation. */
  percent: number | null;
}

/** Self-rehabilitation adherence over `weeks` weeks ending on `today`. */
export function adherenceOf(
  sessions: readonly Session[],
  settings: PatientSettings['settings'] | undefined,
  from: string,
  today: string,
  weeks: number,
): Adherence {
  const days = new Set(
    sessions
      .filter(
        (session) =>
          session.isSelfRehabilitation &&
          sessionOutcome(session.steps, { completed: isSessionCompleted(session) }).counts &&
          session.day >= from &&
          session.day <= today,
      )
      .map((session) => session.day),
  );
  const weekly = settings?.weeklySelfRehabilitationSessions;
  const expected = typeof weekly === 'number' && weekly > 0 ? weekly * weeks : null;
  return {
    done: days.size,
    expected,
    percent: expected ? Math.min(100, Math.round((days.size / expected) * 100)) : null,
  };
}
