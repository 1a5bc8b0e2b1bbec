import { Type, type Static, type TSchema } from '@sinclair/typebox';
import {
  goalDropReasons,
  goalKinds,
  goalMetricKeys,
  goalStatuses,
  type GoalDropReason,
  type GoalKind,
  type GoalMetricKey,
  type GoalStatus,
} from '../goals';
import { goalDropNoteMaxLength, goalTextMaxLength } from '../limits';
import { outcomeMeasureKeys, type OutcomeMeasureKey } from '../outcomeMeasures';
import { Body, IsoDate, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of a patient's rehabilitation goals (docs/product.md#objectifs-de-reeducation,
 * docs/decisions/goals.md). The rehabilitator following the patient sets, revises, marks achieved
 * and drops them; the care team and the patient read them with their progress, computed by the
 * API from the device's days and the latest test results.
 */

const literalEnum = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values] });

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const GoalKindSchema = literalEnum<GoalKind>(goalKinds);
export const GoalStatusSchema = literalEnum<GoalStatus>(goalStatuses);
export const GoalMetricKeySchema = literalEnum<GoalMetricKey>(goalMetricKeys);
export const GoalMeasureKeySchema = literalEnum<OutcomeMeasureKey>(outcomeMeasureKeys);
export const GoalDropReasonSchema = literalEnum<GoalDropReason>(goalDropReasons);

/** The goal's text: the patient's words ("Marcher jusqu'à la boulangerie"). */
const GoalText = Type.String({ minLength: 1, maxLength: goalTextMaxLength, pattern: '\\S' });

const GoalPerson = Type.Object({ firstName: Type.String(), lastName: Type.String() });

export const Goal = Type.Object(
  {
    id: Uuid,
    kind: GoalKindSchema,
    /** A metric goal's metric (a daily figure of the device). */
    metricKey: nullable(GoalMetricKeySchema),
    /** A test goal's standardised test. */
    measureKey: nullable(GoalMeasureKeySchema),
    /** The figure aimed at (metric's unit or test's unit); null for a goal in words. */
    target: nullable(Type.Number()),
    /** Which way is better for the figure (the metric's or the test's); null in words. */
    direction: nullable(Type.Union([Type.Literal('higher'), Type.Literal('lower')])),
    /** Where the goal started from: the 7-day average or the latest result when it was set. */
    baseline: nullable(Type.Number()),
    baselineOn: nullable(IsoDate),
    /** The patient's words. */
    text: Type.String(),
    /** When the team means to review it (required for a goal in words). */
    reviewOn: nullable(IsoDate),
    /** The review date has come (the establishment's today). */
    reviewDue: Type.Boolean(),
    status: GoalStatusSchema,
    setOn: IsoDate,
    setBy: nullable(GoalPerson),
    closedAt: nullable(IsoDateTime),
    closedBy: nullable(GoalPerson),
    dropReason: nullable(GoalDropReasonSchema),
    dropNote: nullable(Type.String()),
    /** The goal this one replaces (a revision). */
    revisesGoalId: nullable(Uuid),
    /** The goal that replaced this one (status `revised`). */
    revisedByGoalId: nullable(Uuid),
    /**
     * The value now, for an active figure goal: the 7 completed days' average (metric) or the
     * latest result (test); null when nothing was measured, and for closed goals and goals in words.
     */
    current: nullable(Type.Number()),
    /** The day of the latest result (test), or the last of the 7 days (metric). */
    currentOn: nullable(IsoDate),
    /** A metric goal: the days of the 7 with data. */
    daysWithData: nullable(Type.Integer({ minimum: 0 })),
    /** 0 to 1; 1 = target reached; null when nothing can be said (no data, in words, closed). */
    progress: nullable(Type.Number({ minimum: 0, maximum: 1 })),
    /** The target is reached: "achieved" is suggested to the rehabilitator, who confirms it. */
    targetReached: Type.Boolean(),
  },
  { title: 'Goal' },
);
export type Goal = Static<typeof Goal>;

export const GoalList = Type.Object(
  {
    /** Active goals first (oldest first), then the history (latest closed first). */
    goals: Type.Array(Goal),
    /** The establishment's today, the day progress and review dates are judged on. */
    today: IsoDate,
  },
  { title: 'GoalList' },
);
export type GoalList = Static<typeof GoalList>;

/** A new goal, or the goal that replaces one (a revision). */
export const NewGoal = Body(
  {
    kind: GoalKindSchema,
    metricKey: Type.Optional(GoalMetricKeySchema),
    measureKey: Type.Optional(GoalMeasureKeySchema),
    /** Required for a metric or a test goal; in the metric's or the test's unit. */
    target: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
    /** Required for a goal in words. */
    reviewOn: Type.Optional(IsoDate),
    text: GoalText,
  },
  'NewGoal',
);
export type NewGoal = Static<typeof NewGoal>;

export const DropGoal = Body(
  {
    reason: GoalDropReasonSchema,
    note: Type.Optional(Type.String({ maxLength: goalDropNoteMaxLength })),
  },
  'DropGoal',
);
export type DropGoal = Static<typeof DropGoal>;

const GoalParams = Type.Object({ id: Uuid, goalId: Uuid });

export const goalEndpoints = {
  list: {
    method: 'GET',
    path: '/patients/:id/goals',
    summary: 'A patient’s goals with their progress, then the history (care team and patient)',
    params: Type.Object({ id: Uuid }),
    response: { 200: GoalList, ...problemResponses(401, 403, 404) },
  },
  create: {
    method: 'POST',
    path: '/patients/:id/goals',
    summary: 'Set a goal with the patient (a rehabilitator following them)',
    params: Type.Object({ id: Uuid }),
    body: NewGoal,
    response: { 201: Goal, ...problemResponses(400, 401, 403, 404) },
  },
  revise: {
    method: 'POST',
    path: '/patients/:id/goals/:goalId/revision',
    summary: 'Replace an active goal by a new one; the old one is kept as revised',
    params: GoalParams,
    body: NewGoal,
    response: { 201: Goal, ...problemResponses(400, 401, 403, 404, 409) },
  },
  achieve: {
    method: 'POST',
    path: '/patients/:id/goals/:goalId/achievement',
    summary: 'Confirm that an active goal is achieved',
    params: GoalParams,
    response: { 200: Goal, ...problemResponses(401, 403, 404, 409) },
  },
  drop: {
    method: 'POST',
    path: '/patients/:id/goals/:goalId/drop',
    summary: 'Drop an active goal, with a reason',
    params: GoalParams,
    body: DropGoal,
    response: { 200: Goal, ...problemResponses(400, 401, 403, 404, 409) },
  },
} as const satisfies Record<string, Endpoint>;
