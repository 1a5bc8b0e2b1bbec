import { describe, expect, it } from 'vitest';
import {
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
} from './metrics';

const units = [
  'count',
  'seconds',
  'metres',
  'metresPerSecond',
  'percent',
  'ratio',
  'stars',
  'score',
];

describe('metric keys', () => {
  it('lists every metric of the spec once, with the left and right variants', () => {
    for (const key of [
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
      'RightStepCount',
      'LeftStepTime',
      'RightStepTime',
      'LeftStepTimeCV',
      'RightStepTimeCV',
      'LeftStepDistance',
      'RightStepDistance',
      'LeftStepDistanceCV',
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
      'StepCountObjective',
      'sittingTimeObjective',
      'UsageObjective',
    ]) {
      expect(isMetricKey(key), key).toBe(true);
    }
    expect(new Set(metricKeys).size).toBe(metricKeys.length);
    expect(baseMetricKeys).toHaveLength(37);
  });

  it('gives every metric except the star breakdowns an objective counterpart', () => {
    expect(objectiveMetricKeys).toHaveLength(baseMetricKeys.length - 2);
    expect(objectiveBaseKeys).not.toContain('WorkoutStars');
    expect(objectiveBaseKeys).not.toContain('ActivityStars');
    expect(isMetricKey('WorkoutStarsObjective')).toBe(false);
    expect(objectiveKey('WalkSpeed')).toBe('WalkSpeedObjective');
    expect(metricKeys).toHaveLength(baseMetricKeys.length + objectiveMetricKeys.length);
  });

  it('gives every key a unit, an aggregation, a direction and its own label', () => {
    const ids = new Set<string>();
    for (const key of metricKeys) {
      const definition = metricDefinitions[key];
      expect(definition.key).toBe(key);
      expect(units).toContain(definition.unit);
      expect(['sum', 'mean', 'max']).toContain(definition.aggregation);
      expect([true, false, null]).toContain(definition.higherIsBetter);
      expect(definition.label).toBe(metricLabel[key]);
      expect(definition.label.id).toBe(`domain.metric.${key}`);
      expect(definition.label.defaultMessage.trim()).not.toBe('');
      ids.add(definition.label.id);
    }
    expect(ids.size).toBe(metricKeys.length);
  });

  it('sums, averages or takes the maximum as the stats rule says', () => {
    const aggregationOf = (key: keyof typeof metricDefinitions) =>
      metricDefinitions[key].aggregation;
    for (const key of [
      'StepCount',
      'StandCount',
      'StandTime',
      'WalkTime',
      'WalkDistance',
      'sittingDistance',
      'Usage',
      'Stars',
    ]) {
      expect(aggregationOf(key as never), key).toBe('sum');
    }
    for (const key of [
      'WalkSpeed',
      'StepTime',
      'StepDistance',
      'StepTimeCV',
      'RightStepDistanceCV',
      'StepTimeAsymmetry',
      'Performance',
    ]) {
      expect(aggregationOf(key as never), key).toBe('mean');
    }
    for (const key of ['MaxWalkSpeed', 'MaxStandTime', 'maxSittingTime', 'WalkPerimeter']) {
      expect(aggregationOf(key as never), key).toBe('max');
    }
  });

  it('gives an objective the unit, aggregation and direction of its metric', () => {
    for (const base of objectiveBaseKeys) {
      const objective = metricDefinitions[objectiveKey(base)];
      expect(objective.objectiveOf).toBe(base);
      expect(objective.unit).toBe(metricDefinitions[base].unit);
      expect(objective.aggregation).toBe(metricDefinitions[base].aggregation);
      expect(objective.higherIsBetter).toBe(metricDefinitions[base].higherIsBetter);
      expect(objective.label.defaultMessage).toMatch(/^Objectif : /);
    }
  });
});

describe('isMetricKey', () => {
  it('accepts only exact keys', () => {
    expect(isMetricKey('StepCount')).toBe(true);
    expect(isMetricKey('stepcount')).toBe(false);
    expect(isMetricKey('Steps')).toBe(false);
    expect(isMetricKey(42)).toBe(false);
    expect(isMetricKey(undefined)).toBe(false);
  });
});

