import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { walkingSpeedBand } from './clinical';
import { ExerciseType } from './enums';
import { exerciseCatalogue } from './exercises';
import {
  exerciseOutcomeMeasures,
  isOutcomeMeasureKey,
  outcomeMeasureOfExercise,
  unmappedClinicalTestExercises,
  judgeChange,
  outcomeBand,
  outcomeMeasureByKey,
  outcomeMeasureKeys,
  outcomeMeasures,
  outcomeValueProblem,
  roundOutcome,
  type OutcomeMeasure,
} from './outcomeMeasures';

const measure = outcomeMeasureByKey;

/** A valid value of the measure, on its precision grid. */
const validValue = (m: OutcomeMeasure) =>
  fc
    .integer({ min: Math.round(m.min / m.step), max: Math.round(m.max / m.step) })
    .map((steps) => roundOutcome(m, steps * m.step));

describe('the catalogue of standardised tests', () => {
  it('holds the seven tests with the keys goals refer to', () => {
    expect(outcomeMeasures.map((m) => m.key)).toEqual([...outcomeMeasureKeys]);
    expect(outcomeMeasureKeys).toHaveLength(7);
  });

  it('gives every test a source, an MCID with its population and consistent bands', () => {
    for (const m of outcomeMeasures) {
      expect(m.source.citation).toMatch(/\d{4}/);
      expect(m.mcid.value).toBeGreaterThan(0);
      expect(m.mcid.population.length).toBeGreaterThan(5);
      expect(m.step).toBeCloseTo(10 ** -m.decimals);
      if (m.bands.length > 0) {
        expect(m.bandsSource).not.toBeNull();
        expect(m.bands.at(-1)?.upper).toBeNull();
        const uppers = m.bands.slice(0, -1).map((b) => b.upper as number);
        expect([...uppers].sort((a, b) => a - b)).toEqual(uppers);
      }
    }
  });

  it('uses the published ranges: Berg 0-56, FAC 0-5 in whole numbers', () => {
    expect(measure('bergBalanceScale')).toMatchObject({ min: 0, max: 56, decimals: 0 });
    expect(measure('functionalAmbulationCategories')).toMatchObject({
      min: 0,
      max: 5,
      decimals: 0,
    });
    expect(measure('timedUpAndGo').better).toBe('lower');
    expect(measure('sixMinuteWalk').better).toBe('higher');
  });
});

describe('valid values', () => {
  it('refuses a value outside the range', () => {
    expect(outcomeValueProblem(measure('bergBalanceScale'), 57)).toBe('outOfRange');
    expect(outcomeValueProblem(measure('bergBalanceScale'), -1)).toBe('outOfRange');
    expect(outcomeValueProblem(measure('functionalAmbulationCategories'), 6)).toBe('outOfRange');
    expect(outcomeValueProblem(measure('tenMetreWalkComfortable'), 0)).toBe('outOfRange');
    expect(outcomeValueProblem(measure('timedUpAndGo'), Number.NaN)).toBe('outOfRange');
  });

  it('refuses more digits than the test is measured with', () => {
    expect(outcomeValueProblem(measure('bergBalanceScale'), 44.5)).toBe('tooPrecise');
    expect(outcomeValueProblem(measure('tenMetreWalkComfortable'), 0.755)).toBe('tooPrecise');
    expect(outcomeValueProblem(measure('tenMetreWalkComfortable'), 0.75)).toBeNull();
    expect(outcomeValueProblem(measure('timedUpAndGo'), 13.5)).toBeNull();
  });

  it('accepts every value on the grid of every test (property)', () => {
    for (const m of outcomeMeasures) {
      fc.assert(fc.property(validValue(m), (value) => outcomeValueProblem(m, value) === null));
    }
  });
});

