/**
 * The activity objective set and how a day is judged (docs/product.md#performance-and-usage,
 * docs/decisions/objective-set-and-judged-values.md), and how a judged value is shown beside its
 * objective (docs/product.md#constants).
 */
import { supportedLocales as locales } from '@oxilio/locales';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatMetric,
  formatMetricAgainst,
  valuesAgainstObjectives,
} from './format';
import {
  activityObjectiveKeys,
  isActivityObjectiveKey,
  judgeActivityDay,
  objectiveCompletion,
  objectivesMet,
  shownCompletion,
  type ActivityObjectiveKey,
} from './metrics';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the activity objective set', () => {
  it('holds the daily activity volumes and leaves the walking perimeter apart', () => {
    expect([...activityObjectiveKeys]).toEqual([
      'StepCount',
      'StandCount',
      'StandTime',
      'WalkTime',
      'WalkDistance',
      'ActiveTime',
      'sittingDistance',
    ]);
    expect(isActivityObjectiveKey('WalkPerimeter')).toBe(false);
    expect(isActivityObjectiveKey('StepCount')).toBe(true);
  });
});

describe('judgeActivityDay', () => {
  // The demo's 26/11 as it was shown: five objectives met on screen, four activity stars.
  const objectives: Partial<Record<string, number>> = {
    StandCount: 8,
    StandTime: 1200,
    StepCount: 800,
    WalkTime: 900,
    WalkDistance: 250,
    WalkPerimeter: 20,
    ActiveTime: 2700,
  };
  const day = {
    StandCount: 9,
    StandTime: 1300,
    StepCount: 820,
    WalkTime: 950,
    WalkDistance: 240,
    ActiveTime: 2400,
    WalkPerimeter: 25,
  };

  it('counts as met only the objectives of the set, so N met equals the activity stars', () => {
    const judged = judgeActivityDay(day, (key) => objectives[key] ?? null, true);
    expect(judged.activityStars).toBe(4);
    expect(judged.judged.map((item) => item.key)).not.toContain('WalkPerimeter');
    // The recap lists the perimeter too (met): it does not count.
    const recap = [
      ...judged.judged,
      { key: 'WalkPerimeter', met: day.WalkPerimeter >= objectives.WalkPerimeter! },
    ];
    expect(objectivesMet(recap)).toEqual({ met: 4, total: 6 });
  });

  it('gives performance as the rounded mean of capped completions of the same set', () => {
    const judged = judgeActivityDay(day, (key) => objectives[key] ?? null, true);
    // 100, 100, 100, 100, 96, 88.9 -> 97.5
    expect(judged.performance).toBe(Math.round((400 + 96 + (2400 / 2700) * 100) / 6));
  });

  it('counts a key the device did not report, on a day it reported, as nothing done', () => {
    const judged = judgeActivityDay({ StepCount: 900 }, () => 100, true);
    expect(judged.activityStars).toBe(1);
    expect(judged.judged).toHaveLength(activityObjectiveKeys.length);
    expect(judged.performance).toBe(Math.round(100 / activityObjectiveKeys.length));
  });

  it('judges nothing on a day the device did not report', () => {
    expect(judgeActivityDay({}, () => 100, false)).toEqual({
      activityStars: null,
      performance: null,
      judged: [],
    });
  });

  it('ignores objectives of zero or none, and a day without objective has no performance', () => {
    const judged = judgeActivityDay(
      { StepCount: 10 },
      (key) => (key === 'StepCount' ? 0 : null),
      true,
    );
    expect(judged).toEqual({ activityStars: 0, performance: null, judged: [] });
  });

  const value = fc.option(fc.double({ min: 0, max: 100_000, noNaN: true }), { nil: null });
  const objective = fc.option(
    fc.oneof(
      fc.constant(0),
      fc.integer({ min: 1, max: 50_000 }),
      fc.double({ min: 0, max: 50_000, noNaN: true }),
    ),
    { nil: null },
  );
  const record = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.record(
      Object.fromEntries(activityObjectiveKeys.map((key) => [key, arbitrary])) as Record<
        ActivityObjectiveKey,
        fc.Arbitrary<T>
      >,
    );

  it('property: objectives met in the set == ActivityStars, performance == mean capped completion', () => {
    fc.assert(
      fc.property(
        record(value),
        record(objective),
        value,
        objective,
        (values, objectiveValues, perimeter, perimeterObjective) => {
          const judged = judgeActivityDay(values, (key) => objectiveValues[key], true);
          // What the recap lists: every activity key with an objective, then the perimeter.
          const listed = [
            ...judged.judged.map((item) => ({ key: item.key, met: item.met })),
            {
              key: 'WalkPerimeter',
              met:
                perimeter !== null && perimeterObjective !== null
                  ? perimeter >= perimeterObjective
                  : null,
            },
          ];
          const { met, total } = objectivesMet(listed);
          expect(met).toBe(judged.activityStars);
          const inForce = activityObjectiveKeys.filter((key) => (objectiveValues[key] ?? 0) > 0);
          expect(total).toBe(inForce.length);
          const completions = inForce.map((key) =>
            objectiveCompletion(values[key] ?? 0, objectiveValues[key])!,
          );
          expect(completions.every((completion) => completion >= 0 && completion <= 100)).toBe(
            true,
          );
          expect(judged.performance).toBe(
            completions.length === 0
              ? null
              : Math.round(completions.reduce((a, b) => a + b, 0) / completions.length),
          );
        },
      ),
    );
  });
});

