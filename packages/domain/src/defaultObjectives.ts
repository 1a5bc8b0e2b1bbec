/**
 * The default daily objectives of each functional capacity (docs/product.md#objectives): what a
 * patient's objectives start from until their rehabilitator sets their own at initialisation.
 *
 * Source: these are the product's defaults as decided and documented with the objectives lookup
 * (docs/decisions/api-stats-and-stars.md, "Objectives"; the specification gives no figures), moved
 * here unchanged by issue 24 (docs/decisions/follow-up-requests-and-default-objectives.md) so that
 * the reference table, the initialisation form and the reads use one set. A seated patient is asked
 * to stand and to move the wheelchair, not to walk; the walking objectives grow with the capacity
 * (walks over 3 m for the intermediate walk, over 50 m for the autonomous walk:
 * `walkingThresholdMetres`). Times in seconds, distances in metres, counts per day. None is 0: an
 * objective of 0 would be met by a day of nothing.
 */
import { FunctionalCapacity, functionalCapacities } from './enums';
import type { ObjectiveBaseKey } from './metrics';

export type DefaultObjectives = Readonly<Partial<Record<ObjectiveBaseKey, number>>>;

export const defaultObjectiveValues: Readonly<Record<FunctionalCapacity, DefaultObjectives>> = {
  [FunctionalCapacity.Seated]: {
    StandCount: 4,
    StandTime: 300,
    ActiveTime: 1200,
    sittingDistance: 300,
  },
  [FunctionalCapacity.Standing]: {
    StandCount: 6,
    StandTime: 900,
    StepCount: 100,
    ActiveTime: 1800,
    sittingDistance: 300,
  },
  [FunctionalCapacity.IntermediateWalk]: {
    StandCount: 8,
    StandTime: 1200,
    StepCount: 800,
    WalkTime: 900,
    WalkDistance: 250,
    WalkPerimeter: 20,
    ActiveTime: 2700,
  },
  [FunctionalCapacity.AutonomousWalk]: {
    StandCount: 10,
    StandTime: 1800,
    StepCount: 2500,
    WalkTime: 1800,
    WalkDistance: 1200,
    WalkPerimeter: 100,
    ActiveTime: 3600,
  },
};

/** The defaults of a capacity; none (an empty set) while the capacity is not known. */
export function defaultObjectivesFor(capacity: number | null | undefined): DefaultObjectives {
  return functionalCapacities.includes(capacity as FunctionalCapacity)
    ? defaultObjectiveValues[capacity as FunctionalCapacity]
    : {};
}

/** Every default as a row of the `default_objectives` reference table. */
export function defaultObjectiveRows(): {
  functionalCapacity: FunctionalCapacity;
  metricKey: ObjectiveBaseKey;
  value: number;
}[] {
  return functionalCapacities.flatMap((functionalCapacity) =>
    Object.entries(defaultObjectiveValues[functionalCapacity]).map(([metricKey, value]) => ({
      functionalCapacity,
      metricKey: metricKey as ObjectiveBaseKey,
      value: value as number,
    })),
  );
}

/**
 * Where a patient's objectives stand: `notSet` (no capacity and none of their own: nothing is
 * judged, screens say "not set yet"), `defaults` (those of their capacity), `own` (at least one set
 * for them by a rehabilitator).
 */
export type ObjectivesState = 'notSet' | 'defaults' | 'own';

export function objectivesState(
  capacity: number | null | undefined,
  ownCount: number,
): ObjectivesState {
  if (ownCount > 0) {
    return 'own';
  }
  return Object.keys(defaultObjectivesFor(capacity)).length > 0 ? 'defaults' : 'notSet';
}
