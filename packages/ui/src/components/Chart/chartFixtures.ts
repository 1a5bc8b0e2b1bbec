import type { ChartRow } from './chartTypes';

/** Fixed fixture data for stories and tests: 14 days from 2026-11-01, so screenshots are stable. */
export function fourteenDays(): string[] {
  return Array.from({ length: 14 }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 1 + index));
    return date.toISOString().slice(0, 10);
  });
}

export const stepCounts = [
  3120, 4210, 3890, 5020, 4480, 2950, 3600, 4810, 5230, 4970, 3880, 4120, 5510, 4760,
] as const;

export const stepRows: ChartRow[] = fourteenDays().map((x, index) => ({
  x,
  values: { steps: stepCounts[index] ?? null },
}));

/** Step length (cm), left and right, with one day without a measure. */
export const stepLengthRows: ChartRow[] = fourteenDays().map((x, index) => ({
  x,
  values:
    index === 6
      ? { left: null, right: null }
      : {
          left: [38, 39, 37, 40, 41, 40, 0, 42, 41, 43, 42, 44, 43, 45][index] ?? null,
          right: [31, 33, 32, 32, 34, 35, 0, 35, 36, 35, 37, 36, 38, 38][index] ?? null,
        },
}));

/** Stand and walk time (minutes) per day. */
export const standWalkRows: ChartRow[] = fourteenDays().map((x, index) => ({
  x,
  values: {
    stand: [42, 55, 48, 61, 50, 38, 44, 58, 63, 57, 46, 52, 66, 59][index] ?? null,
    walk: [18, 22, 20, 27, 24, 12, 16, 25, 29, 26, 19, 21, 31, 28][index] ?? null,
  },
}));

export const monthRows: ChartRow[] = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
].map((x, index) => ({
  x,
  values: { completion: [52, 58, 61, 57, 66, 72, 70, 75, 81, 78, 84, 88][index] ?? null },
}));
