import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Equipment, FunctionalCapacity, Position } from './enums';
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
  equipment: exercise.equipment,
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
        missingEquipment: null,
        availableEquipment: null,
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
        missingEquipment: null,
        availableEquipment: null,
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

  it('tells a patient without a table that « Boire un verre debout » needs one', () => {
    expect(
      prescriptionMismatches([byId(42)], FunctionalCapacity.Standing, [Equipment.Glass]),
    ).toEqual([
      {
        kind: 'equipment',
        exerciseId: 42,
        capacity: FunctionalCapacity.Standing,
        requiredCapacity: FunctionalCapacity.Standing,
        position: Position.StandingImmobilised,
        metres: null,
        limitMetres: null,
        missingEquipment: [Equipment.Table],
        availableEquipment: [Equipment.Glass],
      },
    ]);
    // None at all: both are missing, and the list says so.
    expect(prescriptionMismatches([byId(18)], FunctionalCapacity.Seated, [])).toEqual([
      expect.objectContaining({
        kind: 'equipment',
        missingEquipment: [Equipment.Table, Equipment.Glass],
        availableEquipment: [],
      }),
    ]);
  });

  it('finds no equipment mismatch when the equipment is there or not recorded', () => {
    const withGlass = [byId(18), byId(42), byId(61)];
    expect(
      prescriptionMismatches(withGlass, FunctionalCapacity.AutonomousWalk, [
        Equipment.Glass,
        Equipment.Table,
      ]),
    ).toEqual([]);
    expect(prescriptionMismatches(withGlass, FunctionalCapacity.AutonomousWalk, null)).toEqual([]);
    expect(prescriptionMismatches(withGlass, FunctionalCapacity.AutonomousWalk)).toEqual([]);
    // Exercises without equipment ask for none.
    expect(
      prescriptionMismatches([byId(2), byId(49)], FunctionalCapacity.AutonomousWalk, []),
    ).toEqual([]);
  });

  it('judges equipment apart from the position: a seated patient without a table reads both', () => {
    expect(
      prescriptionMismatches([byId(42)], FunctionalCapacity.Seated, [Equipment.Glass]).map(
        (mismatch) => mismatch.kind,
      ),
    ).toEqual(['position', 'equipment']);
  });

  it('ignores unknown or repeated equipment in the patient’s list', () => {
    expect(
      prescriptionMismatches([byId(25)], FunctionalCapacity.Seated, [9, Equipment.Glass, 2]),
    ).toEqual([
      expect.objectContaining({
        kind: 'equipment',
        missingEquipment: [Equipment.Table],
        availableEquipment: [Equipment.Glass],
      }),
    ]);
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
  const equipmentList = fc.subarray([Equipment.Table, Equipment.Glass] as number[]);
  const recorded = fc.option(equipmentList, { nil: null });

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
      fc.property(
        program,
        fc.array(fc.boolean()),
        capacity,
        recorded,
        (exercises, keep, level, equipment) => {
          const part = exercises.filter((_, index) => keep[index] ?? true);
          return (
            prescriptionMismatches(part, level, equipment).length <=
            prescriptionMismatches(exercises, level, equipment).length
          );
        },
      ),
    );
  });

  it('never finds an equipment mismatch when the equipment is not recorded or all there', () => {
    fc.assert(
      fc.property(program, capacity, fc.boolean(), (exercises, level, all) =>
        prescriptionMismatches(
          exercises,
          level,
          all ? [Equipment.Table, Equipment.Glass] : null,
        ).every((mismatch) => mismatch.kind !== 'equipment'),
      ),
    );
  });

  it('never finds more mismatches with more equipment', () => {
    fc.assert(
      fc.property(program, capacity, equipmentList, equipmentList, (exercises, level, a, b) => {
        const more = [...new Set([...a, ...b])];
        return (
          prescriptionMismatches(exercises, level, more).length <=
          prescriptionMismatches(exercises, level, a).length
        );
      }),
    );
  });

  it('lists as missing only equipment the exercise needs and the patient lacks', () => {
    fc.assert(
      fc.property(program, capacity, equipmentList, (exercises, level, available) =>
        prescriptionMismatches(exercises, level, available)
          .filter((mismatch) => mismatch.kind === 'equipment')
          .every((mismatch) => {
            const needs = byId(mismatch.exerciseId).equipment ?? [];
            return (
              mismatch.missingEquipment!.length > 0 &&
              mismatch.missingEquipment!.every(
                (item) => needs.includes(item) && !available.includes(item),
              )
            );
          }),
      ),
    );
  });

  it('never finds more mismatches for a higher capacity', () => {
    fc.assert(
      fc.property(program, fc.constantFrom(1, 2, 3), recorded, (exercises, level, equipment) => {
        return (
          prescriptionMismatches(exercises, level + 1, equipment).length <=
          prescriptionMismatches(exercises, level, equipment).length
        );
      }),
    );
  });
});
