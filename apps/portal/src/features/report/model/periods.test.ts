import { describe, expect, it } from 'vitest';
import { reportPeriods } from './periods';

describe('reportPeriods', () => {
  it('ends every period on yesterday, the last completed day (today is in progress)', () => {
    expect(reportPeriods('2026-11-28')).toEqual({
      last4Weeks: { from: '2026-10-31', to: '2026-11-27' },
      last3Months: { from: '2026-08-29', to: '2026-11-27' },
      last6Months: { from: '2026-05-30', to: '2026-11-27' },
    });
  });
});
