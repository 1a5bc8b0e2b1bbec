/**
 * Devices seen when they speak (docs/product.md#device-ingestion,
 * docs/decisions/api-device-last-seen.md). A device's `lastSeenAt` is the last time the API stored
 * a record it sent. An associated device is **silent** when nothing has come from it for more than
 * 2 days (48 hours), counted from the later of that time and its association with the patient: a
 * device lent yesterday has not had the time to be silent, and the records it sent for an earlier
 * patient do not count as news from this one. A free device (in stock) is never silent. The API
 * flags silent devices with this rule; the portal only shows the flag.
 */
import { dayOfInstant, daysBetween } from './days';

export const deviceSilenceRule = {
  /** Silent after more than this many hours without a record (2 days). */
  afterHours: 48,
} as const;

const hourMs = 3_600_000;

/** What the rule looks at: two instants (ISO timestamps), each possibly missing. */
export interface DeviceContact {
  /** The last time a record from the device was stored; null if none ever was. */
  lastSeenAt: string | null;
  /** When the device was associated with its current patient; null for a free device. */
  assignedAt: string | null;
}

function time(instant: string | null): number | null {
  if (instant === null) {
    return null;
  }
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The instant silence is counted from: the later of the last record and the association; null for
 * a free device.
 */
export function silentSince(device: DeviceContact): string | null {
  const assigned = time(device.assignedAt);
  if (assigned === null) {
    return null;
  }
  const seen = time(device.lastSeenAt);
  return new Date(seen !== null && seen > assigned ? seen : assigned).toISOString();
}

/** True when the device is associated and nothing came from it for more than 48 hours. */
export function isDeviceSilent(device: DeviceContact, now: Date): boolean {
  const since = silentSince(device);
  return (
    since !== null && now.getTime() - Date.parse(since) > deviceSilenceRule.afterHours * hourMs
  );
}

/** The units of `timeAgo`, those of `Intl.RelativeTimeFormat`. */
export type TimeAgoUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * How long ago `instant` was, for `Intl.RelativeTimeFormat` (react-intl's `formatRelativeTime`
 * with `numeric: 'auto'`): `value` is 0 or negative. Under a minute: now (0 seconds); under an
 * hour: minutes; under 24 hours: hours; then calendar days in `timeZone` (-1 is "yesterday", even
 * 30 hours ago, when yesterday is the day it happened). An instant in the future (clocks a little
 * apart) is now.
 */
export function timeAgo(
  instant: string,
  now: Date,
  timeZone: string,
): { value: number; unit: TimeAgoUnit } {
  const then = Date.parse(instant);
  const elapsed = now.getTime() - then;
  if (Number.isNaN(elapsed) || elapsed < 60_000) {
    return { value: 0, unit: 'second' };
  }
  if (elapsed < hourMs) {
    return { value: -Math.floor(elapsed / 60_000), unit: 'minute' };
  }
  if (elapsed < 24 * hourMs) {
    return { value: -Math.floor(elapsed / hourMs), unit: 'hour' };
  }
  const days = daysBetween(dayOfInstant(then, timeZone), dayOfInstant(now, timeZone));
  return { value: -Math.max(1, days), unit: 'day' };
}
