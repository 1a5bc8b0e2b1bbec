import { describe, expect, it } from 'vitest';
import { instantIn, todayIn } from './zonedTime';

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

describe('todayIn', () => {
  it('is the day of the zone, not of UTC', () => {
    expect(todayIn('Europe/Paris', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(todayIn('UTC', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-26');
  });
});
