import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the stats calls (docs/product.md#stats, docs/decisions/api-stats-and-stars.md):
 * GET /patients/{id}/stats, GET /patients/{id}/percentages, GET /Establishments/{id}/PatientsStats.
 *
 * `types` is a comma list of metric keys (case-insensitive, `<Key>Objective` included); `from` and
 * `to` are calendar days, both included, at most 2 years apart (default: the last 7 days, the
 * completed days ending yesterday in the establishment's time zone; `from` alone runs to today);
 * `scale` is Day, Week (ISO, Monday first) or Month. The portal's client spells some of them
 * `Types` and `Scale`: both spellings are accepted.
 */

/** The longest period a stats call takes, both days included: 2 years (one of them leap). */
export const statsMaxRangeDays = 731;

const ScaleParam = Type.Union(
  ['Day', 'Week', 'Month', 'day', 'week', 'month'].map((value) => Type.Literal(value)),
  { description: 'Day, Week (ISO week, Monday first) or Month; default Day' },
);
const TypesParam = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'Comma list of metric keys, e.g. StepCount,StepCountObjective',
});

export const StatsQuery = Type.Object({
  types: Type.Optional(TypesParam),
  Types: Type.Optional(TypesParam),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  scale: Type.Optional(ScaleParam),
  Scale: Type.Optional(ScaleParam),
});
export type StatsQuery = Static<typeof StatsQuery>;

export const PercentagesQuery = StatsQuery;
export type PercentagesQuery = StatsQuery;

const Scale = Type.Union([Type.Literal('Day'), Type.Literal('Week'), Type.Literal('Month')]);
// The same JSON as a union of number and null, but serialised much faster (one type check).
const NullableNumber = Type.Unsafe<number | null>({ type: ['number', 'null'] });

/**
 * The periods of an answer, in order, by their first day: for Day each day from `from` to `to`; for
 * Week the Monday of every ISO week, for Month the 1st of every month, that has a day in the range.
 * A period ends on its last calendar day (the day itself, the Sunday, the last day of the month);
 * only its days inside from..to are aggregated. `series` gives one value per period, in the same
 * order: a chart reads `starts` as its x axis and each series as a line.
 */
const periods = {
  starts: Type.Array(IsoDate),
};

/**
 * One array per metric key of `types`, one value per period: the days of the period aggregated with
 * the metric's rule (sum, mean or maximum), null when no day of the period has a value.
 */
export const StatsSeries = Type.Record(Type.String(), Type.Array(NullableNumber));
export type StatsSeries = Static<typeof StatsSeries>;

export const StatsResponse = Type.Object(
  {
    patientId: Uuid,
    from: IsoDate,
    to: IsoDate,
    scale: Scale,
    types: Type.Array(Type.String()),
    ...periods,
    series: StatsSeries,
  },
  { title: 'PatientStats' },
);
export type StatsResponse = Static<typeof StatsResponse>;

export const ObjectiveCompletion = Type.Object(
  {
    /** The metric aggregated over the days with data. */
    value: NullableNumber,
    /** The objective aggregated the same way over the same days. */
    objective: NullableNumber,
    /** value / objective in percent (not capped); null without data or objective. */
    completion: NullableNumber,
    /**
     * Days of the bucket with data and an objective in force (above 0), and among them those that
     * met it. An activity objective is judged as the stars: on a day the device reported, a key it
     * did not report counts as 0.
     */
    daysMeasured: Type.Integer(),
    daysMet: Type.Integer(),
  },
  { title: 'ObjectiveCompletion' },
);
export type ObjectiveCompletion = Static<typeof ObjectiveCompletion>;

export const PercentagesBucket = Type.Object(
  {
    start: IsoDate,
    end: IsoDate,
    /**
     * Mean completion of the daily activity objectives below, each capped at 100 (the walking
     * perimeter counts in neither stars nor performance); null when none has one.
     */
    overall: NullableNumber,
    metrics: Type.Record(Type.String(), ObjectiveCompletion),
  },
  { title: 'PercentagesBucket' },
);
export type PercentagesBucket = Static<typeof PercentagesBucket>;

export const PercentagesResponse = Type.Object(
  {
    patientId: Uuid,
    from: IsoDate,
    to: IsoDate,
    scale: Scale,
    /** The metrics judged: `types` when given, else the daily activity objectives. */
    types: Type.Array(Type.String()),
    buckets: Type.Array(PercentagesBucket),
  },
  { title: 'PatientPercentages' },
);
export type PercentagesResponse = Static<typeof PercentagesResponse>;

