import { FunctionalCapacity, Pathology, baseMetricKeys } from '@oxilio/domain';
import { describe, expect, it } from 'vitest';
import { addDays } from '@oxilio/domain';
import { deviceMetricKeys, simulateDays, type DailyRecord, type PatientProfile } from './generator';
import { createRandom } from './random';

const from = '2025-03-03'; // a Monday
const days = 180;

function values(records: DailyRecord[], key: keyof DailyRecord['metrics']): number[] {
  return records.map((record) => record.metrics[key]).filter((v): v is number => v !== null);
}
const mean = (list: number[]) => list.reduce((sum, value) => sum + value, 0) / list.length;

/** Mean of a metric over several simulated people of one group (so one outlier cannot decide). */
function groupMean(
  pathology: Pathology,
  functionalCapacity: FunctionalCapacity,
  key: keyof DailyRecord['metrics'],
): number {
  const people = Array.from({ length: 8 }, (_, index) =>
    simulateDays(
      { pathology, functionalCapacity, seed: `group-${pathology}-${functionalCapacity}-${index}` },
      { from, days },
    ),
  );
  return mean(people.map((records) => mean(values(records, key))));
}

describe('seeded random', () => {
  it('repeats a sequence for the same seed and differs for another', () => {
    const a = createRandom('seed');
    const b = createRandom('seed');
    const c = createRandom('other');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('simulateDays', () => {
  const profile: PatientProfile = {
    pathology: Pathology.FunctionalDecline,
    functionalCapacity: FunctionalCapacity.AutonomousWalk,
    seed: 'determinism',
  };

  it('is deterministic: the same profile and days give the same records', () => {
    expect(simulateDays(profile, { from, days })).toEqual(simulateDays(profile, { from, days }));
    expect(simulateDays({ ...profile, seed: 'another' }, { from, days })).not.toEqual(
      simulateDays(profile, { from, days }),
    );
  });

  it('reports every device metric, only metric keys of the domain, on days in range and in order', () => {
    const records = simulateDays(profile, { from, days });
    for (const key of deviceMetricKeys) {
      expect(baseMetricKeys).toContain(key);
    }
    for (const record of records) {
      expect(Object.keys(record.metrics).sort()).toEqual([...deviceMetricKeys].sort());
    }
    const daysSeen = records.map((record) => record.day);
    expect(daysSeen[0]! >= from).toBe(true);
    expect(daysSeen.at(-1)! <= addDays(from, days - 1)).toBe(true);
    expect([...daysSeen].sort()).toEqual(daysSeen);
    expect(new Set(daysSeen).size).toBe(daysSeen.length);
  });

  it('leaves days without the device out, more often at weekends', () => {
    let weekdaysMissing = 0;
    let weekendsMissing = 0;
    for (let person = 0; person < 20; person += 1) {
      const records = simulateDays({ ...profile, seed: `wear-${person}` }, { from, days });
      const worn = new Set(records.map((record) => record.day));
      expect(worn.size).toBeLessThan(days);
      expect(worn.size).toBeGreaterThan(days * 0.6);
      for (let index = 0; index < days; index += 1) {
        const day = addDays(from, index);
        if (!worn.has(day)) {
          const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
          if (weekday === 0 || weekday === 6) {
            weekendsMissing += 1;
          } else {
            weekdaysMissing += 1;
          }
        }
      }
    }
    // Per day: 2 weekend days against 5 weekdays.
    expect(weekendsMissing / 2).toBeGreaterThan(weekdaysMissing / 5);
  });

  it('keeps every value in a plausible range, for every pathology and capacity', () => {
    for (const pathology of [2, 3, 4, 5, 6, 7, 8] as const) {
      for (const functionalCapacity of [1, 2, 3, 4] as const) {
        const records = simulateDays(
          { pathology, functionalCapacity, seed: `range-${pathology}-${functionalCapacity}` },
          { from, days: 60 },
        );
        for (const { metrics: m } of records) {
          expect(m.StepCount).toBeGreaterThanOrEqual(0);
          expect(m.StepCount).toBeLessThan(12_000);
          expect(m.LeftStepCount! + m.RightStepCount!).toBe(m.StepCount);
          expect(m.WearTime).toBeGreaterThanOrEqual(3600);
          expect(m.WearTime).toBeLessThanOrEqual(16 * 3600);
          expect(m.StandTime! + m.sittingTime!).toBeCloseTo(m.WearTime!, -1);
          expect(m.MaxStandTime).toBeLessThanOrEqual(m.StandTime!);
          expect(m.maxSittingTime).toBeLessThanOrEqual(m.sittingTime!);
          expect(m.WalkTime).toBeLessThanOrEqual(m.StandTime!);
          expect(m.ActiveTime).toBeGreaterThanOrEqual(m.StandTime!);
          expect(m.WalkPerimeter).toBeLessThanOrEqual(m.WalkDistance!);
          if (m.StepCount === 0) {
            expect(m.StepTime).toBeNull();
            expect(m.StepTimeAsymmetry).toBeNull();
            continue;
          }
          expect(m.StepDistance).toBeGreaterThan(0.08);
          expect(m.StepDistance).toBeLessThan(0.9);
          expect(m.StepTime).toBeGreaterThan(0.35);
          expect(m.StepTime).toBeLessThan(2);
          expect(m.WalkSpeed).toBeGreaterThan(0.05);
          expect(m.WalkSpeed).toBeLessThan(2);
          expect(m.MaxWalkSpeed).toBeGreaterThanOrEqual(m.WalkSpeed!);
          for (const cv of [
            m.StepTimeCV,
            m.StepDistanceCV,
            m.LeftStepTimeCV,
            m.RightStepDistanceCV,
          ]) {
            expect(cv).toBeGreaterThan(0);
            expect(cv).toBeLessThan(80);
          }
          expect(m.StepTimeAsymmetry).toBeGreaterThanOrEqual(1);
          expect(m.StepTimeAsymmetry).toBeLessThan(2.5);
          expect(m.StepDistanceAsymmetry).toBeGreaterThanOrEqual(1);
        }
      }
    }
  });

  it('capacity 1 stands but walks under 3 m on most days; capacity 4 walks long distances', () => {
    const seated = simulateDays(
      { pathology: Pathology.FunctionalDecline, functionalCapacity: 1, seed: 'seated' },
      { from, days },
    );
    const shortDays = seated.filter((record) => record.metrics.WalkDistance! < 3).length;
    expect(shortDays / seated.length).toBeGreaterThan(0.9);
    expect(seated.every((record) => record.metrics.StandCount! >= 1)).toBe(true);

    const autonomous = groupMean(Pathology.FunctionalDecline, 4, 'WalkDistance');
    expect(autonomous).toBeGreaterThan(500);
    expect(groupMean(Pathology.FunctionalDecline, 4, 'WalkPerimeter')).toBeGreaterThan(50);
    const ordered = ([1, 2, 3, 4] as const).map((capacity) =>
      groupMean(Pathology.FunctionalDecline, capacity, 'StepCount'),
    );
    expect([...ordered].sort((a, b) => a - b)).toEqual(ordered);
  });

  it("Parkinson's: shorter, more irregular steps than functional decline at the same capacity", () => {
    for (const capacity of [3, 4] as const) {
      expect(groupMean(Pathology.Parkinson, capacity, 'StepDistance')).toBeLessThan(
        groupMean(Pathology.FunctionalDecline, capacity, 'StepDistance') * 0.85,
      );
      expect(groupMean(Pathology.Parkinson, capacity, 'StepTimeCV')).toBeGreaterThan(
        groupMean(Pathology.FunctionalDecline, capacity, 'StepTimeCV') * 1.5,
      );
    }
  });

  it('ataxia: irregular step length and timing, and more variable days', () => {
    expect(groupMean(Pathology.CerebellarAtaxia, 3, 'StepDistanceCV')).toBeGreaterThan(
      groupMean(Pathology.FunctionalDecline, 3, 'StepDistanceCV') * 1.8,
    );
    const dayToDay = (pathology: Pathology) => {
      const records = simulateDays(
        { pathology, functionalCapacity: 4, seed: 'variability', trendPerMonth: 0 },
        { from, days },
      );
      const steps = values(records, 'StepCount');
      const average = mean(steps);
      return Math.sqrt(mean(steps.map((value) => (value - average) ** 2))) / average;
    };
    expect(dayToDay(Pathology.CerebellarAtaxia)).toBeGreaterThan(
      dayToDay(Pathology.FunctionalDecline),
    );
  });

  it('hemiparesis: the paretic side is slower and shorter, and the asymmetries show it', () => {
    const side = (pathology: Pathology) =>
      simulateDays({ pathology, functionalCapacity: 3, seed: 'hemi' }, { from, days });
    const right = side(Pathology.RightHemiparesis);
    const left = side(Pathology.LeftHemiparesis);
    expect(mean(values(right, 'RightStepTime'))).toBeGreaterThan(
      mean(values(right, 'LeftStepTime')) * 1.15,
    );
    expect(mean(values(right, 'RightStepDistance'))).toBeLessThan(
      mean(values(right, 'LeftStepDistance')),
    );
    expect(mean(values(left, 'LeftStepTime'))).toBeGreaterThan(
      mean(values(left, 'RightStepTime')) * 1.15,
    );
    expect(mean(values(left, 'LeftStepTimeCV'))).toBeGreaterThan(
      mean(values(left, 'RightStepTimeCV')),
    );
    expect(groupMean(Pathology.RightHemiparesis, 3, 'StepTimeAsymmetry')).toBeGreaterThan(1.2);
    expect(groupMean(Pathology.FunctionalDecline, 3, 'StepTimeAsymmetry')).toBeLessThan(1.1);
  });

  it('follows the trend: progress raises the activity over the months, decline lowers it', () => {
    const walk = (trendPerMonth: number) => {
      const records = simulateDays(
        {
          pathology: Pathology.FunctionalDecline,
          functionalCapacity: 3,
          seed: 'trend',
          trendPerMonth,
        },
        { from, days },
      );
      const firstMonth = mean(values(records.slice(0, 25), 'StepCount'));
      const lastMonth = mean(values(records.slice(-25), 'StepCount'));
      return lastMonth / firstMonth;
    };
    expect(walk(0.06)).toBeGreaterThan(1.15);
    expect(walk(-0.05)).toBeLessThan(0.85);
  });

  it('has quieter weekends', () => {
    let weekday = 0;
    let weekend = 0;
    let weekdayCount = 0;
    let weekendCount = 0;
    for (let person = 0; person < 10; person += 1) {
      for (const record of simulateDays(
        { ...profile, seed: `weekend-${person}` },
        { from, days },
      )) {
        const day = new Date(`${record.day}T12:00:00Z`).getUTCDay();
        if (day === 0 || day === 6) {
          weekend += record.metrics.StepCount!;
          weekendCount += 1;
        } else {
          weekday += record.metrics.StepCount!;
          weekdayCount += 1;
        }
      }
    }
    expect(weekend / weekendCount).toBeLessThan((weekday / weekdayCount) * 0.92);
  });

  it('refuses a malformed start day', () => {
    expect(() => simulateDays(profile, { from: '03/03/2025', days: 3 })).toThrow(/YYYY-MM-DD/);
  });
});
