import { describe, expect, it } from 'vitest';
import { reportPeriodOf, reportPeriods } from './periods';

describe('reportPeriods', () => {
  it('ends every period on yesterday, the last completed day (today is in progress)', () => {
    expect(reportPeriods('2026-11-28')).toEqual({
      last4Weeks: { from: '2026-10-31', to: '2026-11-27' },
      last3Months: { from: '2026-08-29', to: '2026-11-27' },
      last6Months: { from: '2026-05-30', to: '2026-11-27' },
    });
  });
});

describe('reportPeriodOf', () => {
  const lastFourWeeks = { from: '2026-10-31', to: '2026-11-27' };

  it('keeps the period of the address, one day long included', () => {
    expect(reportPeriodOf('2026-09-01', '2026-09-30', '2026-11-28')).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    });
    expect(reportPeriodOf('2026-09-01', '2026-09-01', '2026-11-28')).toEqual({
      from: '2026-09-01',
      to: '2026-09-01',
    });
  });

  it('opens on the last 4 weeks without a period in the address', () => {
    expect(reportPeriodOf(null, null, '2026-11-28')).toEqual(lastFourWeeks);
    expect(reportPeriodOf('2026-09-01', null, '2026-11-28')).toEqual(lastFourWeeks);
  });

  it('opens on the last 4 weeks for a period that is not one (end before start, no such day)', () => {
    expect(reportPeriodOf('2026-09-30', '2026-09-01', '2026-11-28')).toEqual(lastFourWeeks);
    expect(reportPeriodOf('2026-02-30', '2026-03-10', '2026-11-28')).toEqual(lastFourWeeks);
    expect(reportPeriodOf('2026-9-1', '2026-09-30', '2026-11-28')).toEqual(lastFourWeeks);
  });

  it('opens on the last 4 weeks for a period longer than the API takes (2 years)', () => {
    expect(reportPeriodOf('2024-11-27', '2026-11-27', '2026-11-28')).toEqual({
      from: '2024-11-27',
      to: '2026-11-27',
    });
    expect(reportPeriodOf('2024-11-26', '2026-11-27', '2026-11-28')).toEqual(lastFourWeeks);
  });
});
