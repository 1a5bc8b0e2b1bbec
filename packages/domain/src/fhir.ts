/**
 * The FHIR R4 mapping of the daily metrics (docs/fhir.md): which metric becomes which Observation
 * code, in which UCUM unit. Data, so that the API, the docs and the tests read one table.
 *
 * - Daily steps are LOINC 41950-7 "Number of steps in 24 hour Measured" in `/d`, as the HL7
 *   Physical Activity Implementation Guide codes them; they also carry our own code.
 * - Every other metric the device measures carries a code of our own code system
 *   (`oxilioMetricSystem`, the metric key as the code), until a terminologist has checked a LOINC
 *   or HL7 Personal Health Record code for it.
 * - What the API computes rather than the device measures (stars, performance, usage, the
 *   self-rehabilitation time and count) is not an Observation: `fhirUnmappedMetrics` says why.
 */
import { isCalendarDay } from './days';
import type { BaseMetricKey } from './metrics';
import { outcomeMeasureKeys, type OutcomeMeasureKey, type OutcomeUnit } from './outcomeMeasures';

export const fhirVersion = '4.0.1';
export const fhirMediaType = 'application/fhir+json';

export const loincSystem = 'http://loinc.org';
export const ucumSystem = 'http://unitsofmeasure.org';
export const observationCategorySystem =
  'http://terminology.hl7.org/CodeSystem/observation-category';
/** Our code system of the daily metrics: the code is the metric key (`StepCount`). */
export const oxilioMetricSystem = 'https://oxilio.example/fhir/CodeSystem/metric';
/** The identifier system of a patient: the value is the patient's id in oxilio. */
export const oxilioPatientIdentifierSystem = 'https://oxilio.example/fhir/sid/patient-id';

/** The identifier system of a device: the value is the serial number printed on it. */
export const oxilioDeviceSerialSystem = 'https://oxilio.example/fhir/sid/device-serial';
/** The identifier system of an establishment: the value is its id in oxilio. */
export const oxilioEstablishmentIdentifierSystem =
  'https://oxilio.example/fhir/sid/establishment-id';

/** The identifier system of a rehabilitator: the value is their id in oxilio. */
export const oxilioPractitionerIdentifierSystem = 'https://oxilio.example/fhir/sid/practitioner-id';

/**
 * An Observation's id: the patient's id without dashes, the day without dashes and the metric key
 * (at most 32 + 1 + 8 + 1 + 22 characters: within FHIR's 64).
 */
export function fhirObservationId(patientId: string, day: string, key: string): string {
  return `${patientId.replaceAll('-', '')}-${day.replaceAll('-', '')}-${key}`;
}

/** What an Observation id names (`fhirObservationId`), or null when it names nothing served. */
export function parseFhirObservationId(
  id: string,
): { patientId: string; day: string; key: BaseMetricKey } | null {
  const match = /^([0-9a-f]{32})-(\d{4})(\d{2})(\d{2})-([A-Za-z]{1,30})$/.exec(id);
  if (!match) {
    return null;
  }
  const hex = match[1]!;
  const key = match[5]!;
  const day = `${match[2]}-${match[3]}-${match[4]}`;
  const mapping = fhirObservationMetrics.find((entry) => entry.key === key);
  if (!mapping || !isCalendarDay(day)) {
    return null;
  }
  const patientId = [
    [0, 8],
    [8, 12],
    [12, 16],
    [16, 20],
    [20, 32],
  ]
    .map(([start, end]) => hex.slice(start, end))
    .join('-');
  return { patientId, day, key: mapping.key };
}

/** The category of every daily metric Observation. */
export const activityCategory = {
  system: observationCategorySystem,
  code: 'activity',
  display: 'Activity',
} as const;

export interface FhirCoding {
  readonly system: string;
  readonly code: string;
  readonly display: string;
}

/** A UCUM unit: `code` is the UCUM expression, `unit` how a person reads it. */
export interface FhirUnit {
  readonly code: string;
  readonly unit: string;
}

