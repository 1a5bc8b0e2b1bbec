/**
 * Calendar days (docs/product.md#days): a day is a calendar day in the establishment's time zone,
 * Europe/Paris without one. Days are `YYYY-MM-DD` strings; their arithmetic is done in UTC, so that
 * no daylight-saving change shifts a day. Only "today" needs a time zone.
 */
import { addDays, defaultTimeZone } from '@oxilio/domain';

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

/** `day` plus `count` calendar days (minus, when negative): the domain's one day arithmetic. */
export { addDays };

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

/**
 * The calendar day of `now` (default: this instant) in a time zone, an IANA name; without one
 * (a patient without establishment), or with a name this runtime does not know, Europe/Paris.
 */
export function todayIn(timeZone: string | null | undefined, now: Date = new Date()): string {
  return (dayFormat(timeZone ?? defaultTimeZone) ?? dayFormat(defaultTimeZone)!).format(now);
}
