import { addDays, defaultTimeZone } from '@oxilio/domain';

/*
 * Calendar days as the API counts them (docs/product.md#days): `YYYY-MM-DD` strings in the
 * establishment's time zone, with arithmetic on the date itself (in UTC), so that a daylight-saving
 * change never shifts a day.
 */

/** The day `days` after (or before, when negative) `day`: the domain's one day arithmetic. */
export { addDays };

/** The calendar day of an instant (ISO timestamp) in a time zone (default Europe/Paris). */
export function dayOfInstant(instant: string, timeZone: string = defaultTimeZone): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
