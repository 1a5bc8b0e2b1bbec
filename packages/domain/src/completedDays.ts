/**
 * "The last 7 days" and the averages judged over them (docs/product.md#performance-and-usage,
 * docs/decisions/weeks-on-completed-days.md), written once for the API and the portal.
 *
 * - The window is made of completed days: the 7 calendar days ending yesterday in the
 *   establishment's time zone. Today is not over: it is "in progress", never judged, never missed.
 * - A day without data is a day without result: an average given as a verdict (the week's
 *   performance) is the sum of the days' values over all the days of the window, not over the days
 *   that have data, and says on how many days it rests.
 *
 * Charts keep the stats rule (a period without data is null, never 0): a gap stays a gap there.
 * Days are `YYYY-MM-DD` strings; their arithmetic is done in UTC so that no daylight-saving change
 * shifts a day (docs/product.md#days, `./days`).
 */
import { addDays } from './days';

/** Days of "the last 7 days": the completed days a week's verdict is made of. */
export const completedWindowDays = 7;

/** The last completed day before `today`: yesterday. */
export function lastCompletedDay(today: string): string {
  return addDays(today, -1);
}

/** The window of the `count` completed days before `today` (default 7), both ends included. */
export interface CompletedDays {
  /** The first day of the window. */
  from: string;
  /** The last day: yesterday. */
  to: string;
  /** Every day of the window, oldest first. */
  days: string[];
  /** Today: not part of the window, in progress. */
  inProgress: string;
}

/**
 * "The last 7 days" for a `today` (a `YYYY-MM-DD` day in the establishment's time zone): the 7
 * completed days ending yesterday.
 */
export function lastCompletedDays(
  today: string,
  count: number = completedWindowDays,
): CompletedDays {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError('lastCompletedDays: count must be a positive integer');
  }
  const days: string[] = [];
  for (let back = count; back >= 1; back -= 1) {
    days.push(addDays(today, -back));
  }
  return { from: days[0]!, to: days[days.length - 1]!, days, inProgress: today };
}

/** An average over a window of days, with the days it rests on. */
export interface WindowAverage {
  /**
   * The sum of the values over every day of the window (a day without data counts as no result,
   * not as a day left out); null when no day of the window has a value.
   */
  value: number | null;
  /** Days of the window with a value. */
  daysWithData: number;
  /** Days of the window: what the average is divided by. */
  days: number;
}

const isValue = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The verdict average of daily values (one per day of the window, null or missing: no data): the
 * sum over `days` (default: as many as values given), never over the days with data only.
 */
export function windowAverage(
  values: readonly (number | null | undefined)[],
  days: number = values.length,
): WindowAverage {
  if (!Number.isInteger(days) || days < 1 || values.length > days) {
    throw new RangeError('windowAverage: days must be a positive integer, at least the values');
  }
  const measured = values.filter(isValue);
  return {
    value: measured.length === 0 ? null : measured.reduce((sum, value) => sum + value, 0) / days,
    daysWithData: measured.length,
    days,
  };
}

/** One day of the window as the week's verdict reads it. */
export interface VerdictDay {
  /** The day's Performance score (0-100); null: no data that day. */
  performance: number | null;
  /** The device's wear time that day (seconds); null: no data that day. */
  wearTime: number | null;
}

/** The verdict of a patient's last 7 days (the rehabilitator's list, docs/product.md#indicators). */
export interface WeekVerdict {
  /** Performance over the window, one decimal: the days' scores summed over 7; null: no score. */
  performance: number | null;
  /** Days of the window with a Performance score (what the performance rests on). */
  performanceDays: number;
  /** Days of the window with wear time: the device worn `usageDays` of 7 days. */
  usageDays: number;
}

/** The verdict of the days of a window (one entry per day, oldest first, null values: no data). */
export function weekVerdict(days: readonly VerdictDay[]): WeekVerdict {
  const performance = windowAverage(
    days.map((day) => day.performance),
    Math.max(1, days.length),
  );
  return {
    performance: performance.value === null ? null : Math.round(performance.value * 10) / 10,
    performanceDays: performance.daysWithData,
    usageDays: days.filter((day) => isValue(day.wearTime) && day.wearTime > 0).length,
  };
}
