import { lastCompletedDay, windowStart } from '@oxilio/domain';

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
