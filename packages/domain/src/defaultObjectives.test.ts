import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultObjectiveRows,
  defaultObjectiveValues,
  defaultObjectivesFor,
  objectivesState,
} from './defaultObjectives';
import { FunctionalCapacity, functionalCapacities } from './enums';
import { activityObjectiveKeys, objectiveBaseKeys } from './metrics';

describe('default objectives by functional capacity', () => {
  it('gives every capacity a set of positive objectives on metric keys that take one', () => {
    for (const capacity of functionalCapacities) {
      const values = Object.entries(defaultObjectiveValues[capacity]);
      expect(values.length).toBeGreaterThan(0);
      for (const [key, value] of values) {
        expect(objectiveBaseKeys).toContain(key);
        expect(value).toBeGreaterThan(0);
      }
      // At least one daily activity objective, so that a day can earn a star.
      expect(
        values.some(([key]) => (activityObjectiveKeys as readonly string[]).includes(key)),
      ).toBe(true);
    }
  });

  it('asks a seated patient to stand and move the wheelchair, not to walk', () => {
    const seated = defaultObjectiveValues[FunctionalCapacity.Seated];
    expect(seated.StepCount).toBeUndefined();
    expect(seated.WalkDistance).toBeUndefined();
    expect(seated.StandCount).toBe(4);
    expect(seated.sittingDistance).toBe(300);
  });

  it('grows the walking objectives with the capacity', () => {
    const steps = functionalCapacities.map((c) => defaultObjectiveValues[c].StepCount ?? 0);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(defaultObjectiveValues[FunctionalCapacity.AutonomousWalk].StepCount).toBe(2500);
  });

  it('has none without a capacity', () => {
    expect(defaultObjectivesFor(null)).toEqual({});
    expect(defaultObjectivesFor(7)).toEqual({});
    expect(defaultObjectivesFor(2)).toBe(defaultObjectiveValues[FunctionalCapacity.Standing]);
  });

  it('lists one reference row per capacity and key', () => {
    const rows = defaultObjectiveRows();
    expect(rows).toHaveLength(
      functionalCapacities.reduce((n, c) => n + Object.keys(defaultObjectiveValues[c]).length, 0),
    );
    expect(rows).toContainEqual({ functionalCapacity: 1, metricKey: 'StandTime', value: 300 });
  });

  it('says whether objectives are not set, the defaults or the patient’s own', () => {
    expect(objectivesState(null, 0)).toBe('notSet');
    expect(objectivesState(3, 0)).toBe('defaults');
    expect(objectivesState(null, 2)).toBe('own');
  });
});

describe('default objectives (properties)', () => {
  const anyCapacity = fc.option(fc.integer({ min: -5, max: 12 }), { nil: null });

  it('are never 0: every default of any capacity, known or not, is a positive whole number', () => {
    fc.assert(
      fc.property(anyCapacity, (capacity) => {
        for (const [key, value] of Object.entries(defaultObjectivesFor(capacity))) {
          expect(objectiveBaseKeys).toContain(key);
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never ask less of a higher capacity; only the wheelchair’s distance stops, for walkers', () => {
    const pairs = fc
      .tuple(fc.constantFrom(...functionalCapacities), fc.constantFrom(...functionalCapacities))
      .filter(([lower, higher]) => lower < higher);
    fc.assert(
      fc.property(pairs, ([lower, higher]) => {
        const below = defaultObjectivesFor(lower);
        const above = defaultObjectivesFor(higher);
        for (const [key, value] of Object.entries(below) as [keyof typeof below, number][]) {
          if (key === 'sittingDistance' && above[key] === undefined) {
            // A walking patient is not asked to move a wheelchair.
            expect(higher).toBeGreaterThanOrEqual(FunctionalCapacity.IntermediateWalk);
            continue;
          }
          expect(above[key]).toBeGreaterThanOrEqual(value);
        }
      }),
    );
  });

  it('say "own" as soon as one objective is the patient’s, else the defaults of a known capacity', () => {
    fc.assert(
      fc.property(anyCapacity, fc.nat({ max: 20 }), (capacity, ownCount) => {
        const known = functionalCapacities.includes(capacity as FunctionalCapacity);
        expect(objectivesState(capacity, ownCount)).toBe(
          ownCount > 0 ? 'own' : known ? 'defaults' : 'notSet',
        );
      }),
    );
  });
});
