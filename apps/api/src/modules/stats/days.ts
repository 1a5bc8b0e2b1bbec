/**
 * Calendar-day arithmetic on ISO `YYYY-MM-DD` strings (docs/product.md#days: a day is a calendar
 * day in the establishment's time zone; stored days are already calendar days, so no time zone here
 * except for "today"). Computed in UTC so that no daylight-saving change shifts a day.
 */

const dayMs = 86_400_000;

function toUtc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** Day strings by days since 1970 (a year of days per stats call: formatting them was 5 % of it). */
const dayStrings = new Map<number, string>();

function fromUtc(ms: number): string {
  const epochDay = Math.floor(ms / dayMs);
  let day = dayStrings.get(epochDay);
  if (day === undefined) {
    day = new Date(epochDay * dayMs).toISOString().slice(0, 10);
    // Bounded: 100,000 days are 270 years, far more than any range the API is asked about.
    if (dayStrings.size < 100_000) {
      dayStrings.set(epochDay, day);
    }
  }
  return day;
}

/**
 * True for a real calendar day written `YYYY-MM-DD` (2024-02-30 is not one), in the years
 * 1900-2999 (year 0000 is valid ISO but not a PostgreSQL date, and no data is that old).
 */
export function isCalendarDay(value: string): boolean {
  if (!/^(19|2\d)\d{2}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const ms = toUtc(value); // NaN for a month 13 or a day 45
  return Number.isFinite(ms) && fromUtc(ms) === value;
}

export function addDays(day: string, count: number): string {
  return fromUtc(toUtc(day) + count * dayMs);
}

/** Whole days from `from` to `to` (0 when equal, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs);
}

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = toUtc(from), end = toUtc(to); ms <= end; ms += dayMs) {
    days.push(fromUtc(ms));
  }
  return days;
}

/** Monday of the ISO week of `day`. */
export function isoWeekStart(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/** Last day of the month of `day`. */
export function monthEnd(day: string): string {
  const date = new Date(toUtc(monthStart(day)));
  return fromUtc(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

/** One formatter per time zone (creating one costs more than a stats request's bucketing). */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      // en-CA formats as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      format = null;
    }
    // Bounded: time zone names come from establishments, a few hundred at most.
    if (dayFormats.size < 1000) {
      dayFormats.set(timeZone, format);
    }
  }
  return format;
}

/** Today's calendar day in a time zone (IANA name; an unknown one falls back to UTC). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dayFormat(timeZone)?.format(now) ?? now.toISOString().slice(0, 10);
}

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
