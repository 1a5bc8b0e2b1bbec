import { addDays } from '@oxilio/domain';
import type { PercentagesResponse, StatsResponse } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import {
  buildView,
  compareWithStart,
  completionAt,
  completionRange,
  readViewParams,
  viewSearch,
} from './view';

const patientId = '3f6c1a20-5b7e-4c1d-8a2f-000000000a01';

/** A daily answer from `from` to `to`, its series made by a function of the day's index. */
function dailyStats(
  from: string,
  to: string,
  series: Record<string, (index: number, day: string) => number | null>,
): StatsResponse {
  const starts: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    starts.push(day);
  }
  return {
    patientId,
    from,
    to,
    scale: 'Day',
    types: Object.keys(series),
    starts,
    series: Object.fromEntries(
      Object.entries(series).map(([key, make]) => [key, starts.map((day, i) => make(i, day))]),
    ),
  };
}

describe('view parameters in the URL', () => {
  it('reads the period and the scale, and keeps only a scale the period is shown with', () => {
    expect(readViewParams(new URLSearchParams('period=all&scale=month'))).toEqual({
      period: 'all',
      scale: 'month',
    });
    // A year of days is unreadable on a phone: since the start goes by week at the finest.
    expect(readViewParams(new URLSearchParams('period=all&scale=day'))).toEqual({
      period: 'all',
      scale: 'week',
    });
    expect(readViewParams(new URLSearchParams('period=week&scale=month'))).toEqual({
      period: 'week',
      scale: 'day',
    });
  });

  it('opens on the last 30 days by day when the URL says nothing or nonsense', () => {
    expect(readViewParams(new URLSearchParams(''))).toEqual({ period: 'month', scale: 'day' });
    expect(readViewParams(new URLSearchParams('period=year&scale=hour'))).toEqual({
      period: 'month',
      scale: 'day',
    });
  });

  it('writes a view as a query string that reads back the same', () => {
    const search = viewSearch({ period: 'month', scale: 'week' });
    expect(search).toBe('?period=month&scale=week');
    expect(readViewParams(new URLSearchParams(search))).toEqual({
      period: 'month',
      scale: 'week',
    });
  });
});

