/**
 * Calendar days as the API writes them (`YYYY-MM-DD`), with their arithmetic in UTC so that no
 * daylight-saving change shifts a day (the same rules as the API's days).
 */
import { addDays } from '@oxilio/domain';
const dayMs = 86_400_000;

const toUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` plus `count` calendar days (minus, when negative): the domain's one day arithmetic. */
export { addDays };

/** Whole days from `from` to `to` (0 when equal). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / dayMs);
}

/** Monday of the ISO week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(toUtc(day)).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** `YYYY-MM` of `day`. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** Today on this device's calendar (the API's answer says the establishment's). */
export function deviceToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
