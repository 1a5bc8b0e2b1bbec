import { describe, expect, it } from 'vitest';
import { buckets, isCalendarDay, periodsOf, type Scale } from './days';

describe('isCalendarDay', () => {
  it('accepts real days and refuses impossible ones without throwing', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2024-13-45')).toBe(false);
    expect(isCalendarDay('2024-00-10')).toBe(false);
    expect(isCalendarDay('24-01-01')).toBe(false);
  });
});

describe('periodsOf', () => {
  it('gives the periods of buckets, and each day its period', () => {
    for (const scale of ['Day', 'Week', 'Month'] as Scale[]) {
      for (const [from, to] of [
        ['2024-01-29', '2024-03-02'],
        ['2023-12-31', '2024-01-01'],
        ['2024-02-29', '2024-02-29'],
      ] as const) {
        const expected = buckets(from, to, scale);
        const periods = periodsOf(from, to, scale);
        expect(periods.starts).toEqual(expected.map((bucket) => bucket.start));
        expect(periods.ends).toEqual(expected.map((bucket) => bucket.end));
        const days = expected.flatMap((bucket, index) => bucket.days.map((day) => [day, index]));
        expect(periods.dayCount).toBe(days.length);
        days.forEach(([day, index], offset) => {
          expect(periods.day(offset)).toBe(day);
          expect(periods.periodOf[offset]).toBe(index);
        });
      }
    }
  });
});