describe('durations as the product writes them', () => {
  it.each([
    [538, '8 min 58 s'],
    [3785, '1 h 3 min 5 s'],
  ])('writes %d s as "%s", seconds kept', (seconds, expected) => {
    expect(plain(formatDuration(seconds, 'fr'))).toBe(expected);
    expect(plain(formatMetric('WalkTime', seconds, 'fr'))).toBe(expected);
  });

  it.each(locales)('keeps the seconds in %s', (locale) => {
    const text = plain(formatDuration(538, locale));
    expect(text).toMatch(/^8 \S+ 58 \S+$/);
  });
});

describe('a value beside its objective', () => {
  it('never reads as the objective when it misses it', () => {
    expect(plain(formatMetricAgainst('WalkPerimeter', 19.6, 20, 'fr'))).toBe('19,6 m');
    expect(plain(formatMetricAgainst('WalkDistance', 1199, 1200, 'fr'))).toBe('1,199 km');
    expect(plain(formatMetricAgainst('WalkTime', 1199.6, 1200, 'fr'))).toBe('19 min 59 s');
    expect(plain(formatMetricAgainst('StepCount', 799.7, 800, 'fr'))).toBe('799,7');
  });

  it('reads as formatMetric when met, or when the figures already differ', () => {
    expect(plain(formatMetricAgainst('WalkPerimeter', 20.2, 20, 'fr'))).toBe('20 m');
    expect(plain(formatMetricAgainst('WalkPerimeter', 18, 20, 'fr'))).toBe('18 m');
    expect(formatMetricAgainst('WalkPerimeter', null, 20, 'fr')).toBe(
      formatMetric('WalkPerimeter', null, 'fr'),
    );
  });

  it('property: a miss never formats as its objective, in any locale', () => {
    const keys = ['WalkPerimeter', 'WalkDistance', 'WalkTime', 'StepCount', 'StandTime'] as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.constantFrom(...locales),
        fc.integer({ min: 1, max: 50_000 }),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (key, locale, objective, share) => {
          const value = objective * share;
          fc.pre(value < objective);
          expect(formatMetricAgainst(key, value, objective, locale)).not.toBe(
            formatMetric(key, objective, locale),
          );
        },
      ),
    );
  });

  it('valuesAgainstObjectives: a column takes the decimals needed, misses stay misses', () => {
    const { values, extraDigits } = valuesAgainstObjectives(
      [19.6, 20, 25, null],
      [20, 20, 20, 20],
      1,
    );
    expect(extraDigits).toBe(1);
    expect(values).toEqual([19.6, 20, 25, null]);
    const durations = valuesAgainstObjectives([1199.6 / 60], [20], 1 / 60, 0);
    expect(durations.values[0]! * 60).toBeCloseTo(1199, 6);
  });

  it('property: no shown value below its objective rounds to it at the precision shown', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.double({ min: 0, max: 5000, noNaN: true }),
            fc.integer({ min: 1, max: 5000 }),
          ),
          { minLength: 1, maxLength: 30 },
        ),
        fc.constantFrom(1, 0.1, 0.01),
        (pairs, step) => {
          const { values, extraDigits } = valuesAgainstObjectives(
            pairs.map(([value]) => value),
            pairs.map(([, objective]) => objective),
            step,
          );
          const precision = step / 10 ** extraDigits;
          pairs.forEach(([value, objective], index) => {
            const shown = values[index]!;
            // Judged the same way as the raw value.
            expect(shown >= objective).toBe(value >= objective);
            if (value < objective) {
              expect(Math.round(shown / precision)).toBeLessThan(Math.round(objective / precision));
            }
          });
        },
      ),
    );
  });
});

describe('shownCompletion', () => {
  it('never shows a missed objective as 100 %', () => {
    expect(shownCompletion(99.8)).toBe(99);
    expect(shownCompletion(100)).toBe(100);
    expect(shownCompletion(80.6)).toBe(81);
  });
});
