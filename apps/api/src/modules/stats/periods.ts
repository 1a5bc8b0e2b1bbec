/**
 * The periods of the stats (docs/product.md#stats): a range of days cut by Day, ISO Week (Monday
 * to Sunday) or calendar Month. The day arithmetic itself is the domain's
 * (`packages/domain/src/days.ts`).
 */
import { addDays, eachDay, isoWeekStart, monthEnd, monthStart } from '@oxilio/domain';

export type Scale = 'Day' | 'Week' | 'Month';

export interface Bucket {
  /** First day of the period (the day, the Monday of the ISO week, the 1st of the month). */
  start: string;
  /** Last day of the period. */
  end: string;
  /** The days of the period inside the requested range. */
  days: string[];
}

/** The start of the bucket `day` falls in. */
export function bucketStart(day: string, scale: Scale): string {
  switch (scale) {
    case 'Day':
      return day;
    case 'Week':
      return isoWeekStart(day);
    case 'Month':
      return monthStart(day);
  }
}

/** The buckets covering `from`..`to` in order, each with its days inside the range. */
export function buckets(from: string, to: string, scale: Scale): Bucket[] {
  const periods = periodsOf(from, to, scale);
  const result: Bucket[] = periods.starts.map((start, index) => ({
    start,
    end: periods.ends[index]!,
    days: [],
  }));
  for (let offset = 0; offset < periods.dayCount; offset += 1) {
    result[periods.periodOf[offset]!]!.days.push(periods.day(offset));
  }
  return result;
}

/**
 * The periods covering `from`..`to` (the same as `buckets`, without a list of days per period):
 * their starts and ends in order, and for each day of the range (day 0 is `from`) its period.
 */
export interface Periods {
  readonly starts: readonly string[];
  readonly ends: readonly string[];
  /** Days in the range, `from` and `to` included. */
  dayCount: number;
  /** `periodOf[d]`: the index in `starts` of the period of day d. */
  periodOf: Uint32Array;
  /** The calendar day d days after `from`. */
  day(offset: number): string;
}

/** Periods by range: everyone asks for the same ranges on a given day (the last year...). */
const periodsCache = new Map<string, Periods>();

/** The periods of `from`..`to` (shared between calls: read them, never change them). */
export function periodsOf(from: string, to: string, scale: Scale): Periods {
  const key = `${from}|${to}|${scale}`;
  let periods = periodsCache.get(key);
  if (!periods) {
    periods = computePeriods(from, to, scale);
    Object.freeze(periods.starts);
    Object.freeze(periods.ends);
    if (periodsCache.size >= 64) {
      periodsCache.clear();
    }
    periodsCache.set(key, periods);
  }
  return periods;
}

function computePeriods(from: string, to: string, scale: Scale): Periods {
  const days = eachDay(from, to);
  const dayAt = (offset: number) => days[offset]!;
  const dayCount = days.length;
  const periodOf = new Uint32Array(dayCount);
  if (scale === 'Day') {
    periodOf.forEach((_, offset) => {
      periodOf[offset] = offset;
    });
    return { starts: days, ends: days, dayCount, periodOf, day: dayAt };
  }
  const starts: string[] = [];
  const ends: string[] = [];
  let end = '';
  days.forEach((day, offset) => {
    if (offset === 0 || day > end) {
      const start = bucketStart(day, scale);
      end = scale === 'Week' ? addDays(start, 6) : monthEnd(day);
      starts.push(start);
      ends.push(end);
    }
    periodOf[offset] = starts.length - 1;
  });
  return { starts, ends, dayCount, periodOf, day: dayAt };
}