export const EstablishmentPatientStats = Type.Object(
  {
    patientId: Uuid,
    firstName: Type.String(),
    lastName: Type.String(),
    series: StatsSeries,
  },
  { title: 'EstablishmentPatientStats' },
);

export const PatientsStatsResponse = Type.Object(
  {
    establishmentId: Uuid,
    from: IsoDate,
    to: IsoDate,
    scale: Scale,
    types: Type.Array(Type.String()),
    /** The periods, the same for every patient. */
    ...periods,
    /** The establishment's patients that are not archived, by last name. */
    patients: Type.Array(EstablishmentPatientStats),
  },
  { title: 'EstablishmentPatientsStats' },
);
export type PatientsStatsResponse = Static<typeof PatientsStatsResponse>;

/** The periods of the manager's evolution (`evolutionWindow` of @oxilio/domain). */
export const EvolutionQuery = Type.Object({
  /** 7d (7 days by day, the default), 30d (30 days by day) or 12w (12 completed weeks by week). */
  period: Type.Optional(
    Type.Union(
      ['7d', '30d', '12w'].map((value) => Type.Literal(value)),
      { default: '7d' },
    ),
  ),
});
export type EvolutionQuery = Static<typeof EvolutionQuery>;

const EvolutionFigures = {
  /** Steps of every current patient, summed; null when no patient has a value. */
  steps: NullableNumber,
  /** Daily activity objectives met (the stars), summed; null when no patient has a value. */
  objectivesMet: NullableNumber,
  /** Current patients with steps on at least one day. */
  activePatients: Type.Integer({ minimum: 0 }),
};

export const EvolutionPoint = Type.Object(
  {
    /** The day, or the Monday of the week. */
    start: IsoDate,
    /** The same day, or the Sunday. */
    end: IsoDate,
    ...EvolutionFigures,
  },
  { title: 'EvolutionPoint' },
);
export type EvolutionPoint = Static<typeof EvolutionPoint>;

export const EstablishmentEvolution = Type.Object(
  {
    establishmentId: Uuid,
    period: Type.Union([Type.Literal('7d'), Type.Literal('30d'), Type.Literal('12w')]),
    scale: Type.Union([Type.Literal('Day'), Type.Literal('Week')]),
    /** Completed days only: 7 or 30 days ending yesterday, or 12 weeks ending last Sunday. */
    from: IsoDate,
    to: IsoDate,
    /** How many current patients the figures are over. */
    patients: Type.Integer({ minimum: 0 }),
    /** One point per day (7d, 30d) or per ISO week (12w), oldest first. */
    points: Type.Array(EvolutionPoint),
    /** The whole period. */
    total: Type.Object(EvolutionFigures),
    /** The period just before, as long: what the evolution is measured against. */
    previous: Type.Object({ from: IsoDate, to: IsoDate, ...EvolutionFigures }),
  },
  { title: 'EstablishmentEvolution' },
);
export type EstablishmentEvolution = Static<typeof EstablishmentEvolution>;

const IdParams = Type.Object({ id: Uuid });

export const statsEndpoints = {
  patientStats: {
    method: 'GET',
    path: '/patients/:id/stats',
    summary: "A patient's metrics and objectives per day, week or month",
    params: IdParams,
    querystring: StatsQuery,
    response: { 200: StatsResponse, ...problemResponses(400, 401, 404) },
  },
  patientPercentages: {
    method: 'GET',
    path: '/patients/:id/percentages',
    summary: "A patient's objective completion per day, week or month",
    params: IdParams,
    querystring: PercentagesQuery,
    response: { 200: PercentagesResponse, ...problemResponses(400, 401, 404) },
  },
  establishmentPatientsStats: {
    method: 'GET',
    path: '/Establishments/:id/PatientsStats',
    summary: "Metrics of every patient of the manager's establishment",
    params: IdParams,
    querystring: StatsQuery,
    response: { 200: PatientsStatsResponse, ...problemResponses(400, 401, 403) },
  },
  establishmentEvolution: {
    method: 'GET',
    path: '/Establishments/:id/Evolution',
    summary:
      "The establishment's activity over 7 days, 30 days or 12 weeks against the period before (its manager)",
    params: IdParams,
    querystring: EvolutionQuery,
    response: { 200: EstablishmentEvolution, ...problemResponses(400, 401, 403) },
  },
} as const satisfies Record<string, Endpoint>;
