import type { StatsResponse } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { columnHeader, dailyMetricsCsv, reportColumns } from './dailyMetrics';

const stats: StatsResponse = {
  patientId: '00000000-0000-4000-8000-000000000001',
  from: '2026-11-01',
  to: '2026-11-02',
  scale: 'Day',
  types: reportColumns.map((column) => column.key),
  starts: ['2026-11-01', '2026-11-02'],
  series: { WalkSpeed: [0.45, null], ActiveTime: [1830, 600], StepCount: [1200, 800] },
};

const labels = {
  date: 'Date',
  column: (column: (typeof reportColumns)[number]) => columnHeader(column, column.key),
};

describe('daily metrics CSV', () => {
  it('writes one row per day with ISO dates, minutes for times and the locale decimal mark', () => {
    const lines = dailyMetricsCsv(stats, 'fr', labels).replace('\uFEFF', '').split('\r\n');
    const header = lines[0]!.split(';');
    expect(header[0]).toBe('Date');
    expect(header).toContain('ActiveTime (min)');
    expect(header).toContain('WalkSpeed (m/s)');
    const first = lines[1]!.split(';');
    expect(first[0]).toBe('2026-11-01');
    expect(first[header.indexOf('WalkSpeed (m/s)')]).toBe('0,45');
    expect(first[header.indexOf('ActiveTime (min)')]).toBe('30,5');
    expect(first[header.indexOf('StepCount')]).toBe('1200');
    expect(lines[2]!.split(';')[header.indexOf('WalkSpeed (m/s)')]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('uses commas and decimal points in English', () => {
    const lines = dailyMetricsCsv(stats, 'en', labels).split('\r\n');
    expect(lines[1]).toContain('0.45');
    expect(lines[0]!.split(',')).toHaveLength(reportColumns.length + 1);
  });
});
