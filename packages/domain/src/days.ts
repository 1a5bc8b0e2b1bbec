/**
 * Calendar days, time zones and "today", written once for the API and the portal
 * (docs/product.md#days).
 *
 * - A day is a calendar day in the establishment's time zone (an IANA name; Europe/Paris without
 *   an establishment, or for a name the runtime does not know). Days travel as `YYYY-MM-DD`.
 * - The one rule for "today": `todayIn(timeZone)` with the establishment's time zone, taken from
 *   the API (an answer's day, such as the recap's `today` or the stats' `to`, or the
 *   establishment's `timeZone`), never the device's clock; Europe/Paris until it is known.
 * - Day arithmetic is done on the date strings, in UTC, so that no daylight-saving change ever
 *   shifts a day. Only "today" and "the day of an instant" need a time zone.
 */

/** The default time zone of an establishment, and of a patient without one. */
export const defaultTimeZone = 'Europe/Paris';

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

/** `day` plus `count` calendar days (minus, when negative), computed in UTC. */
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

/** The first day of a window of `count` days ending on `lastDay` (both included). */
export function windowStart(lastDay: string, count: number): string {
  return addDays(lastDay, -(count - 1));
}

/** Monday of the ISO week of `day`. */
export function isoWeekStart(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** `YYYY-MM` of `day`. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** First day of the month of `day`. */
export function monthStart(day: string): string {
  return `${monthOf(day)}-01`;
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
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        numberingSystem: 'latn',
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

/**
 * The calendar day (`YYYY-MM-DD`) of an instant (ISO timestamp, milliseconds or `Date`) in a time
 * zone; without one, or with a name this runtime does not know, Europe/Paris. An unreadable
 * instant throws a RangeError, as `Intl` does.
 */
export function dayOfInstant(
  instant: string | number | Date,
  timeZone: string | null | undefined = defaultTimeZone,
): string {
  const format = dayFormat(timeZone ?? defaultTimeZone) ?? dayFormat(defaultTimeZone)!;
  const date = instant instanceof Date ? instant : new Date(instant);
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Today (default: at this instant) in a time zone, the establishment's: the one rule for "today"
 * in the API and the portal. Without a time zone, or with one this runtime does not know,
 * Europe/Paris.
 */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  return dayOfInstant(now, timeZone);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * What the clocks of a time zone show at an instant: year, month, day, hour and minute, two
 * digits each (four for the year), 24-hour clock, Latin digits.
 */
export function wallClockParts(
  instant: number | Date,
  timeZone: string,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    wallClockFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

/** The wall-clock time of an instant in a time zone, read as if it were UTC (milliseconds). */
function wallClock(instant: number, timeZone: string): number {
  const parts = wallClockParts(instant, timeZone);
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
}

/**
 * The instant (ISO) at which the clocks of `timeZone` show `day` (YYYY-MM-DD) at `time` (HH:MM):
 * a session planned at 10:00 in the establishment is at 10:00 there, whatever the browser's zone.
 * Null for an unreadable day or time.
 */
export function instantIn(day: string, time: string, timeZone: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) {
    return null;
  }
  const wanted = Date.UTC(
    Number(dayMatch[1]),
    Number(dayMatch[2]) - 1,
    Number(dayMatch[3]),
    Number(timeMatch[1]),
    Number(timeMatch[2]),
  );
  if (Number.isNaN(wanted)) {
    return null;
  }
  // Two passes: the zone's offset at the first guess may differ across a daylight-saving change.
  let instant = wanted - (wallClock(wanted, timeZone) - wanted);
  instant = wanted - (wallClock(instant, timeZone) - instant);
  return new Date(instant).toISOString();
}