describe('parseMetricKeys', () => {
  it('parses a comma list, trimming and ignoring empty items', () => {
    expect(parseMetricKeys('StepCount, WalkDistance,,StepCountObjective,')).toEqual({
      keys: ['StepCount', 'WalkDistance', 'StepCountObjective'],
      unknown: [],
    });
  });

  it('returns the unknown items as given, so the API can name them in a 400', () => {
    expect(parseMetricKeys('StepCount,Steps,WalkDistance,Foo,Steps')).toEqual({
      keys: ['StepCount', 'WalkDistance'],
      unknown: ['Steps', 'Foo'],
    });
  });

  it('matches case-insensitively and returns the canonical spelling, once', () => {
    expect(parseMetricKeys('SittingTime,stepcount,StepCount').keys).toEqual([
      'sittingTime',
      'StepCount',
    ]);
  });

  it('accepts a repeated parameter', () => {
    expect(parseMetricKeys(['StepCount,WalkTime', 'Stars', 'nope'])).toEqual({
      keys: ['StepCount', 'WalkTime', 'Stars'],
      unknown: ['nope'],
    });
  });

  it('gives nothing for an empty list', () => {
    expect(parseMetricKeys('')).toEqual({ keys: [], unknown: [] });
  });
});

describe('aggregateByPeriod', () => {
  const periodOf = [0, 0, 0, 1, 1, 2, 2];
  const days = [100, null, 300, Number.NaN, 50, undefined, null];

  it('aggregates each period over its days with the metric rule, null for a period without data', () => {
    expect(aggregateByPeriod('StepCount', days, periodOf, 3)).toEqual([400, 50, null]);
    expect(aggregateByPeriod('WalkSpeed', days, periodOf, 3)).toEqual([200, 50, null]);
    expect(aggregateByPeriod('MaxWalkSpeed', [0.5, 1.2, 0.9, 0.4, 0.3, 1, 2], periodOf, 3)).toEqual(
      [1.2, 0.4, 2],
    );
  });

  it('gives, period by period, what aggregate gives for the same days', () => {
    const values = [3, -1, 0.1, 0.2, 7.5, 0, 12];
    const periods = [0, 1, 1, 1, 2, 2, 3];
    for (const key of ['StepCount', 'WalkSpeed', 'MaxStandTime', 'StepTimeCV'] as const) {
      const expected = [0, 1, 2, 3].map((period) =>
        aggregate(
          key,
          values.filter((_, day) => periods[day] === period),
        ),
      );
      expect(aggregateByPeriod(key, values, periods, 4)).toEqual(expected);
    }
  });
});

describe('aggregate', () => {
  it('sums counts, times and distances', () => {
    expect(aggregate('StepCount', [1000, 2500, 0, 500])).toBe(4000);
    expect(aggregate('WalkTime', [60, 120.5])).toBe(180.5);
  });

  it('averages speeds, step metrics and scores', () => {
    expect(aggregate('WalkSpeed', [0.5, 0.7, 0.9])).toBeCloseTo(0.7);
    expect(aggregate('StepTimeCV', [3, 5])).toBe(4);
    expect(aggregate('Performance', [50, 100])).toBe(75);
  });

  it('takes the maximum of Max* keys', () => {
    expect(aggregate('MaxWalkSpeed', [0.5, 1.2, 0.9])).toBe(1.2);
    expect(aggregate('maxSittingTime', [3600, 7200, 1800])).toBe(7200);
  });

  it('aggregates an objective like its metric', () => {
    expect(aggregate('StepCountObjective', [3000, 3000, 3500])).toBe(9500);
    expect(aggregate('WalkSpeedObjective', [0.6, 0.8])).toBeCloseTo(0.7);
  });

  it('skips missing days instead of counting them as zero', () => {
    expect(aggregate('WalkSpeed', [0.6, null, undefined, Number.NaN, 0.8])).toBeCloseTo(0.7);
    expect(aggregate('StepCount', [100, null, 200])).toBe(300);
  });

  it('gives null for a bucket without data', () => {
    expect(aggregate('StepCount', [])).toBeNull();
    expect(aggregate('WalkSpeed', [null, undefined])).toBeNull();
    expect(aggregate('MaxWalkSpeed', [])).toBeNull();
  });
});
