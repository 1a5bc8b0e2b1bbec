import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekStart, todayIn } from './days';
import { functionalCapacities } from './enums';
import {
  countNextSteps,
  evolutionPeriods,
  evolutionWindow,
  evolutionWindowIn,
  nextStepKinds,
  nextStepsOf,
  type NextStepFacts,
} from './followUp';

describe('nextStepsOf', () => {
  it('lists what a new patient lacks, in the order a team takes it on', () => {
    expect(
      nextStepsOf({
        rehabilitatorCount: 0,
        hasDevice: false,
        functionalCapacity: null,
        hasOwnObjectives: false,
      }),
    ).toEqual(['noRehabilitator', 'noDevice', 'noCapacity', 'noObjectives']);
  });

  it('is empty for a patient taken on', () => {
    expect(
      nextStepsOf({
        rehabilitatorCount: 2,
        hasDevice: true,
        functionalCapacity: 3,
        hasOwnObjectives: true,
      }),
    ).toEqual([]);
  });

  it('counts the defaults of a known capacity as objectives', () => {
    for (const functionalCapacity of [1, 2, 3, 4]) {
      expect(
        nextStepsOf({
          rehabilitatorCount: 1,
          hasDevice: true,
          functionalCapacity,
          hasOwnObjectives: false,
        }),
      ).toEqual([]);
    }
  });

  it('counts objectives of the patient’s own without a capacity', () => {
    expect(
      nextStepsOf({
        rehabilitatorCount: 1,
        hasDevice: true,
        functionalCapacity: null,
        hasOwnObjectives: true,
      }),
    ).toEqual(['noCapacity']);
  });
});

