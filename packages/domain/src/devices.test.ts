import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceSilenceRule, isDeviceSilent, silentSince, timeAgo } from './devices';

const hour = 3_600_000;
const now = new Date('2026-11-28T06:00:00.000Z');
const ago = (hours: number) => new Date(now.getTime() - hours * hour).toISOString();

describe('isDeviceSilent', () => {
  it('flags an associated device after more than 48 hours without a record', () => {
    const assignedAt = ago(24 * 90);
    expect(isDeviceSilent({ lastSeenAt: ago(3), assignedAt }, now)).toBe(false);
    expect(isDeviceSilent({ lastSeenAt: ago(48), assignedAt }, now)).toBe(false);
    expect(isDeviceSilent({ lastSeenAt: ago(48.01), assignedAt }, now)).toBe(true);
    expect(isDeviceSilent({ lastSeenAt: ago(24 * 8), assignedAt }, now)).toBe(true);
  });

  it('counts from the association: a device lent yesterday is not silent yet', () => {
    expect(isDeviceSilent({ lastSeenAt: null, assignedAt: ago(20) }, now)).toBe(false);
    expect(isDeviceSilent({ lastSeenAt: ago(24 * 30), assignedAt: ago(20) }, now)).toBe(false);
    expect(isDeviceSilent({ lastSeenAt: null, assignedAt: ago(49) }, now)).toBe(true);
  });

  it('never flags a free device', () => {
    expect(isDeviceSilent({ lastSeenAt: null, assignedAt: null }, now)).toBe(false);
    expect(isDeviceSilent({ lastSeenAt: ago(24 * 100), assignedAt: null }, now)).toBe(false);
  });

  it('is silence for more than the threshold since the later of the two instants (property)', () => {
    const instant = fc.option(fc.integer({ min: 0, max: 24 * 60 }).map(ago), { nil: null });
    fc.assert(
      fc.property(instant, instant, (lastSeenAt, assignedAt) => {
        const silent = isDeviceSilent({ lastSeenAt, assignedAt }, now);
        if (assignedAt === null) {
          return !silent;
        }
        const latest = Math.max(
          Date.parse(assignedAt),
          lastSeenAt === null ? -Infinity : Date.parse(lastSeenAt),
        );
        expect(silentSince({ lastSeenAt, assignedAt })).toBe(new Date(latest).toISOString());
        return silent === now.getTime() - latest > deviceSilenceRule.afterHours * hour;
      }),
    );
  });

  it('a record received later never makes a device silent (property)', () => {
    const hours = fc.integer({ min: 0, max: 24 * 60 });
    fc.assert(
      fc.property(hours, hours, hours, (assigned, seen, later) => {
        const before = { lastSeenAt: ago(seen), assignedAt: ago(assigned) };
        const after = { ...before, lastSeenAt: ago(Math.min(seen, later)) };
        return !isDeviceSilent(after, now) || isDeviceSilent(before, now);
      }),
    );
  });
});

describe('timeAgo', () => {
  const paris = 'Europe/Paris';
  it('says now, minutes, hours, then calendar days in the time zone', () => {
    expect(timeAgo(ago(0.01), now, paris)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo(ago(0.5), now, paris)).toEqual({ value: -30, unit: 'minute' });
    expect(timeAgo(ago(3), now, paris)).toEqual({ value: -3, unit: 'hour' });
    expect(timeAgo(ago(23.9), now, paris)).toEqual({ value: -23, unit: 'hour' });
    // 2026-11-27 03:00 Paris, 27 hours before 2026-11-28 07:00 Paris: yesterday.
    expect(timeAgo(ago(27), now, paris)).toEqual({ value: -1, unit: 'day' });
    // 2026-11-26 06:30 Paris: the day before yesterday, although under 48 hours ago.
    expect(timeAgo(ago(24.5 + 24), now, paris)).toEqual({ value: -2, unit: 'day' });
    expect(timeAgo(ago(24 * 8), now, paris)).toEqual({ value: -8, unit: 'day' });
  });

  it('counts the days of the establishment, not of UTC', () => {
    // 2026-11-27 23:30 UTC is already 2026-11-28 in Paris, still 2026-11-27 in New York.
    const at = new Date('2026-11-29T00:30:00.000Z');
    expect(timeAgo('2026-11-27T23:30:00.000Z', at, paris)).toEqual({ value: -1, unit: 'day' });
    expect(timeAgo('2026-11-27T23:30:00.000Z', at, 'America/New_York')).toEqual({
      value: -1,
      unit: 'day',
    });
    expect(timeAgo('2026-11-27T22:30:00.000Z', at, paris)).toEqual({ value: -2, unit: 'day' });
  });

  it('treats a future or unreadable instant as now', () => {
    expect(timeAgo(ago(-2), now, paris)).toEqual({ value: 0, unit: 'second' });
    expect(timeAgo('yesterday', now, paris)).toEqual({ value: 0, unit: 'second' });
  });

  it('never says a later instant is longer ago (property)', () => {
    const rank = { second: 0, minute: 1, hour: 2, day: 3 } as const;
    const hours = fc.double({ min: 0, max: 24 * 400, noNaN: true });
    fc.assert(
      fc.property(hours, hours, (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const x = timeAgo(ago(near), now, paris);
        const y = timeAgo(ago(far), now, paris);
        return rank[x.unit] < rank[y.unit] || (x.unit === y.unit && x.value >= y.value);
      }),
    );
  });
});
