import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfInstant,
  daysBetween,
  eachDay,
  instantIn,
  isCalendarDay,
  isoWeekStart,
  monthEnd,
  todayIn,
  windowStart,
} from './days';

describe('isCalendarDay', () => {
  it('accepts real days and refuses impossible ones without throwing', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-45')).toBe(false);
    expect(isCalendarDay('2024-00-10')).toBe(false);
    expect(isCalendarDay('24-01-01')).toBe(false);
  });
});

describe('todayIn', () => {
  // 23:30 UTC on 31 March 2024: already 1 April in Paris (summer time began that night).
  const lateEvening = new Date('2024-03-31T23:30:00Z');

  it("counts the day in the establishment's time zone", () => {
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2024-04-01');
    expect(todayIn('America/Martinique', lateEvening)).toBe('2024-03-31');
  });

  it('counts in Europe/Paris without a time zone, or with one the runtime does not know', () => {
    expect(todayIn(null, lateEvening)).toBe('2024-04-01');
    expect(todayIn(undefined, lateEvening)).toBe('2024-04-01');
    expect(todayIn('Mars/Olympus_Mons', lateEvening)).toBe('2024-04-01');
  });
});

describe('addDays', () => {
  it('steps over a daylight-saving change and the end of a leap February', () => {
    expect(addDays('2024-03-30', 1)).toBe('2024-03-31');
    expect(addDays('2024-03-31', 1)).toBe('2024-04-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -366)).toBe('2024-01-01');
  });
});

// Moved from the portal's coaching/zonedTime.test.ts with the functions it tests.
describe('instantIn', () => {
  it('reads a wall-clock time in the establishment’s zone, summer and winter', () => {
    expect(instantIn('2026-07-14', '10:00', 'Europe/Paris')).toBe('2026-07-14T08:00:00.000Z');
    expect(instantIn('2026-12-01', '10:00', 'Europe/Paris')).toBe('2026-12-01T09:00:00.000Z');
    expect(instantIn('2026-12-01', '10:00', 'UTC')).toBe('2026-12-01T10:00:00.000Z');
  });

  it('refuses what is not a day and a time', () => {
    expect(instantIn('01/12/2026', '10:00', 'Europe/Paris')).toBeNull();
    expect(instantIn('2026-12-01', '', 'Europe/Paris')).toBeNull();
  });
});

describe('todayIn (the day of the zone)', () => {
  it('is the day of the zone, not of UTC', () => {
    expect(todayIn('Europe/Paris', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(todayIn('UTC', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26');
  });
});

describe('dayOfInstant', () => {
  it("is the instant's day in Paris by default, in the zone given otherwise", () => {
    expect(dayOfInstant('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(dayOfInstant('2026-11-26T23:30:00Z', 'America/Martinique')).toBe('2026-11-26');
    expect(dayOfInstant(Date.parse('2026-11-26T23:30:00Z'), null)).toBe('2026-11-27');
  });

  it('agrees with todayIn for every instant and zone', () => {
    const zones = ['Europe/Paris', 'UTC', 'America/Martinique', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (now, zone) => dayOfInstant(now.toISOString(), zone) === todayIn(zone, now),
      ),
    );
  });
});

describe('windows and weeks', () => {
  it('starts a window of n days n - 1 days before its last day', () => {
    expect(windowStart('2026-11-27', 7)).toBe('2026-11-21');
    expect(windowStart('2026-11-27', 1)).toBe('2026-11-27');
  });

  it('starts an ISO week on Monday, across a month end', () => {
    expect(isoWeekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(isoWeekStart('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekStart('2026-12-02')).toBe('2026-11-30');
  });

  it('ends a leap February on the 29th, and lists each day of a range once', () => {
    expect(monthEnd('2024-02-10')).toBe('2024-02-29');
    expect(eachDay('2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });

  it('counts back with daysBetween what addDays stepped', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, count) => {
          const day = date.toISOString().slice(0, 10);
          return daysBetween(day, addDays(day, count)) === count;
        },
      ),
    );
  });
});
