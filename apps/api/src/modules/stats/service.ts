/**
 * Stats, objective completion and the establishment's patients stats (docs/product.md#stats;
 * docs/decisions/api-stats-and-stars.md). Per call: the access check (with the time zone), then one
 * statement reading the rows and objectives and writing the audit entries (repository `readStats`),
 * then one pass per key spreading the days over the periods (`aggregateByPeriod` of @oxilio/domain;
 * percentages: `aggregate` per bucket). docs/performance.md.
 */
import {
  aggregate,
  aggregateByPeriod,
  completedWindowDays,
  isActivityObjectiveKey,
  isObjectiveInForce,
  judgeActivityDay,
  lastCompletedDays,
  metricDefinitions,
  objectiveBaseKeys,
  objectiveKey,
  parseMetricKeys,
  type BaseMetricKey,
  type MetricKey,
  type ObjectiveBaseKey,
} from '@oxilio/domain';
import type {
  ObjectiveCompletion,
  PatientsStatsResponse,
  PercentagesBucket,
  PercentagesResponse,
  StatsQuery,
  StatsResponse,
  StatsSeries,
} from '@oxilio/domain/contract';
import { statsMaxRangeDays } from '@oxilio/domain/contract';
import { ValidationFailedError } from '../../http/errors';
import type { Scope } from '../../policy/scope';
import { addDays, daysBetween, isCalendarDay, todayIn } from '@oxilio/domain';
import { buckets, periodsOf, type Periods, type Scale } from './periods';
import { activityObjectiveKeys, objectiveBook, type ObjectiveBook } from './objectives';
import * as repository from './repository';
import type { DailyValues, DayColumns } from './repository';

/** Longest range a stats call answers: two years (leap day included). */
export const maxRangeDays = statsMaxRangeDays;
const defaultRangeDays = completedWindowDays;

export interface StatsRange {
  from: string;
  to: string;
  scale: Scale;
}

function invalid(field: string, message: string): ValidationFailedError {
  return new ValidationFailedError(
    [{ field, in: 'querystring', message }],
    `Invalid ${field}: ${message}.`,
  );
}

/** from/to/scale with their defaults (the last 7 completed days, Day) and limits. */
export function resolveRange(query: StatsQuery, today: string): StatsRange {
  const scaleParam = query.scale ?? query.Scale ?? 'Day';
  const scale = (scaleParam[0]!.toUpperCase() + scaleParam.slice(1).toLowerCase()) as Scale;
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isCalendarDay(value)) {
      throw invalid(field, 'must be a calendar day YYYY-MM-DD');
    }
  }
  // Neither day asked: the last 7 days, the completed days ending yesterday (today is in progress).
  // A day asked keeps its meaning: `from` alone runs to today, `to` alone covers 7 days to it.
  const lastWeek = lastCompletedDays(today, defaultRangeDays);
  const to = query.to ?? (query.from ? maxDay(query.from, today) : lastWeek.to);
  const from = query.from ?? addDays(to, -(defaultRangeDays - 1));
  if (from > to) {
    throw invalid('from', 'must not be after to');
  }
  if (daysBetween(from, to) + 1 > maxRangeDays) {
    throw invalid('to', `the range must not exceed ${maxRangeDays} days`);
  }
  return { from, to, scale };
}

const maxDay = (a: string, b: string) => (a > b ? a : b);

/** The metric keys of `types` (or `Types`), with a 400 naming the unknown ones. */
export function resolveTypes(query: StatsQuery, required: boolean): MetricKey[] | null {
  const raw = [query.types, query.Types].filter((value): value is string => value !== undefined);
  if (raw.length === 0) {
    if (required) {
      throw invalid('types', 'at least one metric key is required');
    }
    return null;
  }
  const { keys, unknown } = parseMetricKeys(raw);
  if (unknown.length > 0) {
    throw invalid('types', `unknown metric keys: ${unknown.join(', ')}`);
  }
  if (keys.length === 0) {
    if (required) {
      throw invalid('types', 'at least one metric key is required');
    }
    return null;
  }
  return keys;
}

function splitKeys(keys: readonly MetricKey[]) {
  const measured = new Set<BaseMetricKey>();
  const objectives = new Set<ObjectiveBaseKey>();
  for (const key of keys) {
    const objectiveOf = metricDefinitions[key].objectiveOf;
    if (objectiveOf) {
      objectives.add(objectiveOf);
    } else {
      measured.add(key as BaseMetricKey);
    }
  }
  return { measured: [...measured], objectives: [...objectives] };
}

/**
 * One patient's series: for each key, one value per period. A measured key aggregates the
 * patient's days (`columns`, `measured[k]` is the key of `columns.values[k]`); `<Key>Objective`
 * aggregates the objective in force on each day of the range, the same way.
 */
