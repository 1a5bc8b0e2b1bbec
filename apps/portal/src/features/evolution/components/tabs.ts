/**
 * What each tab of the evolution screen shows: its charts, and the metrics (and objectives) its one
 * stats call asks for. WearTime is asked by every tab: the first day the device was worn is where
 * "since the start" begins, the same day on every tab.
 */
import {
  objectiveKey,
  type BaseMetricKey,
  type MetricKey,
  type ObjectiveBaseKey,
} from '@oxilio/domain';
import type { MessageDescriptor } from 'react-intl';
import type { Reading } from '../model/view';
import { evolutionChartMessages as m } from './messages';
import type { UnitName } from './units';

interface ChartBase {
  /** Stable id (React key, test hooks). */
  id: string;
  /** Title; may select on `{scale}`. */
  title: MessageDescriptor;
  /** A sentence under the title that says how to read the chart. */
  hint?: MessageDescriptor;
  unit: UnitName;
}

/** One metric as bars, green with a check where they meet the objective. */
export interface BarSpec extends ChartBase {
  kind: 'bar';
  key: BaseMetricKey;
  label: MessageDescriptor;
  objective?: ObjectiveBaseKey;
  reading?: Reading;
}

/** Several metrics as lines (left and right, mean and maximum...). */
export interface LineSpec extends ChartBase {
  kind: 'line';
  series: readonly { key: BaseMetricKey; label: MessageDescriptor }[];
}

/** Parts of a whole as stacked bars; a part may be a metric minus another (standing still). */
export interface StackedSpec extends ChartBase {
  kind: 'stacked';
  parts: readonly { key: BaseMetricKey; minus?: BaseMetricKey; label: MessageDescriptor }[];
  objective?: ObjectiveBaseKey;
  reading?: Reading;
}

/** The completion of objectives (`percentages`), in percent, against 100 %. */
export interface CompletionSpec extends ChartBase {
  kind: 'completion';
  series: readonly { key: ObjectiveBaseKey; label: MessageDescriptor }[];
}

export type ChartSpec = BarSpec | LineSpec | StackedSpec | CompletionSpec;

/** A figure of the "since the start" card: the last four weeks against the first four. */
export interface ComparisonSpec {
  key: BaseMetricKey;
  label: MessageDescriptor;
  unit: UnitName;
  reading?: Reading;
}

export interface TabSpec {
  charts: readonly ChartSpec[];
  comparisons?: readonly ComparisonSpec[];
}

