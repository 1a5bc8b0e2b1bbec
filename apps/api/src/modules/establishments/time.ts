/** Calendar days in an establishment's time zone (docs/product.md#days). */
import { defaultTimeZone } from '@oxilio/domain';

/** Today, `YYYY-MM-DD`, in `timeZone` (default Europe/Paris). */
export function todayIn(timeZone: string | null | undefined, now = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  try {
    return format(timeZone ?? defaultTimeZone);
  } catch {
    return format(defaultTimeZone);
  }
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