describe('normative bands', () => {
  it('puts a TUG of 13.5 s or more in the fall-risk band (Shumway-Cook 2000)', () => {
    expect(outcomeBand(measure('timedUpAndGo'), 13.4)?.id).toBe('lowFallRisk');
    expect(outcomeBand(measure('timedUpAndGo'), 13.5)?.id).toBe('fallRisk');
  });

  it('puts a Berg score below 45 in the fall-risk band', () => {
    expect(outcomeBand(measure('bergBalanceScale'), 44)?.id).toBe('fallRisk');
    expect(outcomeBand(measure('bergBalanceScale'), 45)?.id).toBe('lowFallRisk');
  });

  it('puts a five-times sit-to-stand above 15 s in the fall-risk band (Buatois 2008)', () => {
    expect(outcomeBand(measure('fiveTimesSitToStand'), 15)?.id).toBe('lowFallRisk');
    expect(outcomeBand(measure('fiveTimesSitToStand'), 15.1)?.id).toBe('fallRisk');
  });

  it('gives each FAC category its own band (Holden 1984)', () => {
    const fac = measure('functionalAmbulationCategories');
    expect([0, 1, 2, 3, 4, 5].map((v) => outcomeBand(fac, v)?.id)).toEqual([
      'nonFunctional',
      'dependentContinuous',
      'dependentIntermittent',
      'dependentSupervision',
      'independentLevel',
      'independent',
    ]);
  });

  it('has no band for a test whose norms depend on age and sex', () => {
    expect(outcomeBand(measure('sixMinuteWalk'), 300)).toBeNull();
  });

  it('classes the comfortable 10-metre walk exactly as the device walking speed bands (property)', () => {
    const m = measure('tenMetreWalkComfortable');
    fc.assert(
      fc.property(
        validValue(m),
        (speed) => outcomeBand(m, speed)?.id === walkingSpeedBand(speed)?.id,
      ),
    );
  });
});

describe('judging a change against the MCID', () => {
  it('judges a TUG 3 s faster as improved, 1 s slower as within error', () => {
    const tug = measure('timedUpAndGo');
    expect(judgeChange(tug, 18, 15)).toBe('improved');
    expect(judgeChange(tug, 15, 16)).toBe('withinError');
    expect(judgeChange(tug, 15, 18)).toBe('worse');
  });

  it('counts a change equal to the MCID as meaningful', () => {
    expect(judgeChange(measure('tenMetreWalkComfortable'), 0.6, 0.7)).toBe('improved');
    expect(judgeChange(measure('tenMetreWalkComfortable'), 0.61, 0.7)).toBe('withinError');
    expect(judgeChange(measure('bergBalanceScale'), 40, 34)).toBe('worse');
    expect(judgeChange(measure('functionalAmbulationCategories'), 2, 3)).toBe('improved');
  });

  it('is within error for no change and antisymmetric for a swap (property)', () => {
    for (const m of outcomeMeasures) {
      fc.assert(
        fc.property(validValue(m), validValue(m), (a, b) => {
          expect(judgeChange(m, a, a)).toBe('withinError');
          const forth = judgeChange(m, a, b);
          const back = judgeChange(m, b, a);
          const mirror = {
            improved: 'worse',
            worse: 'improved',
            withinError: 'withinError',
          } as const;
          expect(back).toBe(mirror[forth]);
        }),
      );
    }
  });

  it('follows the better direction: a meaningful rise is improved only when higher is better (property)', () => {
    for (const m of outcomeMeasures) {
      fc.assert(
        fc.property(validValue(m), validValue(m), (a, b) => {
          const judgement = judgeChange(m, a, b);
          if (judgement === 'withinError') {
            return;
          }
          const rose = b > a;
          expect(judgement === 'improved').toBe(rose === (m.better === 'higher'));
        }),
      );
    }
  });
});

describe('clinical-test exercises and the catalogued tests', () => {
  const clinicalTests = exerciseCatalogue.filter(
    (exercise) => exercise.type === ExerciseType.ClinicalTest,
  );

  it('maps every clinical-test exercise to a catalogued test, or leaves it out on purpose', () => {
    expect(clinicalTests.length).toBeGreaterThan(0);
    for (const exercise of clinicalTests) {
      const mapped = exercise.id in exerciseOutcomeMeasures;
      const leftOut = exercise.id in unmappedClinicalTestExercises;
      expect(mapped !== leftOut, `exercise ${exercise.id}: mapped or left out, not both`).toBe(
        true,
      );
    }
  });

  it('maps only clinical-test exercises, each to a test of the catalogue', () => {
    const ids = new Set(clinicalTests.map((exercise) => exercise.id));
    for (const [id, key] of Object.entries(exerciseOutcomeMeasures)) {
      expect(ids.has(Number(id)), `exercise ${id}`).toBe(true);
      expect(isOutcomeMeasureKey(key)).toBe(true);
    }
    for (const id of Object.keys(unmappedClinicalTestExercises)) {
      expect(ids.has(Number(id)), `exercise ${id}`).toBe(true);
    }
  });

  it('records nothing for an exercise that is not a catalogued test', () => {
    expect(outcomeMeasureOfExercise(81)).toBe('timedUpAndGo');
    expect(outcomeMeasureOfExercise(84)).toBeNull();
    expect(outcomeMeasureOfExercise(1)).toBeNull();
  });
});
