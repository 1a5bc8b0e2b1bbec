/**
 * The search parameters of the FHIR read API, read strictly: a parameter not listed, a modifier,
 * a prefix or a value this server does not support is a 400 OperationOutcome naming it, never a
 * parameter silently ignored (a client would take a wider answer for the one it asked).
 */
import {
  activityCategory,
  addDays,
  examCategory,
  fhirMetricsOfToken,
  fhirOutcomesOfToken,
  fhirObservationMetrics,
  isCalendarDay,
  outcomeMeasureKeys,
  oxilioPatientIdentifierSystem,
  type BaseMetricKey,
  type OutcomeMeasureKey,
} from '@oxilio/domain';
import { isUuid } from '../../db/ids';
import { ValidationFailedError } from '../../http/errors';

/** The raw query string: one value, or several for a repeated parameter. */
export type RawQuery = Record<string, string | string[] | undefined>;

/** The OperationOutcome issue code of a refused search (FHIR's IssueType). */
export type SearchIssue = 'invalid' | 'not-supported' | 'required';

export class FhirSearchError extends ValidationFailedError {
  constructor(
    readonly parameter: string,
    message: string,
    readonly issue: SearchIssue = 'invalid',
  ) {
    super([{ field: parameter, in: 'querystring', message }], `${parameter}: ${message}.`);
  }
}

export const defaultCount = 50;
export const maxCount = 500;

/** What every search takes besides its own parameters. */
const commonParameters = ['_count', '_cursor', '_format'] as const;
export const patientSearchParameters = ['_id', 'name', 'identifier'] as const;
export const observationSearchParameters = ['patient', 'code', 'date', 'category'] as const;
export const deviceSearchParameters = ['patient'] as const;
export const goalSearchParameters = ['patient'] as const;

const jsonFormats = ['json', 'application/json', 'application/fhir+json'];

const valuesOf = (query: RawQuery, name: string): string[] => {
  const value = query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

function single(query: RawQuery, name: string): string | undefined {
  const values = valuesOf(query, name);
  if (values.length > 1) {
    throw new FhirSearchError(name, 'must be given once');
  }
  return values[0];
}

/** A parameter's comma-separated alternatives (FHIR's OR), none empty. */
function alternatives(name: string, value: string): string[] {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => part.length === 0)) {
    throw new FhirSearchError(name, 'must not have an empty value');
  }
  return parts;
}

function assertKnown(query: RawQuery, allowed: readonly string[]): void {
  for (const name of Object.keys(query)) {
    if (!allowed.includes(name)) {
      throw new FhirSearchError(
        name,
        `is not a supported search parameter (supported: ${allowed.join(', ')})`,
        'not-supported',
      );
    }
  }
}

interface Common {
  count: number;
  cursor: string | undefined;
}

function readCommon(query: RawQuery): Common {
  const format = single(query, '_format');
  if (format !== undefined && !jsonFormats.includes(format.split(';')[0]!.trim())) {
    throw new FhirSearchError('_format', 'only JSON is served', 'not-supported');
  }
  const countText = single(query, '_count');
  let count = defaultCount;
  if (countText !== undefined) {
    if (!/^\d{1,6}$/.test(countText) || Number(countText) < 1) {
      throw new FhirSearchError('_count', 'must be a whole number from 1');
    }
    // Above the maximum the server answers fewer, as FHIR allows; `next` gives the rest.
    count = Math.min(Number(countText), maxCount);
  }
  return { count, cursor: single(query, '_cursor') };
}

export interface PatientSearch extends Common {
  ids: string[][];
  names: string[][];
  after: string | null;
}

/** The patient id a token of `identifier` names; null when it names none of ours. */
function identifiedPatient(token: string): string | null {
  const bar = token.indexOf('|');
  const system = bar < 0 ? null : token.slice(0, bar);
  const value = bar < 0 ? token : token.slice(bar + 1);
  if (system !== null && system !== oxilioPatientIdentifierSystem) {
    return null;
  }
  return isUuid(value) ? value.toLowerCase() : null;
}

export function readPatientSearch(query: RawQuery): PatientSearch {
  assertKnown(query, [...patientSearchParameters, ...commonParameters]);
  const common = readCommon(query);
  const ids: string[][] = [];
  for (const value of valuesOf(query, '_id')) {
    // An id that is no patient's matches none: not an error in FHIR.
    ids.push(alternatives('_id', value).filter(isUuid));
  }
  for (const value of valuesOf(query, 'identifier')) {
    ids.push(alternatives('identifier', value).flatMap((token) => identifiedPatient(token) ?? []));
  }
  const names: string[][] = [];
  for (const value of valuesOf(query, 'name')) {
    const parts = alternatives('name', value);
    if (parts.some((part) => part.length > 100)) {
      throw new FhirSearchError('name', 'must be at most 100 characters');
    }
    names.push(parts);
  }
  const after = common.cursor ?? null;
  if (after !== null && !isUuid(after)) {
    throw new FhirSearchError('_cursor', 'is not a cursor of this search');
  }
  return { ...common, ids, names, after };
}

export interface ObservationSearch extends Common {
  /** The patient named (null: none named). */
  patientId: string | null;
  /** The metrics asked (null: all). Empty: none can match. */
  keys: BaseMetricKey[] | null;
  /** The standardised tests asked (null: all). Empty: none can match. */
  tests: OutcomeMeasureKey[] | null;
  from: string | null;
  to: string | null;
  /** After the daily metric (day, ord) of the previous page: the metrics first, then the tests. */
  after: { day: string; ord: number } | null;
  /**
   * After the test result (day, id) of the previous page (both empty: from the first test): the
   * metrics are all given.
   */
  afterTest: { day: string; id: string } | null;
}

