import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { outcomeCommentMaxLength, outcomeStrikeReasonMaxLength } from '../limits';
import {
  outcomeAssistances,
  outcomeMeasureKeys,
  outcomeMeasuredBy,
  outcomeWalkingAids,
} from '../outcomeMeasures';
import { IsoDate, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the standardised tests' results (under /api/v1, docs/decisions/outcome-measures.md):
 * a rehabilitator who follows the patient records a result or strikes one out with a reason;
 * whoever may read the patient (the patient, their rehabilitators, their establishment's manager)
 * reads the results, each with its change since the first and the previous result, judged against
 * the test's MCID (packages/domain/src/outcomeMeasures.ts).
 */

/** Null first: with type coercion on, a string branch first would turn null into "". */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

const literals = <const T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

export const OutcomeMeasureKeySchema = literals(outcomeMeasureKeys, 'the standardised test');
export const OutcomeWalkingAidSchema = literals(outcomeWalkingAids, 'walking aid during the test');
export const OutcomeAssistanceSchema = literals(
  outcomeAssistances,
  'assistance during the test: none, standby (supervision) or physical',
);

export const OutcomeChange = Type.Object(
  {
    /** To minus from, in the test's unit, rounded to its precision. */
    change: Type.Number(),
    judgement: Type.Union([
      Type.Literal('improved'),
      Type.Literal('withinError'),
      Type.Literal('worse'),
    ]),
  },
  { title: 'OutcomeChange' },
);
export type OutcomeChange = Static<typeof OutcomeChange>;

export const OutcomeResult = Type.Object(
  {
    id: Uuid,
    patientId: Uuid,
    measureKey: OutcomeMeasureKeySchema,
    value: Type.Number(),
    /** The establishment's calendar day of the test. */
    measuredOn: IsoDate,
    walkingAid: OutcomeWalkingAidSchema,
    assistance: OutcomeAssistanceSchema,
    withDevice: Type.Boolean(),
    comment: Nullable(Type.String()),
    measuredBy: Type.Object({
      userId: Uuid,
      firstName: Type.String(),
      lastName: Type.String(),
      role: literals(outcomeMeasuredBy, 'rehabilitator, or the patient in their own session'),
    }),
    recordedAt: IsoDateTime,
    /** The id of the result's normative band (`outcomeBand`), null when the test has none. */
    band: Nullable(Type.String()),
    /** Since the first and the previous result of the same test (not struck out); null for the first. */
    sinceFirst: Nullable(OutcomeChange),
    sincePrevious: Nullable(OutcomeChange),
    /** Struck out: a wrong result stays in the history with who struck it and why. */
    struck: Nullable(
      Type.Object({
        at: IsoDateTime,
        byFirstName: Type.String(),
        byLastName: Type.String(),
        reason: Type.String(),
      }),
    ),
    /** The caller may strike it out (a rehabilitator following the patient, result not struck). */
    canStrike: Type.Boolean(),
  },
  { title: 'OutcomeResult' },
);
export type OutcomeResult = Static<typeof OutcomeResult>;

export const OutcomeResultList = Type.Object(
  {
    /** Every result, struck out ones included, by measure then date then recording. */
    results: Type.Array(OutcomeResult),
    /** The caller may record a result (a rehabilitator following the patient). */
    canRecord: Type.Boolean(),
    /** The establishment's today: a test cannot be dated after it. */
    today: IsoDate,
  },
  { title: 'OutcomeResultList' },
);
export type OutcomeResultList = Static<typeof OutcomeResultList>;

export const RecordOutcomeResultBody = Type.Object(
  {
    measureKey: OutcomeMeasureKeySchema,
    /** In the test's unit; its range and precision are checked (outcome_value_* problems). */
    value: Type.Number(),
    measuredOn: IsoDate,
    walkingAid: OutcomeWalkingAidSchema,
    assistance: OutcomeAssistanceSchema,
    withDevice: Type.Boolean(),
    comment: Type.Optional(Nullable(Type.String({ maxLength: outcomeCommentMaxLength }))),
  },
  { additionalProperties: false, title: 'RecordOutcomeResultBody' },
);
export type RecordOutcomeResultBody = Static<typeof RecordOutcomeResultBody>;

/**
 * A test the patient played in their own session: the exercise (a "Clinical test" mapped to a
 * catalogued test, `exerciseOutcomeMeasures`) and the value in the test's unit. The day is the
 * session's; the conditions follow from the exercise (docs/decisions/outcome-measures.md).
 */
export const RecordSessionTestResultBody = Type.Object(
  {
    exerciseId: Type.Integer({ minimum: 1 }),
    /** In the test's unit; its range and precision are checked (outcome_value_* problems). */
    value: Type.Number(),
  },
  { additionalProperties: false, title: 'RecordSessionTestResultBody' },
);
export type RecordSessionTestResultBody = Static<typeof RecordSessionTestResultBody>;

export const StrikeOutcomeResultBody = Type.Object(
  {
    reason: Type.String({ minLength: 1, maxLength: outcomeStrikeReasonMaxLength, pattern: '\\S' }),
  },
  { additionalProperties: false, title: 'StrikeOutcomeResultBody' },
);
export type StrikeOutcomeResultBody = Static<typeof StrikeOutcomeResultBody>;

export const outcomeMeasureEndpoints = {
  list: {
    method: 'GET',
    path: '/patients/:id/outcomeResults',
    summary: 'A patient’s standardised test results, judged (whoever may read the patient)',
    params: Type.Object({ id: Uuid }),
    response: { 200: OutcomeResultList, ...problemResponses(400, 401, 404) },
  },
  record: {
    method: 'POST',
    path: '/patients/:id/outcomeResults',
    summary: 'Record a standardised test result (a rehabilitator following the patient)',
    params: Type.Object({ id: Uuid }),
    body: RecordOutcomeResultBody,
    response: { 201: OutcomeResult, ...problemResponses(400, 401, 403, 404, 409, 415) },
  },
  recordInSession: {
    method: 'POST',
    path: '/sessions/:id/outcomeResults',
    summary:
      'The patient notes the result of a clinical test played in their own recent session (marked measured by the patient)',
    params: Type.Object({ id: Uuid }),
    body: RecordSessionTestResultBody,
    response: { 201: OutcomeResult, ...problemResponses(400, 401, 403, 404, 409, 415) },
  },
  strike: {
    method: 'POST',
    path: '/outcomeResults/:id/strike',
    summary: 'Strike out a wrong result with a reason; it stays in the history',
    params: Type.Object({ id: Uuid }),
    body: StrikeOutcomeResultBody,
    response: { 200: OutcomeResult, ...problemResponses(400, 401, 403, 404, 409, 415) },
  },
} as const satisfies Record<string, Endpoint>;
