import { addDays, evolutionPeriods, evolutionWindow } from '@oxilio/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buckets, periodsOf, type Scale } from './periods';

describe('periodsOf', () => {
  const periodOf = (from: string, to: string, scale: Scale) =>
    Array.from(periodsOf(from, to, scale).periodOf).join('');

  it('cuts a range into ISO weeks (Monday to Sunday) and calendar months, each day in its period', () => {
    const weeks = periodsOf('2024-01-29', '2024-03-02', 'Week');
    expect(weeks.starts).toEqual([
      '2024-01-29',
      '2024-02-05',
      '2024-02-12',
      '2024-02-19',
      '2024-02-26',
    ]);
    expect(weeks.ends).toEqual([
      '2024-02-04',
      '2024-02-11',
      '2024-02-18',
      '2024-02-25',
      '2024-03-03',
    ]);
    expect(weeks.dayCount).toBe(34);
    expect(periodOf('2024-01-29', '2024-03-02', 'Week')).toBe('0000000111111122222223333333444444');
    const months = periodsOf('2024-01-29', '2024-03-02', 'Month');
    expect(months.starts).toEqual(['2024-01-01', '2024-02-01', '2024-03-01']);
    expect(months.ends).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
    expect(periodOf('2024-01-29', '2024-03-02', 'Month')).toBe(`000${'1'.repeat(29)}22`);
    expect(months.day(3)).toBe('2024-02-01');
  });

  it('crosses a year and keeps a single day', () => {
    expect(periodsOf('2023-12-31', '2024-01-01', 'Day')).toMatchObject({
      starts: ['2023-12-31', '2024-01-01'],
      ends: ['2023-12-31', '2024-01-01'],
      dayCount: 2,
    });
    expect(periodOf('2023-12-31', '2024-01-01', 'Day')).toBe('01');
    expect(periodsOf('2023-12-31', '2024-01-01', 'Week')).toMatchObject({
      starts: ['2023-12-25', '2024-01-01'],
      ends: ['2023-12-31', '2024-01-07'],
    });
    expect(periodsOf('2023-12-31', '2024-01-01', 'Month')).toMatchObject({
      starts: ['2023-12-01', '2024-01-01'],
      ends: ['2023-12-31', '2024-01-31'],
    });
    expect(periodsOf('2024-02-29', '2024-02-29', 'Week')).toMatchObject({
      starts: ['2024-02-26'],
      ends: ['2024-03-03'],
      dayCount: 1,
    });
  });
});

describe('buckets', () => {
  it('gives each period its days inside the range', () => {
    expect(buckets('2024-01-30', '2024-02-02', 'Month')).toEqual([
      { start: '2024-01-01', end: '2024-01-31', days: ['2024-01-30', '2024-01-31'] },
      { start: '2024-02-01', end: '2024-02-29', days: ['2024-02-01', '2024-02-02'] },
    ]);
  });
});

describe('the evolution’s points and the stats’ periods', () => {
  it('cut the two windows into the same days and weeks, for any day and period (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 * 30 }),
        fc.constantFrom(...evolutionPeriods),
        (offset, period) => {
          const window = evolutionWindow(addDays('2000-01-01', offset), period);
          const periods = periodsOf(window.previousFrom, window.to, window.scale);
          const points = [...window.previousBuckets, ...window.buckets];
          expect(periods.starts).toEqual(points.map((point) => point.start));
          expect(periods.ends).toEqual(points.map((point) => point.end));
        },
      ),
    );
  });
});
