import { supportedLocales } from '@oxilio/locales';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BodyPart,
  Equipment,
  ExerciseDifficulty,
  ExerciseType,
  Position,
  bodyParts,
  equipments,
  exerciseDifficulties,
  exerciseTypes,
  positions,
} from '../enums';
import type { MessageDescriptor } from '../i18n';
import {
  exerciseAdviceMessage,
  exerciseById,
  exerciseCatalogue,
  exerciseIds,
  exerciseNameMessage,
} from './index';

const expectedIds = Array.from({ length: 85 }, (_, index) => index + 2);

function name(id: number): string {
  return exerciseNameMessage(id)?.defaultMessage ?? '';
}

function advice(id: number): string {
  return exerciseAdviceMessage(id)?.defaultMessage ?? '';
}

describe('exercise catalogue', () => {
  it('holds exactly the ids 2 to 86, in order, without gap or duplicate', () => {
    expect(exerciseCatalogue.map((exercise) => exercise.id)).toEqual(expectedIds);
    expect(exerciseIds).toEqual(expectedIds);
  });

  it('finds each exercise by its id, and nothing for an unknown id', () => {
    for (const exercise of exerciseCatalogue) {
      expect(exerciseById(exercise.id)).toBe(exercise);
    }
    for (const id of [0, 1, 87, 2.5, Number.NaN]) {
      expect(exerciseById(id), String(id)).toBeUndefined();
      expect(exerciseNameMessage(id), String(id)).toBeUndefined();
      expect(exerciseAdviceMessage(id), String(id)).toBeUndefined();
    }
  });

  it.each(exerciseCatalogue)('gives exercise $id valid enumeration values', (exercise) => {
    expect(exerciseTypes).toContain(exercise.type);
    expect(exerciseTypes).toContain(exercise.theme);
    expect(positions).toContain(exercise.position);
    expect(bodyParts).toContain(exercise.bodyPart);
    expect(exerciseDifficulties).toContain(exercise.difficulty);
    for (const equipment of exercise.equipment) {
      expect(equipments).toContain(equipment);
    }
    expect(new Set(exercise.equipment).size).toBe(exercise.equipment.length);
  });

  it.each(exerciseCatalogue)('doses exercise $id within the bounds', (exercise) => {
    for (const value of [
      exercise.seriesDurationSeconds,
      exercise.seriesCount,
      exercise.restSeconds,
    ]) {
      expect(Number.isInteger(value)).toBe(true);
    }
    expect(exercise.seriesDurationSeconds).toBeGreaterThanOrEqual(15);
    expect(exercise.seriesDurationSeconds).toBeLessThanOrEqual(360);
    expect(exercise.seriesCount).toBeGreaterThanOrEqual(1);
    expect(exercise.seriesCount).toBeLessThanOrEqual(5);
    expect(exercise.restSeconds).toBeGreaterThanOrEqual(15);
    expect(exercise.restSeconds).toBeLessThanOrEqual(120);
  });

  it('represents each of the six types', () => {
    const types = new Set(exerciseCatalogue.map((exercise) => exercise.type));
    expect([...types].sort()).toEqual([...exerciseTypes].sort());
  });

  it('has seated, standing and without-device exercises, braked and not braked', () => {
    const count = (position: Position) =>
      exerciseCatalogue.filter((exercise) => exercise.position === position).length;
    expect(count(Position.SeatedImmobilised)).toBeGreaterThan(0);
    expect(count(Position.SeatedMobile)).toBeGreaterThan(0);
    expect(count(Position.StandingImmobilised)).toBeGreaterThan(0);
    expect(count(Position.StandingMobile)).toBeGreaterThan(0);
    expect(count(Position.WithoutDevice)).toBeGreaterThan(0);
  });

  it('makes the exercises named as tests, and only those, clinical tests', () => {
    const tests = exerciseCatalogue.filter(
      (exercise) => exercise.type === ExerciseType.ClinicalTest,
    );
    expect(tests.length).toBeGreaterThanOrEqual(4);
    for (const exercise of exerciseCatalogue) {
      expect(name(exercise.id).startsWith('Test '), name(exercise.id)).toBe(
        exercise.type === ExerciseType.ClinicalTest,
      );
    }
  });

  it('themes each exercise by its type, and each clinical test by what it measures', () => {
    for (const exercise of exerciseCatalogue) {
      if (exercise.type === ExerciseType.ClinicalTest) {
        expect(exercise.theme, name(exercise.id)).not.toBe(ExerciseType.ClinicalTest);
      } else {
        expect(exercise.theme, name(exercise.id)).toBe(exercise.type);
      }
    }
  });

  it('makes the expert variants intense', () => {
    const experts = exerciseCatalogue.filter((exercise) => name(exercise.id).endsWith('(expert)'));
    expect(experts.length).toBeGreaterThan(0);
    for (const exercise of experts) {
      expect(exercise.difficulty, name(exercise.id)).toBe(ExerciseDifficulty.Intense);
    }
  });

  it('lists a table or a glass as equipment exactly when the exercise uses one', () => {
    for (const { id, equipment } of exerciseCatalogue) {
      const text = `${name(id)} ${advice(id)}`;
      expect(equipment.includes(Equipment.Table), text).toBe(/\btable\b/.test(text));
      expect(equipment.includes(Equipment.Glass), text).toBe(/\bverre\b/.test(text));
    }
  });

  it('works the side that the name says', () => {
    const right: BodyPart[] = [
      BodyPart.RightHip,
      BodyPart.RightKnee,
      BodyPart.RightFoot,
      BodyPart.RightLowerLimb,
      BodyPart.RightUpperLimb,
    ];
    const left: BodyPart[] = [
      BodyPart.LeftHip,
      BodyPart.LeftKnee,
      BodyPart.LeftFoot,
      BodyPart.LeftLowerLimb,
      BodyPart.LeftUpperLimb,
    ];
    for (const { id, bodyPart } of exerciseCatalogue) {
      expect(right.includes(bodyPart), name(id)).toBe(/\bdroite?\b/.test(name(id)));
      expect(left.includes(bodyPart), name(id)).toBe(/\bgauche\b/.test(name(id)));
    }
  });
});

