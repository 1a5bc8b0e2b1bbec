import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDay, todayIn } from './days';

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
