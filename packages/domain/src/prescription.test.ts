import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FunctionalCapacity, Position } from './enums';
import { exerciseCatalogue } from './exercises';
import {
  positionMinimumCapacity,
  prescriptionMismatches,
  walkingLimitMetres,
  walkingMetres,
  type PrescribedExercise,
} from './prescription';

const library: PrescribedExercise[] = exerciseCatalogue.map((exercise) => ({
  exerciseId: exercise.id,
  position: exercise.position,
  seriesDurationSeconds: exercise.seriesDurationSeconds,
}));
const byId = (id: number) => library.find((exercise) => exercise.exerciseId === id)!;

describe('prescriptionMismatches', () => {
  it('tells a seated patient that "Walking 10 metres" and "long strides" ask to walk', () => {
    const mismatches = prescriptionMismatches([byId(49), byId(62)], FunctionalCapacity.Seated);
    expect(mismatches).toEqual([
      {
        kind: 'position',
        exerciseId: 49,
        capacity: FunctionalCapacity.Seated,
        requiredCapacity: FunctionalCapacity.IntermediateWalk,
        position: Position.StandingMobile,
        metres: null,
        limitMetres: null,
      },
      expect.objectContaining({ kind: 'position', exerciseId: 62 }),
    ]);
  });

  it('finds nothing in a seated program for a seated patient', () => {
    expect(prescriptionMismatches([byId(2), byId(3), byId(73)], FunctionalCapacity.Seated)).toEqual(
      [],
    );
  });

  it('asks a standing patient about standing-only exercises no more, but about walking', () => {
    expect(prescriptionMismatches([byId(27)], FunctionalCapacity.Standing)).toEqual([]);
    expect(prescriptionMismatches([byId(48)], FunctionalCapacity.Standing)).toEqual([
      expect.objectContaining({ kind: 'position', requiredCapacity: 3 }),
    ]);
    expect(prescriptionMismatches([byId(72)], FunctionalCapacity.IntermediateWalk)).toEqual([
      expect.objectContaining({ kind: 'position', requiredCapacity: 4 }),
    ]);
  });

  it('judges walks above the capacity’s limit: 5 minutes is 120 m, over an intermediate walker’s 50', () => {
    expect(prescriptionMismatches([byId(51)], FunctionalCapacity.IntermediateWalk)).toEqual([
      {
        kind: 'walkingDistance',
        exerciseId: 51,
        capacity: FunctionalCapacity.IntermediateWalk,
        requiredCapacity: FunctionalCapacity.AutonomousWalk,
        position: Position.StandingMobile,
        metres: 120,
        limitMetres: 50,
      },
    ]);
    // 10 m and a 2-minute walk (48 m) are within 50 m.
    expect(
      prescriptionMismatches([byId(49), byId(50), byId(82)], FunctionalCapacity.IntermediateWalk),
    ).toEqual([]);
    // A 2-minute walk lengthened to 4 minutes is 96 m.
    expect(
      prescriptionMismatches(
        [{ ...byId(50), seriesDurationSeconds: 240 }],
        FunctionalCapacity.IntermediateWalk,
      ),
    ).toEqual([expect.objectContaining({ kind: 'walkingDistance', metres: 96 })]);
    expect(prescriptionMismatches(library, FunctionalCapacity.AutonomousWalk)).toEqual([]);
  });

  it('judges an unknown capacity as seated, and says it is unknown', () => {
    expect(prescriptionMismatches([byId(28)], null)).toEqual([
      expect.objectContaining({ kind: 'position', capacity: null, requiredCapacity: 2 }),
    ]);
  });

  it('counts an exercise repeated once', () => {
    expect(prescriptionMismatches([byId(49), byId(49)], FunctionalCapacity.Seated)).toHaveLength(1);
  });

  it('knows the distance of the walks that name one', () => {
    expect(walkingMetres(byId(48))).toBe(3);
    expect(walkingMetres(byId(81))).toBe(6);
    expect(walkingMetres(byId(83))).toBe(144);
    expect(walkingMetres(byId(62))).toBeNull();
  });

  it('has a limit growing with the capacity, and a position threshold for every position', () => {
    expect(walkingLimitMetres).toEqual({ 1: 0, 2: 3, 3: 50, 4: null });
    expect(Object.keys(positionMinimumCapacity)).toHaveLength(6);
  });
});

describe('prescriptionMismatches (properties)', () => {
  const exercise = fc.constantFrom(...library);
  const program = fc.array(exercise, { minLength: 1, maxLength: 20 });
  const capacity = fc.constantFrom<number | null>(null, 1, 2, 3, 4);

  it('never finds a position mismatch for an autonomous walker', () => {
    fc.assert(
      fc.property(program, (exercises) =>
        prescriptionMismatches(exercises, FunctionalCapacity.AutonomousWalk).every(
          (mismatch) => mismatch.kind !== 'position',
        ),
      ),
    );
  });

  it('never finds more mismatches in a part of a program than in the whole', () => {
    fc.assert(
      fc.property(program, fc.array(fc.boolean()), capacity, (exercises, keep, level) => {
        const part = exercises.filter((_, index) => keep[index] ?? true);
        return (
          prescriptionMismatches(part, level).length <=
          prescriptionMismatches(exercises, level).length
        );
      }),
    );
  });

  it('never finds more mismatches for a higher capacity', () => {
    fc.assert(
      fc.property(program, fc.constantFrom(1, 2, 3), (exercises, level) => {
        return (
          prescriptionMismatches(exercises, level + 1).length <=
          prescriptionMismatches(exercises, level).length
        );
      }),
    );
  });
});