export const evolutionTabs = {
  walk: {
    comparisons: [
      { key: 'StepCount', label: m.steps, unit: 'steps' },
      { key: 'WalkDistance', label: m.walkDistance, unit: 'metres' },
      { key: 'WalkSpeed', label: m.walkSpeed, unit: 'metresPerSecond' },
    ],
    charts: [
      {
        kind: 'bar',
        id: 'steps',
        title: m.steps,
        key: 'StepCount',
        label: m.stepsLabel,
        objective: 'StepCount',
        unit: 'steps',
      },
      {
        kind: 'bar',
        id: 'walk-distance',
        title: m.walkDistance,
        key: 'WalkDistance',
        label: m.walkDistanceLabel,
        objective: 'WalkDistance',
        unit: 'metres',
      },
      {
        kind: 'bar',
        id: 'walk-time',
        title: m.walkTime,
        key: 'WalkTime',
        label: m.walkTimeLabel,
        objective: 'WalkTime',
        unit: 'minutes',
      },
      {
        kind: 'bar',
        id: 'walk-perimeter',
        title: m.walkPerimeter,
        hint: m.walkPerimeterHint,
        key: 'WalkPerimeter',
        label: m.walkPerimeterLabel,
        objective: 'WalkPerimeter',
        unit: 'metres',
      },
    ],
  },
  walkQuality: {
    charts: [
      {
        kind: 'line',
        id: 'walk-speed',
        title: m.walkSpeed,
        unit: 'metresPerSecond',
        series: [
          { key: 'WalkSpeed', label: m.walkSpeedMean },
          { key: 'MaxWalkSpeed', label: m.walkSpeedMax },
        ],
      },
      {
        kind: 'line',
        id: 'step-length',
        title: m.stepLength,
        unit: 'centimetres',
        series: [
          { key: 'LeftStepDistance', label: m.left },
          { key: 'RightStepDistance', label: m.right },
        ],
      },
      {
        kind: 'line',
        id: 'step-duration',
        title: m.stepDuration,
        unit: 'seconds',
        series: [
          { key: 'LeftStepTime', label: m.left },
          { key: 'RightStepTime', label: m.right },
        ],
      },
      {
        kind: 'line',
        id: 'regularity',
        title: m.regularity,
        hint: m.regularityHint,
        unit: 'percent',
        series: [
          { key: 'StepTimeCV', label: m.durationVariability },
          { key: 'StepDistanceCV', label: m.lengthVariability },
        ],
      },
      {
        kind: 'line',
        id: 'asymmetry',
        title: m.asymmetry,
        hint: m.asymmetryHint,
        unit: 'asymmetry',
        series: [
          { key: 'StepTimeAsymmetry', label: m.durationAsymmetry },
          { key: 'StepDistanceAsymmetry', label: m.lengthAsymmetry },
        ],
      },
    ],
  },
  activity: {
    charts: [
      {
        kind: 'stacked',
        id: 'standing',
        title: m.standing,
        unit: 'minutes',
        parts: [
          { key: 'WalkTime', label: m.standingWalking },
          { key: 'StandTime', minus: 'WalkTime', label: m.standingStill },
        ],
        objective: 'StandTime',
      },
      {
        kind: 'bar',
        id: 'active-time',
        title: m.activeTime,
        key: 'ActiveTime',
        label: m.activeTimeLabel,
        objective: 'ActiveTime',
        unit: 'minutes',
      },
      {
        kind: 'bar',
        id: 'stand-count',
        title: m.standCount,
        key: 'StandCount',
        label: m.standCountLabel,
        objective: 'StandCount',
        unit: 'count',
      },
      {
        kind: 'bar',
        id: 'wheelchair-distance',
        title: m.wheelchairDistance,
        key: 'sittingDistance',
        label: m.wheelchairDistanceLabel,
        objective: 'sittingDistance',
        unit: 'metres',
      },
      {
        kind: 'bar',
        id: 'wear-time',
        title: m.wearTime,
        key: 'WearTime',
        label: m.wearTimeLabel,
        objective: 'WearTime',
        unit: 'hours',
      },
    ],
  },
  rehabilitation: {
    charts: [
      {
        kind: 'bar',
        id: 'sessions',
        title: m.sessions,
        key: 'SelfRehabilitationCount',
        label: m.sessionsLabel,
        objective: 'SelfRehabilitationCount',
        reading: 'total',
        unit: 'count',
      },
      {
        kind: 'bar',
        id: 'session-time',
        title: m.sessionTime,
        key: 'SelfRehabilitation',
        label: m.sessionTimeLabel,
        objective: 'SelfRehabilitation',
        reading: 'total',
        unit: 'minutes',
      },
    ],
  },
  performance: {
    charts: [
      {
        kind: 'bar',
        id: 'performance',
        title: m.performance,
        hint: m.performanceHint,
        key: 'Performance',
        label: m.performanceLabel,
        objective: 'Performance',
        unit: 'score',
      },
      {
        kind: 'stacked',
        id: 'stars',
        title: m.stars,
        unit: 'count',
        reading: 'total',
        parts: [
          { key: 'ActivityStars', label: m.activityStars },
          { key: 'WorkoutStars', label: m.workoutStars },
        ],
      },
      {
        kind: 'completion',
        id: 'walking-completion',
        title: m.walkingCompletion,
        hint: m.walkingCompletionHint,
        unit: 'percent',
        series: [
          { key: 'StepCount', label: m.stepsLabel },
          { key: 'WalkDistance', label: m.walkDistanceLabel },
          { key: 'WalkTime', label: m.walkTimeLabel },
        ],
      },
    ],
  },
} as const satisfies Record<string, TabSpec>;

export type EvolutionTabName = keyof typeof evolutionTabs;

/** The keys of a tab's stats call: its metrics, their objectives, and WearTime. */
export function statsKeysOf(tab: TabSpec): MetricKey[] {
  const keys = new Set<MetricKey>(['WearTime']);
  const withObjective = (objective?: ObjectiveBaseKey) => {
    if (objective) {
      keys.add(objective);
      keys.add(objectiveKey(objective));
    }
  };
  for (const chart of tab.charts) {
    switch (chart.kind) {
      case 'bar':
        keys.add(chart.key);
        withObjective(chart.objective);
        break;
      case 'line':
        chart.series.forEach((series) => keys.add(series.key));
        break;
      case 'stacked':
        chart.parts.forEach((part) => {
          keys.add(part.key);
          if (part.minus) {
            keys.add(part.minus);
          }
        });
        withObjective(chart.objective);
        break;
      case 'completion':
        break;
    }
  }
  for (const comparison of tab.comparisons ?? []) {
    keys.add(comparison.key);
  }
  return [...keys];
}
