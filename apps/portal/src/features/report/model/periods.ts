import { daysBetween, isCalendarDay, lastCompletedDay, windowStart } from '@oxilio/domain';
import { statsMaxRangeDays } from '@oxilio/domain/contract';

/**
 * The report's periods (the default: the last 4 weeks), ending on the last completed day: today,
 * in progress, never enters a mean, a performance or a count of days
 * (docs/decisions/weeks-on-completed-days.md). `today` is the establishment's.
 */
export function reportPeriods(today: string) {
  const lastDay = lastCompletedDay(today);
  const ending = (days: number) => ({ from: windowStart(lastDay, days), to: lastDay });
  return { last4Weeks: ending(28), last3Months: ending(91), last6Months: ending(182) };
}

/**
 * The period a report's address holds (`?from=YYYY-MM-DD&to=YYYY-MM-DD`, both days included), so
 * that a report can be reopened; the last 4 weeks when it holds none, or not a period (a day
 * missing or not a calendar day, `to` before `from`, longer than the API takes).
 */
export function reportPeriodOf(
  from: string | null,
  to: string | null,
  today: string,
): { from: string; to: string } {
  return from !== null &&
    to !== null &&
    isCalendarDay(from) &&
    isCalendarDay(to) &&
    from <= to &&
    !isTooLong({ from, to })
    ? { from, to }
    : reportPeriods(today).last4Weeks;
}

/** A period longer than the API's stats take (`statsMaxRangeDays`, both days included). */
export function isTooLong({ from, to }: { from: string; to: string }): boolean {
  return isCalendarDay(from) && isCalendarDay(to) && daysBetween(from, to) + 1 > statsMaxRangeDays;
}