export interface FhirMetricMapping {
  readonly key: BaseMetricKey;
  /** The codings of the Observation's code, the standard one first when there is one. */
  readonly codings: readonly FhirCoding[];
  readonly unit: FhirUnit;
}

const perDay = (unit: string): FhirUnit => ({ code: '/d', unit });
const seconds: FhirUnit = { code: 's', unit: 's' };
const metres: FhirUnit = { code: 'm', unit: 'm' };
const metresPerSecond: FhirUnit = { code: 'm/s', unit: 'm/s' };
const percent: FhirUnit = { code: '%', unit: '%' };
/** Asymmetry: larger side / smaller side, a plain number (1 = symmetric). */
const ratio: FhirUnit = { code: '1', unit: 'ratio' };

const ours = (key: BaseMetricKey, display: string): FhirCoding => ({
  system: oxilioMetricSystem,
  code: key,
  display,
});

const mapping = (
  key: BaseMetricKey,
  display: string,
  unit: FhirUnit,
  standard?: FhirCoding,
): FhirMetricMapping => ({
  key,
  codings: standard ? [standard, ours(key, display)] : [ours(key, display)],
  unit,
});

/** Daily steps, as the HL7 Physical Activity IG codes them. */
export const loincDailySteps: FhirCoding = {
  system: loincSystem,
  code: '41950-7',
  display: 'Number of steps in 24 hour Measured',
};

/**
 * The daily metrics served as Observations, in the order a day's Observations are listed (the
 * order is part of the paging cursor: append, do not reorder).
 */
export const fhirObservationMetrics: readonly FhirMetricMapping[] = [
  mapping('StepCount', 'Steps in the day', perDay('steps/day'), loincDailySteps),
  mapping('StandCount', 'Sit-to-stand transitions in the day', perDay('stand-ups/day')),
  mapping('StandTime', 'Time standing in the day', seconds),
  mapping('WalkTime', 'Time walking in the day', seconds),
  mapping('WearTime', 'Time the device was worn in the day', seconds),
  mapping('ActiveTime', 'Active time in the day', seconds),
  mapping('WalkPerimeter', 'Longest walk without stopping in the day', metres),
  mapping('WalkDistance', 'Distance walked in the day', metres),
  mapping('WalkSpeed', 'Mean walking speed in the day', metresPerSecond),
  mapping('MaxWalkSpeed', 'Highest walking speed in the day', metresPerSecond),
  mapping('MaxStandTime', 'Longest time standing in the day', seconds),
  mapping('sittingTime', 'Time sitting in the day', seconds),
  mapping('maxSittingTime', 'Longest time sitting in the day', seconds),
  mapping('sittingDistance', 'Distance covered seated in the day', metres),
  mapping('StepTime', 'Mean step duration in the day', seconds),
  mapping('StepTimeCV', 'Coefficient of variation of the step duration', percent),
  mapping('StepDistance', 'Mean step length in the day', metres),
  mapping('StepDistanceCV', 'Coefficient of variation of the step length', percent),
  mapping('LeftStepCount', 'Left steps in the day', perDay('steps/day')),
  mapping('LeftStepTime', 'Mean left step duration', seconds),
  mapping('LeftStepTimeCV', 'Coefficient of variation of the left step duration', percent),
  mapping('LeftStepDistance', 'Mean left step length', metres),
  mapping('LeftStepDistanceCV', 'Coefficient of variation of the left step length', percent),
  mapping('RightStepCount', 'Right steps in the day', perDay('steps/day')),
  mapping('RightStepTime', 'Mean right step duration', seconds),
  mapping('RightStepTimeCV', 'Coefficient of variation of the right step duration', percent),
  mapping('RightStepDistance', 'Mean right step length', metres),
  mapping('RightStepDistanceCV', 'Coefficient of variation of the right step length', percent),
  mapping('StepTimeAsymmetry', 'Step duration asymmetry (longer side / shorter side)', ratio),
  mapping('StepDistanceAsymmetry', 'Step length asymmetry (longer side / shorter side)', ratio),
];