export function seriesOf(
  patientId: string,
  columns: DayColumns | undefined,
  measured: readonly BaseMetricKey[],
  keys: readonly MetricKey[],
  periods: Periods,
  book: ObjectiveBook,
): StatsSeries {
  const series: StatsSeries = {};
  const daily = new Array<number | null>(periods.dayCount);
  const periodCount = periods.starts.length;
  for (const key of keys) {
    daily.fill(null);
    const objectiveOf = metricDefinitions[key].objectiveOf;
    if (objectiveOf) {
      book.onDays(patientId, objectiveOf, periods.dayCount, periods.day, daily);
    } else if (columns) {
      const values = columns.values[measured.indexOf(key as BaseMetricKey)]!;
      const { offsets } = columns;
      for (let row = 0; row < offsets.length; row += 1) {
        daily[offsets[row]!] = values[row]!;
      }
    }
    series[key] = aggregateByPeriod(key, daily, periods.periodOf, periodCount);
  }
  return series;
}

/** The rows of `columns` as one object per day, as `completionBuckets` reads them. */
function dailyValues(
  patientId: string,
  columns: DayColumns | undefined,
  measured: readonly BaseMetricKey[],
  periods: Periods,
): DailyValues[] {
  if (!columns) {
    return [];
  }
  return columns.offsets.map((offset, row) => {
    const values: DailyValues = { patientId, day: periods.day(offset) };
    measured.forEach((key, index) => {
      values[key] = columns.values[index]![row]!;
    });
    return values;
  });
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function completionOf(key: ObjectiveBaseKey, value: number, objective: number): number | null {
  if (metricDefinitions[key].higherIsBetter === false) {
    // A ceiling (less sitting): met in full at or under it.
    return value <= objective ? 100 : round1((objective / value) * 100);
  }
  return objective > 0 ? round1((value / objective) * 100) : null;
}

function metOn(key: ObjectiveBaseKey, value: number, objective: number): boolean {
  return metricDefinitions[key].higherIsBetter === false ? value <= objective : value >= objective;
}

/**
 * Whether the device reported a day, as the stars judge it (`recomputeStars`): a row with an
 * activity value, or with ActivityStars (stored for every reported day).
 */
function reportedDay(row: DailyValues | undefined): boolean {
  return (
    row !== undefined &&
    (typeof row.ActivityStars === 'number' ||
      activityObjectiveKeys.some((key) => typeof row[key] === 'number'))
  );
}

/**
 * Completion per bucket. The daily activity objectives are judged day by day by the domain's
 * `judgeActivityDay`, as the stars and Performance are: an objective in force is above 0; on a
 * reported day a key the device did not report counts as 0 (measured, not met); a day not reported
 * neither helps nor hurts. Other keys (the walking perimeter, ceilings) keep their own met/not met
 * over the days with a value and an objective in force. `overall` counts the activity objectives
 * only: the walking perimeter counts in neither stars nor performance.
 */
export function completionBuckets(
  patientId: string,
  rows: readonly DailyValues[],
  keys: readonly ObjectiveBaseKey[],
  range: StatsRange,
  book: ObjectiveBook,
): PercentagesBucket[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const judgedByDay = new Map<string, Map<ObjectiveBaseKey, number>>();
  const judgedOn = (day: string) => {
    let judged = judgedByDay.get(day);
    if (!judged) {
      const row = byDay.get(day);
      const { judged: objectives } = judgeActivityDay(
        row ?? {},
        (key) => (keys.includes(key) ? book.on(patientId, key, day) : null),
        reportedDay(row),
      );
      judged = new Map(objectives.map((item) => [item.key, item.value]));
      judgedByDay.set(day, judged);
    }
    return judged;
  };
  return buckets(range.from, range.to, range.scale).map((bucket) => {
    const metrics: Record<string, ObjectiveCompletion> = {};
    const capped: number[] = [];
    for (const key of keys) {
      const activity = isActivityObjectiveKey(key);
      const values: number[] = [];
      const objectives: number[] = [];
      let daysMet = 0;
      for (const day of bucket.days) {
        const objective = book.on(patientId, key, day);
        const value = activity ? judgedOn(day).get(key) : byDay.get(day)?.[key];
        if (typeof value !== 'number' || !isObjectiveInForce(objective)) {
          continue;
        }
        values.push(value);
        objectives.push(objective);
        if (metOn(key, value, objective)) {
          daysMet += 1;
        }
      }
      const value = aggregate(key, values);
      const objective = aggregate(objectiveKey(key), objectives);
      const completion =
        value !== null && objective !== null ? completionOf(key, value, objective) : null;
      if (completion !== null && activity) {
        capped.push(Math.min(100, completion));
      }
      metrics[key] = { value, objective, completion, daysMeasured: values.length, daysMet };
    }
    const overall =
      capped.length > 0 ? round1(capped.reduce((a, b) => a + b, 0) / capped.length) : null;
    return { start: bucket.start, end: bucket.end, overall, metrics };
  });
}

/** The keys `percentages` judges: objective keys given as `X` or `XObjective`. */
function resolveCompletionKeys(query: StatsQuery): ObjectiveBaseKey[] {
  const keys = resolveTypes(query, false);
  if (keys === null) {
    return [...activityObjectiveKeys];
  }
  const result = new Set<ObjectiveBaseKey>();
  const without: string[] = [];
  for (const key of keys) {
    const base = metricDefinitions[key].objectiveOf ?? key;
    if ((objectiveBaseKeys as readonly string[]).includes(base)) {
      result.add(base as ObjectiveBaseKey);
    } else {
      without.push(key);
    }
  }
  if (without.length > 0) {
    throw invalid('types', `metric keys without objective: ${without.join(', ')}`);
  }
  return [...result];
}

export function createStatsService() {
  return {
    /**
     * Two round trips: the access check with the time zone (policy), then one statement reading
     * the rows and objectives and writing the audit entry (repository `readStats`).
     */
    async patientStats(
      scope: Scope,
      { patientId, query }: { patientId: string; query: StatsQuery },
    ): Promise<StatsResponse> {
      const facts = await scope.patient(patientId, 'read');
      const keys = resolveTypes(query, true)!;
      const range = resolveRange(query, todayIn(facts.timeZone));
      const { measured, objectives } = splitKeys(keys);
      const read = await repository.readStats(
        scope,
        facts,
        measured,
        objectives,
        range.from,
        range.to,
        scope.auditValues('stats.read', { types: keys, ...range }),
      );
      const periods = periodsOf(range.from, range.to, range.scale);
      return {
        patientId: facts.patientId,
        ...range,
        types: keys,
        starts: [...periods.starts],
        series: seriesOf(
          facts.patientId,
          read.days.get(facts.patientId),
          measured,
          keys,
          periods,
          objectiveBook(read.objectives),
        ),
      };
    },

    async patientPercentages(
      scope: Scope,
      { patientId, query }: { patientId: string; query: StatsQuery },
    ): Promise<PercentagesResponse> {
      const facts = await scope.patient(patientId, 'read');
      const keys = resolveCompletionKeys(query);
      const range = resolveRange(query, todayIn(facts.timeZone));
      // The activity values and ActivityStars too: whether the device reported a day, as the stars.
      const measured = [
        ...new Set<BaseMetricKey>([...keys, ...activityObjectiveKeys, 'ActivityStars']),
      ];
      const read = await repository.readStats(
        scope,
        facts,
        measured,
        keys,
        range.from,
        range.to,
        scope.auditValues('stats.percentages', { types: keys, ...range }),
      );
      return {
        patientId: facts.patientId,
        ...range,
        types: keys,
        buckets: completionBuckets(
          facts.patientId,
          dailyValues(
            facts.patientId,
            read.days.get(facts.patientId),
            measured,
            periodsOf(range.from, range.to, range.scale),
          ),
          keys,
          range,
          objectiveBook(read.objectives),
        ),
      };
    },

    /**
     * One statement (two when `to` is not given: the establishment's time zone decides today):
     * the patients, their rows and objectives, and one audit entry listing the patients read.
     */
    async establishmentPatientsStats(
      scope: Scope,
      { establishmentId, query }: { establishmentId: string; query: StatsQuery },
    ): Promise<PatientsStatsResponse> {
      const establishment = scope.managedEstablishment(establishmentId);
      const keys = resolveTypes(query, true)!;
      // "Today" only serves as the default `to`: the time zone is read only when `to` is absent.
      const today =
        query.to === undefined
          ? todayIn(await repository.establishmentTimeZone(scope, establishment))
          : query.to;
      const range = resolveRange(query, today);
      const { measured, objectives } = splitKeys(keys);
      const read = await repository.readStats(
        scope,
        establishment,
        measured,
        objectives,
        range.from,
        range.to,
        scope.auditValues('stats.establishment', {
          establishmentId,
          types: keys,
          ...range,
        }),
      );
      const book = objectiveBook(read.objectives);
      const periods = periodsOf(range.from, range.to, range.scale);
      return {
        establishmentId,
        ...range,
        types: keys,
        starts: [...periods.starts],
        patients: read.people.map((person) => ({
          ...person,
          series: seriesOf(
            person.patientId,
            read.days.get(person.patientId),
            measured,
            keys,
            periods,
            book,
          ),
        })),
      };
    },
  };
}