describe('exercise messages', () => {
  it.each(exerciseCatalogue)('names and advises exercise $id', ({ id }) => {
    const nameMessage = exerciseNameMessage(id);
    const adviceMessage = exerciseAdviceMessage(id);
    expect(nameMessage?.id).toBe(`domain.exercise.${id}.name`);
    expect(adviceMessage?.id).toBe(`domain.exercise.${id}.advice`);
    expect(nameMessage?.defaultMessage.trim()).not.toBe('');
    // One sentence of advice: a capital first, a single full stop at the end.
    expect(adviceMessage?.defaultMessage).toMatch(/^[A-ZÀ-Ý][^.]*\.$/);
  });

  it('gives every exercise a distinct name and distinct advice', () => {
    expect(new Set(expectedIds.map(name)).size).toBe(expectedIds.length);
    expect(new Set(expectedIds.map(advice)).size).toBe(expectedIds.length);
  });

  const descriptors = expectedIds
    .flatMap((id) => [exerciseNameMessage(id), exerciseAdviceMessage(id)])
    .filter((descriptor): descriptor is MessageDescriptor => descriptor !== undefined);

  it.each(supportedLocales)('are all translated in %s', (locale) => {
    expect(descriptors).toHaveLength(2 * expectedIds.length);
    const catalogue = JSON.parse(
      readFileSync(new URL(`../../../../locales/${locale}.json`, import.meta.url), 'utf8'),
    ) as Record<string, string>;
    for (const { id, defaultMessage } of descriptors) {
      expect(catalogue[id], `${locale}: ${id}`).toBeTypeOf('string');
      expect(catalogue[id]?.trim(), `${locale}: ${id}`).not.toBe('');
      if (locale === 'fr') {
        expect(catalogue[id], id).toBe(defaultMessage);
      } else if (id.endsWith('.advice')) {
        // A name may rightly be the same (e.g. Italian "Test Timed Up and Go"), a sentence not.
        expect(catalogue[id], `${locale}: ${id}`).not.toBe(defaultMessage);
      }
    }
  });
});