/**
 * The daily metrics that are not served as Observations, and why (every metric key is either
 * here or in `fhirObservationMetrics`: fhir.test.ts).
 */
export const fhirUnmappedMetrics: Readonly<Partial<Record<BaseMetricKey, string>>> = {
  SelfRehabilitation: 'computed from the sessions, not measured by the device',
  SelfRehabilitationCount: 'computed from the sessions, not measured by the device',
  Stars: 'a motivation score computed by the service',
  WorkoutStars: 'a motivation score computed by the service',
  ActivityStars: 'a motivation score computed by the service',
  Performance: 'a score computed by the service from the objectives',
  Usage: 'the same figure as WearTime',
};

/** The mapping of a metric key; undefined for a metric not served. */
export function fhirMappingOf(key: BaseMetricKey): FhirMetricMapping | undefined {
  return fhirObservationMetrics.find((entry) => entry.key === key);
}

/**
 * The metrics a token of a `code` search matches: `system|code`, `code` alone (any system) or
 * `|code` (no system, so none of ours). Codes compare exactly, as FHIR tokens of these systems do.
 */
export function fhirMetricsOfToken(token: string): BaseMetricKey[] {
  const bar = token.indexOf('|');
  const system = bar < 0 ? null : token.slice(0, bar);
  const code = bar < 0 ? token : token.slice(bar + 1);
  return fhirObservationMetrics
    .filter((entry) =>
      entry.codings.some(
        (coding) => coding.code === code && (system === null || coding.system === system),
      ),
    )
    .map((entry) => entry.key);
}

/** Our code system of the standardised tests: the code is the test's key (`timedUpAndGo`). */
export const oxilioOutcomeMeasureSystem = 'https://oxilio.example/fhir/CodeSystem/outcome-measure';
/** Our code system of a test's conditions (walking aid, assistance, with the oxilio). */
export const oxilioOutcomeConditionSystem =
  'https://oxilio.example/fhir/CodeSystem/outcome-condition';

/** The category of every test result: a clinician's measure of a simple manoeuvre. */
export const examCategory = {
  system: observationCategorySystem,
  code: 'exam',
  display: 'Exam',
} as const;

/** The UCUM unit of each unit of the tests. */
export const fhirOutcomeUnits: Readonly<Record<OutcomeUnit, FhirUnit>> = {
  metresPerSecond,
  seconds,
  metres,
  points: { code: '{score}', unit: 'points' },
  category: { code: '{category}', unit: 'category' },
};

/**
 * The display of each test's code (our code system: no standard code is claimed until a
 * terminologist has checked one, as for the metrics).
 */
export const fhirOutcomeDisplays: Readonly<Record<OutcomeMeasureKey, string>> = {
  tenMetreWalkComfortable: '10-metre walk test, comfortable speed',
  tenMetreWalkFast: '10-metre walk test, fast speed',
  timedUpAndGo: 'Timed Up and Go test time',
  sixMinuteWalk: '6-minute walk test distance',
  fiveTimesSitToStand: 'Five times sit-to-stand test time',
  bergBalanceScale: 'Berg Balance Scale total score',
  functionalAmbulationCategories: 'Functional Ambulation Categories',
};

/** The coding of a test's result. */
export function fhirOutcomeCoding(key: OutcomeMeasureKey): FhirCoding {
  return { system: oxilioOutcomeMeasureSystem, code: key, display: fhirOutcomeDisplays[key] };
}

/** The tests a token of a `code` search matches (as `fhirMetricsOfToken`). */
export function fhirOutcomesOfToken(token: string): OutcomeMeasureKey[] {
  const bar = token.indexOf('|');
  const system = bar < 0 ? null : token.slice(0, bar);
  const code = bar < 0 ? token : token.slice(bar + 1);
  if (system !== null && system !== oxilioOutcomeMeasureSystem) {
    return [];
  }
  return outcomeMeasureKeys.filter((key) => key === code);
}
