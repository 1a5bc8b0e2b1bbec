import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  completedWindowDays,
  lastCompletedDay,
  lastCompletedDays,
  weekVerdict,
  windowAverage,
} from './completedDays';

describe('lastCompletedDays', () => {
  it('is the 7 completed days ending yesterday, today in progress', () => {
    expect(lastCompletedDays('2026-11-28')).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
      days: [
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
        '2026-11-24',
        '2026-11-25',
        '2026-11-26',
        '2026-11-27',
      ],
      inProgress: '2026-11-28',
    });
    expect(lastCompletedDay('2026-11-28')).toBe('2026-11-27');
  });

  it('crosses months, years and daylight-saving changes by calendar days', () => {
    expect(lastCompletedDays('2026-03-01').days).toEqual([
      '2026-02-22',
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
    ]);
    expect(lastCompletedDays('2027-01-01', 1)).toMatchObject({
      from: '2026-12-31',
      to: '2026-12-31',
    });
    // Europe/Paris goes to summer time on 2026-03-29: still 7 distinct days.
    expect(new Set(lastCompletedDays('2026-04-02').days).size).toBe(7);
    expect(lastCompletedDays('2026-10-26').to).toBe('2026-10-25');
  });

  it('never holds today, whatever the day and the length', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 60 }),
        (date, count) => {
          const today = date.toISOString().slice(0, 10);
          const window = lastCompletedDays(today, count);
          expect(window.days).toHaveLength(count);
          expect(window.days).not.toContain(today);
          expect(window.to < today).toBe(true);
          expect([...window.days].sort()).toEqual(window.days);
        },
      ),
    );
  });

  it('refuses a length that is not a positive integer', () => {
    expect(() => lastCompletedDays('2026-11-28', 0)).toThrow(RangeError);
    expect(() => lastCompletedDays('2026-11-28', 2.5)).toThrow(RangeError);
  });
});

describe('windowAverage', () => {
  it('counts a day without data as a day without result', () => {
    expect(windowAverage([97, null, null, null, null, null, null])).toEqual({
      value: 97 / 7,
      daysWithData: 1,
      days: 7,
    });
    expect(windowAverage([80, 60], 7).value).toBeCloseTo(20);
  });

  it('is null when no day has data, 0 when the days with data scored 0', () => {
    expect(windowAverage([null, null, null], 7)).toEqual({ value: null, daysWithData: 0, days: 7 });
    expect(windowAverage([0, null], 7)).toEqual({ value: 0, daysWithData: 1, days: 7 });
  });

  it('refuses more values than days', () => {
    expect(() => windowAverage([1, 2, 3], 2)).toThrow(RangeError);
  });
});

describe('weekVerdict', () => {
  const day = (
    performance: number | null,
    wearTime: number | null = performance === null ? null : 3600,
  ) => ({
    performance,
    wearTime,
  });

  it('divides by the 7 days, says on how many it rests and how many the device was worn', () => {
    expect(
      weekVerdict([day(40), day(null), day(null), day(90, 0), day(null), day(65), day(null)]),
    ).toEqual({ performance: 27.9, performanceDays: 3, usageDays: 2 });
  });

  it('gives one unfinished or lone day its weight of one day in seven', () => {
    expect(
      weekVerdict([day(null), day(null), day(null), day(null), day(null), day(null), day(97)]),
    ).toEqual({ performance: 13.9, performanceDays: 1, usageDays: 1 });
  });

  it('is never above the mean of the days with data, equal to it when every day has data', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }), {
          minLength: completedWindowDays,
          maxLength: completedWindowDays,
        }),
        (scores) => {
          const verdict = weekVerdict(scores.map((score) => day(score)));
          const measured = scores.filter((score): score is number => score !== null);
          expect(verdict.performanceDays).toBe(measured.length);
          if (measured.length === 0) {
            expect(verdict.performance).toBeNull();
            return;
          }
          const mean = measured.reduce((sum, value) => sum + value, 0) / measured.length;
          expect(verdict.performance!).toBeLessThanOrEqual(Math.round(mean * 10) / 10);
          if (measured.length === completedWindowDays) {
            expect(verdict.performance).toBe(Math.round(mean * 10) / 10);
          }
        },
      ),
    );
  });
});