describe('buildView', () => {
  // Wednesday 2026-11-25 is today; the device has measured since Monday 2026-09-07, not on Sundays.
  const stats = dailyStats('2025-11-26', '2026-11-25', {
    StepCount: (_, day) =>
      day < '2026-09-07' || new Date(`${day}T00:00:00Z`).getUTCDay() === 0 ? null : 600,
    StepCountObjective: (_, day) => (day < '2026-11-01' ? 500 : 800),
    WalkSpeed: (_, day) => (day < '2026-09-07' ? null : day < '2026-11-01' ? 0.3 : 0.4),
  });

  it('shows the last 7 or 30 completed days by day, ending yesterday: today is in progress', () => {
    const week = buildView(stats, { period: 'week', scale: 'day' });
    expect(week.lastDay).toBe('2026-11-24');
    expect(week.xs).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    // Sunday the 22nd: no measure, not a day of zero steps.
    expect(week.values('StepCount')).toEqual([600, 600, 600, 600, null, 600, 600]);
    const month = buildView(stats, { period: 'month', scale: 'day' });
    expect(month.xs).toHaveLength(30);
    expect(month.xs.at(-1)).toBe('2026-11-24');
  });

  it('never counts today’s unfinished day, in a day, a week or a month', () => {
    // Today (the 25th) has only a morning's steps: below the objective, but not a missed day.
    const morning = dailyStats('2026-11-01', '2026-11-25', {
      StepCount: (_, day) => (day === '2026-11-25' ? 40 : 900),
      StepCountObjective: () => 800,
    });
    for (const [period, scale] of [
      ['month', 'day'],
      ['month', 'week'],
      ['all', 'month'],
    ] as const) {
      const view = buildView(morning, { period, scale });
      expect(view.values('StepCount').every((value) => value === 900)).toBe(true);
    }
    expect(
      buildView(morning, { period: 'all', scale: 'month' }).values('StepCount', 'total'),
    ).toEqual([24 * 900]);
  });

  it('starts "since the start" at the first measured day, by whole ISO weeks or months', () => {
    const weeks = buildView(stats, { period: 'all', scale: 'week' });
    expect(weeks.firstDay).toBe('2026-09-07');
    expect(weeks.xs[0]).toBe('2026-09-07');
    expect(weeks.xs.at(-1)).toBe('2026-11-23');
    expect(weeks.xs).toHaveLength(12);
    const months = buildView(stats, { period: 'all', scale: 'month' });
    expect(months.xs).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it('reads volumes per measured day at every scale, against the daily objective of those days', () => {
    const weeks = buildView(stats, { period: 'all', scale: 'week' });
    // Six measured days of 600 steps a week: 600 a day, not 3 600 against 7 × 500.
    expect(weeks.values('StepCount')).toEqual(Array(12).fill(600));
    // The week of Monday 26 October: five days at 500 and Sunday 1 November (not measured) at 800.
    const lastOctober = weeks.xs.indexOf('2026-10-26');
    expect(weeks.objectives('StepCount')[lastOctober]).toBe(500);
    expect(weeks.objectives('StepCount').at(-1)).toBe(800);
  });

  it('adds counts up over a week or a month when asked for totals', () => {
    const months = buildView(stats, { period: 'all', scale: 'month' });
    // November to yesterday the 24th: 24 days, four of them Sundays.
    expect(months.values('StepCount', 'total').at(-1)).toBe(20 * 600);
    expect(months.objectives('StepCount', 'total').at(-1)).toBe(24 * 800);
  });

  it('averages means (speeds) over the measured days of a bucket', () => {
    const months = buildView(stats, { period: 'all', scale: 'month' });
    const speeds = months.values('WalkSpeed');
    [0.3, 0.3, 0.4].forEach((speed, index) => expect(speeds[index]).toBeCloseTo(speed));
  });

  it('lets the last 30 days by week show whole weeks', () => {
    const view = buildView(stats, { period: 'month', scale: 'week' });
    // 30 days to yesterday start on Monday 26 October: that week is shown whole.
    expect(view.from).toBe('2026-10-26');
    expect(view.xs).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
  });

  it('knows a patient without any measure yet', () => {
    const empty = dailyStats('2025-11-26', '2026-11-25', {
      StepCount: () => null,
      StepCountObjective: () => 800,
    });
    const view = buildView(empty, { period: 'all', scale: 'week' });
    expect(view.firstDay).toBeNull();
    expect(view.values('StepCount').every((value) => value === null)).toBe(true);
  });
});

describe('completion of objectives', () => {
  it('asks for days only over the last 30 days, and for weeks and months since the start', () => {
    expect(completionRange('day', '2026-11-25', '2026-09-07')).toEqual({
      from: '2026-10-27',
      to: '2026-11-25',
      scale: 'Day',
    });
    expect(completionRange('day', '2026-11-25', '2026-11-20')?.from).toBe('2026-11-20');
    // Measured today only: nothing completed to ask about yet.
    expect(completionRange('week', '2026-11-24', '2026-11-25')).toBeNull();
    expect(completionRange('month', '2026-11-25', '2026-09-07')).toEqual({
      from: '2026-09-07',
      to: '2026-11-25',
      scale: 'Month',
    });
  });

  it('places each bucket of the answer at its x, null where the answer has none', () => {
    const stats = dailyStats('2026-09-01', '2026-11-25', { StepCount: () => 600 });
    const view = buildView(stats, { period: 'all', scale: 'month' });
    const metric = (completion: number) => ({
      value: 600,
      objective: 800,
      completion,
      daysMeasured: 20,
      daysMet: 5,
    });
    const percentages: PercentagesResponse = {
      patientId,
      from: '2026-10-01',
      to: '2026-11-25',
      scale: 'Month',
      types: ['StepCount'],
      buckets: [
        {
          start: '2026-10-01',
          end: '2026-10-31',
          overall: 75,
          metrics: { StepCount: metric(75) },
        },
        {
          start: '2026-11-01',
          end: '2026-11-30',
          overall: 80,
          metrics: { StepCount: metric(80) },
        },
      ],
    };
    expect(completionAt(view, percentages, 'StepCount')).toEqual({
      completion: [null, 75, 80],
      daysMet: [0, 5, 5],
      daysMeasured: [0, 20, 20],
    });
  });
});

describe('compareWithStart', () => {
  it('compares the first four weeks of the follow-up with the last four', () => {
    const stats = dailyStats('2026-01-01', '2026-11-25', {
      StepCount: (index, day) => (day < '2026-06-01' ? null : 400 + index),
    });
    const comparison = compareWithStart(stats, 'StepCount');
    expect(comparison?.start.from).toBe('2026-06-01');
    // The last four weeks end yesterday, the 24th (index 327).
    expect(comparison?.now.from).toBe('2026-10-28');
    // Index of 1 June is 151: the first 28 days average 151 + 13.5.
    expect(comparison?.start.value).toBeCloseTo(400 + 164.5);
    expect(comparison?.now.value).toBeCloseTo(400 + 327 - 13.5);
  });

  it('waits for eight weeks of follow-up', () => {
    // 55 completed days (today, the 26th, is in progress): one short of two windows of four weeks.
    const stats = dailyStats('2026-10-02', '2026-11-26', { StepCount: () => 600 });
    expect(compareWithStart(stats, 'StepCount')).toBeNull();
    expect(compareWithStart({ ...stats, to: '2026-11-27' }, 'StepCount')).not.toBeNull();
  });
});
