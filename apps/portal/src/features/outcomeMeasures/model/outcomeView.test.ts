import type { OutcomeResult } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { chartPoints, chartThreshold, measureGroups } from './outcomeView';

const result = (over: Partial<OutcomeResult>): OutcomeResult => ({
  id: crypto.randomUUID(),
  patientId: 'p',
  measureKey: 'timedUpAndGo',
  value: 15,
  measuredOn: '2026-10-01',
  walkingAid: 'none',
  assistance: 'none',
  withDevice: false,
  comment: null,
  measuredBy: { userId: 'u', firstName: 'Léa', lastName: 'Martin', role: 'rehabilitator' },
  recordedAt: '2026-10-01T10:00:00.000Z',
  band: null,
  sinceFirst: null,
  sincePrevious: null,
  struck: null,
  canStrike: true,
  ...over,
});

describe('measure groups', () => {
  it('orders tests as the catalogue and results by day; struck and patient results leave the series', () => {
    const groups = measureGroups([
      result({ measureKey: 'bergBalanceScale', value: 40 }),
      result({ value: 12, measuredOn: '2026-11-01' }),
      result({
        value: 30,
        measuredOn: '2026-10-15',
        struck: { at: '', byFirstName: '', byLastName: '', reason: 'x' },
      }),
      result({ value: 18, measuredOn: '2026-09-01' }),
      result({
        value: 11,
        measuredOn: '2026-11-02',
        measuredBy: { userId: 'p', firstName: 'A', lastName: 'B', role: 'patient' },
      }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['timedUpAndGo', 'bergBalanceScale']);
    expect(groups[0]!.results.map((r) => r.value)).toEqual([18, 30, 12, 11]);
    expect(groups[0]!.series.map((r) => r.value)).toEqual([18, 12]);
    expect(groups[0]!.latest?.value).toBe(12);
    expect(groups[0]!.patientMeasured.map((r) => r.value)).toEqual([11]);
  });

  it('keeps a test the patient alone measured, with no latest result to judge', () => {
    const [group] = measureGroups([
      result({
        measureKey: 'sixMinuteWalk',
        value: 320,
        measuredBy: { userId: 'p', firstName: 'A', lastName: 'B', role: 'patient' },
      }),
    ]);
    expect(group?.series).toEqual([]);
    expect(group?.latest).toBeNull();
    expect(group?.patientMeasured.map((r) => r.value)).toEqual([320]);
  });

  it('keeps one point per day on the chart, the day’s last', () => {
    expect(
      chartPoints([
        result({ value: 18, measuredOn: '2026-09-01' }),
        result({ value: 17, measuredOn: '2026-09-01' }),
        result({ value: 12, measuredOn: '2026-11-01' }),
      ]),
    ).toEqual([
      { x: '2026-09-01', value: 17 },
      { x: '2026-11-01', value: 12 },
    ]);
  });

  it('draws the threshold where the favourable band starts', () => {
    expect(chartThreshold('timedUpAndGo')).toBe(13.5);
    expect(chartThreshold('bergBalanceScale')).toBe(45);
    expect(chartThreshold('fiveTimesSitToStand')).toBe(15);
    expect(chartThreshold('tenMetreWalkComfortable')).toBe(0.8);
    expect(chartThreshold('sixMinuteWalk')).toBeNull();
    expect(chartThreshold('functionalAmbulationCategories')).toBeNull();
  });
});

describe('band limits', () => {
  it('writes where each band starts and stops, included or not', async () => {
    const { outcomeMeasureByKey } = await import('@oxilio/domain');
    const { bandLimits } = await import('./outcomeView');
    expect(bandLimits(outcomeMeasureByKey('tenMetreWalkComfortable'))).toEqual([
      { id: 'household', limits: { kind: 'below', value: 0.4, included: false } },
      { id: 'limitedCommunity', limits: { kind: 'between', from: 0.4, to: 0.8 } },
      { id: 'community', limits: { kind: 'above', value: 0.8, included: false } },
    ]);
    expect(bandLimits(outcomeMeasureByKey('timedUpAndGo'))[1]).toEqual({
      id: 'fallRisk',
      limits: { kind: 'above', value: 13.5, included: true },
    });
    expect(bandLimits(outcomeMeasureByKey('functionalAmbulationCategories'))[0]?.limits).toBeNull();
  });
});