describe('evolutionWindow', () => {
  // 2026-12-02 is a Wednesday.
  const today = '2026-12-02';

  it('7 days: the completed days ending yesterday, against the 7 before', () => {
    const window = evolutionWindow(today, '7d');
    expect(window).toMatchObject({
      period: '7d',
      scale: 'Day',
      points: 7,
      from: '2026-11-25',
      to: '2026-12-01',
      previousFrom: '2026-11-18',
      previousTo: '2026-11-24',
    });
    expect(window.buckets.map((bucket) => bucket.start)).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(window.buckets.every((bucket) => bucket.end === bucket.start)).toBe(true);
    expect(window.previousBuckets[0]).toEqual({ start: '2026-11-18', end: '2026-11-18' });
  });

  it('30 days: 30 completed days against the 30 before', () => {
    const window = evolutionWindow(today, '30d');
    expect(window).toMatchObject({ from: '2026-11-02', to: '2026-12-01', points: 30 });
    expect(window).toMatchObject({ previousFrom: '2026-10-03', previousTo: '2026-11-01' });
  });

  it('12 weeks: completed ISO weeks, Monday to Sunday, the week in progress left out', () => {
    const window = evolutionWindow(today, '12w');
    expect(window).toMatchObject({ scale: 'Week', points: 12, to: '2026-11-29' });
    expect(window.from).toBe('2026-09-07');
    expect(new Date(`${window.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(window.previousTo).toBe('2026-09-06');
    expect(window.previousFrom).toBe('2026-06-15');
    // On a Monday, yesterday's Sunday closes the last week.
    expect(evolutionWindow('2026-11-30', '12w').to).toBe('2026-11-29');
    expect(window.buckets[0]).toEqual({ start: '2026-09-07', end: '2026-09-13' });
    expect(window.buckets.at(-1)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
  });

  it('takes today where the establishment is: late on Sunday in Paris is already Monday in Kiritimati', () => {
    // 2026-11-29 22:30 UTC: Sunday 23:30 in Paris, Monday 12:30 in Kiritimati (UTC+14).
    const now = new Date('2026-11-29T22:30:00Z');
    expect(evolutionWindowIn('Europe/Paris', '7d', now).to).toBe('2026-11-28');
    expect(evolutionWindowIn('Pacific/Kiritimati', '7d', now).to).toBe('2026-11-29');
    // In Paris the week of the 23rd is still in progress; in Kiritimati it is over.
    expect(evolutionWindowIn('Europe/Paris', '12w', now).to).toBe('2026-11-22');
    expect(evolutionWindowIn('Pacific/Kiritimati', '12w', now).to).toBe('2026-11-29');
    // Without a zone, or with one the runtime does not know: Paris, as every "today".
    expect(evolutionWindowIn(null, '7d', now)).toEqual(
      evolutionWindowIn('Europe/Paris', '7d', now),
    );
    expect(evolutionWindowIn('Mars/Olympus', '7d', now).to).toBe('2026-11-28');
  });

  const zones = [
    'Europe/Paris',
    'Europe/Luxembourg',
    'America/New_York',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'Asia/Kolkata',
    'UTC',
  ];
  const instants = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T23:59:59Z'),
    noInvalidDate: true,
  });

  it('has 7, 30 or 12 contiguous points ending on the establishment’s last completed day or week (property)', () => {
    fc.assert(
      fc.property(
        instants,
        fc.constantFrom(...zones),
        fc.constantFrom(...evolutionPeriods),
        (now, zone, period) => {
          const window = evolutionWindowIn(zone, period, now);
          const today = todayIn(zone, now);
          const expected = { '7d': 7, '30d': 30, '12w': 12 }[period];
          expect(window.points).toBe(expected);
          expect(window.buckets).toHaveLength(expected);
          expect(window.previousBuckets).toHaveLength(expected);
          // One after the other, with no gap and no overlap, from the previous window's first day to
          // the window's last.
          const all = [...window.previousBuckets, ...window.buckets];
          for (let index = 1; index < all.length; index += 1) {
            expect(all[index]!.start).toBe(addDays(all[index - 1]!.end, 1));
          }
          expect(window.previousBuckets[0]!.start).toBe(window.previousFrom);
          expect(window.previousBuckets.at(-1)!.end).toBe(window.previousTo);
          expect(window.buckets[0]!.start).toBe(window.from);
          expect(window.buckets.at(-1)!.end).toBe(window.to);
          // Completed days only: today, in progress, is never in it.
          expect(window.to < today).toBe(true);
          for (const bucket of all) {
            if (window.scale === 'Day') {
              expect(bucket.end).toBe(bucket.start);
            } else {
              // An ISO week: seven days, Monday to Sunday.
              expect(isoWeekStart(bucket.start)).toBe(bucket.start);
              expect(daysBetween(bucket.start, bucket.end)).toBe(6);
            }
          }
          if (window.scale === 'Day') {
            expect(window.to).toBe(addDays(today, -1));
          } else {
            // The last Sunday before today: the week in progress is left out, nothing more.
            expect(window.to).toBe(addDays(isoWeekStart(today), -1));
            expect(daysBetween(window.to, today)).toBeGreaterThanOrEqual(1);
            expect(daysBetween(window.to, today)).toBeLessThanOrEqual(7);
          }
        },
      ),
    );
  });
});

const capacities = fc.option(fc.constantFrom(...functionalCapacities), { nil: null });
const facts: fc.Arbitrary<NextStepFacts> = fc.record({
  rehabilitatorCount: fc.nat({ max: 5 }),
  hasDevice: fc.boolean(),
  functionalCapacity: capacities,
  hasOwnObjectives: fc.boolean(),
});

describe('nextStepsOf (properties)', () => {
  it('gives no next step to a patient with every fact present', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom(...functionalCapacities),
        fc.boolean(),
        (rehabilitatorCount, functionalCapacity, hasOwnObjectives) => {
          expect(
            nextStepsOf({
              rehabilitatorCount,
              hasDevice: true,
              functionalCapacity,
              hasOwnObjectives,
            }),
          ).toEqual([]);
        },
      ),
    );
  });

  it('names each missing fact once, in the order a team takes the patient on', () => {
    fc.assert(
      fc.property(facts, (patient) => {
        const steps = nextStepsOf(patient);
        expect(steps).toEqual(nextStepKinds.filter((kind) => steps.includes(kind)));
        expect(steps.includes('noRehabilitator')).toBe(patient.rehabilitatorCount === 0);
        expect(steps.includes('noDevice')).toBe(!patient.hasDevice);
        expect(steps.includes('noCapacity')).toBe(patient.functionalCapacity === null);
        // Objectives are missing only when neither their own nor a capacity's defaults apply.
        expect(steps.includes('noObjectives')).toBe(
          patient.functionalCapacity === null && !patient.hasOwnObjectives,
        );
      }),
    );
  });

  it('never adds a next step when a fact is supplied', () => {
    const supplied = (patient: NextStepFacts): fc.Arbitrary<NextStepFacts> =>
      fc.record({
        rehabilitatorCount: fc.integer({ min: patient.rehabilitatorCount, max: 6 }),
        hasDevice: patient.hasDevice ? fc.constant(true) : fc.boolean(),
        functionalCapacity:
          patient.functionalCapacity === null
            ? capacities
            : fc.constant(patient.functionalCapacity),
        hasOwnObjectives: patient.hasOwnObjectives ? fc.constant(true) : fc.boolean(),
      });
    fc.assert(
      fc.property(
        facts.chain((before) => fc.tuple(fc.constant(before), supplied(before))),
        ([before, after]) => {
          const earlier = nextStepsOf(before);
          expect(nextStepsOf(after).every((kind) => earlier.includes(kind))).toBe(true);
        },
      ),
    );
  });
});

describe('countNextSteps', () => {
  it('counts each kind and the patients with at least one, as the list filters them (property)', () => {
    fc.assert(
      fc.property(fc.array(facts, { maxLength: 40 }), (patients) => {
        const totals = countNextSteps(patients);
        const steps = patients.map(nextStepsOf);
        expect(totals.patients).toBe(patients.length);
        expect(totals.nextSteps).toBe(steps.filter((list) => list.length > 0).length);
        for (const kind of nextStepKinds) {
          expect(totals[kind]).toBe(steps.filter((list) => list.includes(kind)).length);
          expect(totals[kind]).toBeLessThanOrEqual(totals.nextSteps);
        }
        // Once the capacity is known its defaults apply: never "no objectives" without "no capacity".
        expect(totals.noObjectives).toBeLessThanOrEqual(totals.noCapacity);
      }),
    );
  });

  it('is all zeros for nobody', () => {
    expect(countNextSteps([])).toEqual({
      patients: 0,
      nextSteps: 0,
      noRehabilitator: 0,
      noDevice: 0,
      noCapacity: 0,
      noObjectives: 0,
    });
  });
});