function readPatientReference(value: string): string {
  const id = value.startsWith('Patient/') ? value.slice('Patient/'.length) : value;
  if (!/^[A-Za-z0-9\-.]{1,64}$/.test(id)) {
    throw new FhirSearchError('patient', 'must be a patient id or Patient/{id}');
  }
  return id;
}

const datePrefixes = ['eq', 'ge', 'le', 'gt', 'lt'] as const;

/** The days from..to (inclusive, null: open) that the `date` parameters keep. */
function readDates(values: readonly string[]): { from: string | null; to: string | null } {
  let from: string | null = null;
  let to: string | null = null;
  const later = (a: string | null, b: string) => (a === null || b > a ? b : a);
  const earlier = (a: string | null, b: string) => (a === null || b < a ? b : a);
  for (const value of values) {
    // A prefix is two letters before the digits of the day.
    const match = /^([a-z]{2})?(\d.*)$/.exec(value);
    if (!match) {
      throw new FhirSearchError(
        'date',
        'must be a calendar day YYYY-MM-DD, with an optional prefix',
      );
    }
    const prefix = match[1] ?? 'eq';
    const day = match[2]!;
    if (!(datePrefixes as readonly string[]).includes(prefix)) {
      throw new FhirSearchError(
        'date',
        `the prefix ${prefix} is not supported (supported: ${datePrefixes.join(', ')})`,
        'not-supported',
      );
    }
    if (!isCalendarDay(day)) {
      throw new FhirSearchError(
        'date',
        'must be a calendar day YYYY-MM-DD, with an optional prefix',
      );
    }
    if (prefix === 'eq' || prefix === 'ge') {
      from = later(from, day);
    }
    if (prefix === 'eq' || prefix === 'le') {
      to = earlier(to, day);
    }
    if (prefix === 'gt') {
      from = later(from, addDays(day, 1));
    }
    if (prefix === 'lt') {
      to = earlier(to, addDays(day, -1));
    }
  }
  return { from, to };
}

/** True when a token of `category` names `category` (with or without its system). */
function isCategory(token: string, category: { system: string; code: string }): boolean {
  const bar = token.indexOf('|');
  if (bar < 0) {
    return token === category.code;
  }
  return token.slice(0, bar) === category.system && token.slice(bar + 1) === category.code;
}

function readObservationCursor(
  cursor: string | undefined,
): Pick<ObservationSearch, 'after' | 'afterTest'> {
  if (cursor === undefined) {
    return { after: null, afterTest: null };
  }
  if (cursor === 't') {
    // The metrics all given: the tests from the first.
    return { after: null, afterTest: { day: '', id: '' } };
  }
  const test = /^t\.(\d{4}-\d{2}-\d{2})\.([0-9a-f-]{36})$/.exec(cursor);
  if (test && isCalendarDay(test[1]!) && isUuid(test[2]!)) {
    return { after: null, afterTest: { day: test[1]!, id: test[2]! } };
  }
  const match = /^(\d{4}-\d{2}-\d{2})\.(\d{1,3})$/.exec(cursor);
  if (!match || !isCalendarDay(match[1]!) || Number(match[2]) >= fhirObservationMetrics.length) {
    throw new FhirSearchError('_cursor', 'is not a cursor of this search');
  }
  return { after: { day: match[1]!, ord: Number(match[2]) }, afterTest: null };
}

export function readObservationSearch(query: RawQuery): ObservationSearch {
  assertKnown(query, [...observationSearchParameters, ...commonParameters]);
  const common = readCommon(query);
  const patient = single(query, 'patient');
  if (patient !== undefined && patient.includes(',')) {
    throw new FhirSearchError('patient', 'one patient per search', 'not-supported');
  }
  let keys: BaseMetricKey[] | null = null;
  let tests: OutcomeMeasureKey[] | null = null;
  for (const value of valuesOf(query, 'code')) {
    const tokens = alternatives('code', value);
    const asked = new Set(tokens.flatMap(fhirMetricsOfToken));
    keys = (keys ?? [...asked]).filter((key) => asked.has(key));
    const askedTests = new Set(tokens.flatMap(fhirOutcomesOfToken));
    tests = (tests ?? [...outcomeMeasureKeys]).filter((key) => askedTests.has(key));
  }
  for (const value of valuesOf(query, 'category')) {
    const tokens = alternatives('category', value);
    if (!tokens.some((token) => isCategory(token, activityCategory))) {
      keys = [];
    }
    if (!tokens.some((token) => isCategory(token, examCategory))) {
      tests = [];
    }
  }
  return {
    ...common,
    patientId: patient === undefined ? null : readPatientReference(patient),
    keys,
    tests,
    ...readDates(valuesOf(query, 'date')),
    ...readObservationCursor(common.cursor),
  };
}

export interface OnePatientSearch {
  /** The patient named (null: none named). */
  patientId: string | null;
}

/**
 * Device or Goal search: one patient's (a device at a time, a few goals: one page, no paging).
 */
export function readOnePatientSearch(query: RawQuery): OnePatientSearch {
  assertKnown(query, [...deviceSearchParameters, '_count', '_format']);
  readCommon(query);
  const patient = single(query, 'patient');
  if (patient !== undefined && patient.includes(',')) {
    throw new FhirSearchError('patient', 'one patient per search', 'not-supported');
  }
  return { patientId: patient === undefined ? null : readPatientReference(patient) };
}

/** Patient/{id}/$everything: the whole record in pages; only the page's size and cursor. */
export function readEverythingQuery(query: RawQuery): ObservationSearch {
  assertKnown(query, commonParameters);
  const common = readCommon(query);
  return {
    ...common,
    patientId: null,
    keys: null,
    tests: null,
    from: null,
    to: null,
    ...readObservationCursor(common.cursor),
  };
}
