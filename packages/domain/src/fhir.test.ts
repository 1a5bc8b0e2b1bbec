import { describe, expect, it } from 'vitest';
import {
  fhirMappingOf,
  fhirMetricsOfToken,
  fhirObservationId,
  fhirOutcomeCoding,
  fhirOutcomesOfToken,
  fhirOutcomeUnits,
  oxilioOutcomeMeasureSystem,
  fhirObservationMetrics,
  fhirUnmappedMetrics,
  loincSystem,
  oxilioMetricSystem,
  parseFhirObservationId,
  ucumSystem,
} from './fhir';
import { baseMetricKeys, metricDefinitions } from './metrics';
import { outcomeMeasures } from './outcomeMeasures';

describe('the FHIR mapping of the daily metrics', () => {
  it('codes daily steps as LOINC 41950-7 in UCUM /d, with our own code beside it', () => {
    const steps = fhirMappingOf('StepCount')!;
    expect(steps.codings[0]).toEqual({
      system: loincSystem,
      code: '41950-7',
      display: 'Number of steps in 24 hour Measured',
    });
    expect(steps.codings[1]).toMatchObject({ system: oxilioMetricSystem, code: 'StepCount' });
    expect(steps.unit.code).toBe('/d');
  });

  it('serves or explains every metric key, exactly once', () => {
    const mapped = fhirObservationMetrics.map((entry) => entry.key);
    const unmapped = Object.keys(fhirUnmappedMetrics);
    expect(new Set(mapped).size).toBe(mapped.length);
    expect(mapped.filter((key) => unmapped.includes(key))).toEqual([]);
    expect([...mapped, ...unmapped].sort()).toEqual([...baseMetricKeys].sort());
  });

  it('keeps the motivation scores and computed values out of the Observations', () => {
    for (const key of ['Stars', 'Performance', 'Usage', 'SelfRehabilitation'] as const) {
      expect(fhirMappingOf(key)).toBeUndefined();
    }
  });

  it('gives every metric a UCUM unit that matches what the metric measures', () => {
    const ucumOf = {
      count: ['/d'],
      seconds: ['s'],
      metres: ['m'],
      metresPerSecond: ['m/s'],
      percent: ['%'],
      ratio: ['1'],
    } as Record<string, string[]>;
    for (const entry of fhirObservationMetrics) {
      expect(ucumOf[metricDefinitions[entry.key].unit], entry.key).toContain(entry.unit.code);
    }
    expect(ucumSystem).toBe('http://unitsofmeasure.org');
  });

  it('gives each metric one code of our system, its key', () => {
    for (const entry of fhirObservationMetrics) {
      const own = entry.codings.filter((coding) => coding.system === oxilioMetricSystem);
      expect(own.map((coding) => coding.code)).toEqual([entry.key]);
    }
  });

  it('finds the metrics of a code search token, with or without its system', () => {
    expect(fhirMetricsOfToken(`${loincSystem}|41950-7`)).toEqual(['StepCount']);
    expect(fhirMetricsOfToken('41950-7')).toEqual(['StepCount']);
    expect(fhirMetricsOfToken(`${oxilioMetricSystem}|WalkSpeed`)).toEqual(['WalkSpeed']);
    expect(fhirMetricsOfToken('WalkSpeed')).toEqual(['WalkSpeed']);
  });

  it('finds nothing for a code of another system, a code without system or an unknown code', () => {
    expect(fhirMetricsOfToken(`${oxilioMetricSystem}|41950-7`)).toEqual([]);
    expect(fhirMetricsOfToken(`${loincSystem}|StepCount`)).toEqual([]);
    expect(fhirMetricsOfToken('|StepCount')).toEqual([]);
    expect(fhirMetricsOfToken('Stars')).toEqual([]);
  });
});

describe('Observation ids', () => {
  const patientId = '0b9d6c0e-5f3a-4c2b-9a1e-7d8f6e5c4b3a';

  it('names the patient, the day and the metric, and reads back what it names, within 64 characters', () => {
    for (const { key } of fhirObservationMetrics) {
      const id = fhirObservationId(patientId, '2026-02-28', key);
      expect(id.length).toBeLessThanOrEqual(64);
      expect(id).toMatch(/^[A-Za-z0-9\-.]{1,64}$/);
      expect(parseFhirObservationId(id)).toEqual({ patientId, day: '2026-02-28', key });
    }
  });

  it('names nothing for a metric not served, a day that does not exist or another shape', () => {
    const hex = patientId.replaceAll('-', '');
    for (const id of [
      `${hex}-20260228-Stars`,
      `${hex}-20260230-StepCount`,
      `${hex}-2026022-StepCount`,
      `${hex.toUpperCase()}-20260228-StepCount`,
      `${patientId}-20260228-StepCount`,
      'StepCount',
    ]) {
      expect(parseFhirObservationId(id), id).toBeNull();
    }
  });
});

describe('the FHIR coding of the standardised tests', () => {
  it('codes each test in our own system, with a UCUM unit for each of their units', () => {
    for (const measure of outcomeMeasures) {
      expect(fhirOutcomeCoding(measure.key)).toMatchObject({
        system: oxilioOutcomeMeasureSystem,
        code: measure.key,
        display: expect.stringMatching(/\S/),
      });
      expect(fhirOutcomeUnits[measure.unit].code).toMatch(/^(s|m|m\/s|\{score\}|\{category\})$/);
    }
  });

  it('finds a test by its code, with our system or none, and nothing in another system', () => {
    expect(fhirOutcomesOfToken('timedUpAndGo')).toEqual(['timedUpAndGo']);
    expect(fhirOutcomesOfToken(`${oxilioOutcomeMeasureSystem}|sixMinuteWalk`)).toEqual([
      'sixMinuteWalk',
    ]);
    expect(fhirOutcomesOfToken(`${loincSystem}|timedUpAndGo`)).toEqual([]);
    expect(fhirOutcomesOfToken('StepCount')).toEqual([]);
  });
});
