/**
 * Demo standardised test results (docs/decisions/outcome-measures.md): the demo rehabilitator's
 * patients have about five months of results, one session of tests every four to five weeks,
 * consistent with their functional capacity and their device data: a seated patient has balance
 * and ambulation categories only (no walking test), a standing one adds the sit-to-stand, walkers
 * the 10-metre walk (near the device's walking speed of those days) and the TUG, only autonomous
 * walkers the 6-minute walk. Values improve over the months with the noise of real measures; one
 * of the demo patient's results is struck out with its reason. Deterministic: the seed's own
 * random generator, days counted back from today.
 */
import {
  addDays,
  FunctionalCapacity,
  instantIn,
  outcomeMeasureByKey,
  roundOutcome,
  type OutcomeAssistance,
  type OutcomeMeasureKey,
  type OutcomeWalkingAid,
} from '@oxilio/domain';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { patientsFollowedBy } from './demo-followed';
import { outcomeResults } from '../db/schema';
import { createRandom, type Random } from '../simulator/random';

const timeZone = 'Europe/Paris';

type Rows<T> = { rows: T[] };

interface Plan {
  /** The tests of the capacity, each with its value at the start and the end of the months. */
  tests: Partial<Record<OutcomeMeasureKey, { from: [number, number]; to: [number, number] }>>;
  walkingAid: OutcomeWalkingAid[];
  assistance: OutcomeAssistance;
  withDevice: boolean;
}

/** Start and end ranges by capacity (end drawn relative to the start's band). */
const plans: Record<FunctionalCapacity, Plan> = {
  [FunctionalCapacity.Seated]: {
    tests: {
      bergBalanceScale: { from: [6, 14], to: [12, 22] },
      functionalAmbulationCategories: { from: [0, 0], to: [0, 1] },
    },
    walkingAid: ['none'],
    assistance: 'physical',
    withDevice: false,
  },
  [FunctionalCapacity.Standing]: {
    tests: {
      bergBalanceScale: { from: [22, 30], to: [30, 40] },
      functionalAmbulationCategories: { from: [1, 1], to: [1, 2] },
      fiveTimesSitToStand: { from: [26, 34], to: [19, 25] },
    },
    walkingAid: ['walker'],
    assistance: 'standby',
    withDevice: true,
  },
  [FunctionalCapacity.IntermediateWalk]: {
    tests: {
      tenMetreWalkComfortable: { from: [0, 0], to: [0, 0] },
      tenMetreWalkFast: { from: [0, 0], to: [0, 0] },
      timedUpAndGo: { from: [22, 30], to: [15, 20] },
      bergBalanceScale: { from: [34, 40], to: [40, 47] },
      functionalAmbulationCategories: { from: [2, 3], to: [3, 3] },
      fiveTimesSitToStand: { from: [18, 24], to: [14, 18] },
    },
    walkingAid: ['walker', 'walker', 'cane'],
    assistance: 'standby',
    withDevice: true,
  },
  [FunctionalCapacity.AutonomousWalk]: {
    tests: {
      tenMetreWalkComfortable: { from: [0, 0], to: [0, 0] },
      tenMetreWalkFast: { from: [0, 0], to: [0, 0] },
      timedUpAndGo: { from: [14, 18], to: [10, 13] },
      sixMinuteWalk: { from: [180, 260], to: [250, 360] },
      bergBalanceScale: { from: [42, 47], to: [47, 53] },
      functionalAmbulationCategories: { from: [4, 4], to: [4, 5] },
      fiveTimesSitToStand: { from: [15, 19], to: [11, 14] },
    },
    walkingAid: ['cane', 'none'],
    assistance: 'none',
    withDevice: false,
  },
};

/** Days of the test sessions, oldest first: every four to five weeks over about five months. */
function sessionDays(random: Random, today: string): string[] {
  const days: string[] = [];
  let back = random.integer(145, 160);
  while (back > 3) {
    days.push(addDays(today, -back));
    back -= random.integer(28, 35);
  }
  days.push(addDays(today, -random.integer(1, 3)));
  return days;
}

/** The device's daily walking speeds of the patient (m/s by day), in one query. */
async function deviceSpeeds(executor: DbExecutor, patientId: string, from: string) {
  const found = (await executor.execute(sql`
    select day::text as day, walk_speed as speed from daily_metrics
    where patient_id = ${patientId} and walk_speed is not null
      and day >= ${from}::date`)) as unknown as Rows<{ day: string; speed: number | string }>;
  return new Map(found.rows.map((row) => [row.day, Number(row.speed)]));
}

/** The mean of the seven days up to `day`; null without measures. */
function weekSpeed(speeds: Map<string, number>, day: string): number | null {
  const week = [0, 1, 2, 3, 4, 5, 6]
    .map((back) => speeds.get(addDays(day, -back)))
    .filter((speed): speed is number => speed !== undefined);
  return week.length === 0 ? null : week.reduce((sum, speed) => sum + speed, 0) / week.length;
}

const clamp = (key: OutcomeMeasureKey, value: number) => {
  const measure = outcomeMeasureByKey(key);
  return roundOutcome(measure, Math.min(measure.max, Math.max(measure.min, value)));
};

/** Writes the demo results; returns the number of rows written. */
export async function demoOutcomes(
  executor: DbExecutor,
  accounts: { rehabilitator: string },
  demoPatientId: string,
  today: string,
): Promise<number> {
  const followed = await patientsFollowedBy(executor, accounts.rehabilitator, demoPatientId);

  const random = createRandom('oxilio-demo-outcomes');
  const rows: (typeof outcomeResults.$inferInsert)[] = [];
  for (const patient of followed) {
    const capacity = patient.capacity;
    const plan = plans[capacity] ?? plans[FunctionalCapacity.Standing];
    const days = sessionDays(random, today);
    const speeds = plan.tests.tenMetreWalkComfortable
      ? await deviceSpeeds(executor, patient.id, addDays(days[0]!, -6))
      : new Map<string, number>();
    const ends = Object.fromEntries(
      Object.entries(plan.tests).map(([key, range]) => [
        key,
        { from: random.between(...range.from), to: random.between(...range.to) },
      ]),
    ) as Record<OutcomeMeasureKey, { from: number; to: number }>;
    for (const [index, day] of days.entries()) {
      const progress = days.length > 1 ? index / (days.length - 1) : 1;
      const aid =
        plan.walkingAid[
          Math.min(plan.walkingAid.length - 1, Math.floor(progress * plan.walkingAid.length))
        ]!;
      const speed = weekSpeed(speeds, day);
      for (const key of Object.keys(plan.tests) as OutcomeMeasureKey[]) {
        let value: number;
        if (key === 'tenMetreWalkComfortable' || key === 'tenMetreWalkFast') {
          // The gym's 10 metres near the device's walking speed of those days (or a walker's).
          const base = speed ?? (capacity === FunctionalCapacity.AutonomousWalk ? 0.85 : 0.5);
          const comfortable = base + random.normal(0, 0.04);
          value =
            key === 'tenMetreWalkFast' ? comfortable * random.between(1.2, 1.35) : comfortable;
        } else {
          const { from, to } = ends[key];
          const noise =
            key === 'functionalAmbulationCategories'
              ? 0
              : random.normal(0, Math.abs(to - from) * 0.12);
          value = from + (to - from) * progress + noise;
        }
        rows.push({
          patientId: patient.id,
          measureKey: key,
          value: clamp(key, value),
          measuredOn: day,
          walkingAid: aid,
          assistance: plan.assistance,
          withDevice: plan.withDevice && key !== 'bergBalanceScale',
          comment: null,
          measuredByUserId: patient.rehabilitatorUserId,
          measuredByRole: 'rehabilitator',
          recordedAt: new Date(instantIn(day, '10:30', timeZone) ?? `${day}T09:30:00Z`),
        });
      }
    }
    if (patient.id === demoPatientId && rows.length > 0) {
      // A result typed wrongly and struck out the same day: it stays in the history.
      const last = days.at(-2) ?? days[0]!;
      const key = (Object.keys(plan.tests) as OutcomeMeasureKey[])[0]!;
      const measure = outcomeMeasureByKey(key);
      rows.push({
        patientId: patient.id,
        measureKey: key,
        value: clamp(key, measure.better === 'higher' ? measure.max * 0.9 : measure.min * 1.5),
        measuredOn: last,
        walkingAid: plan.walkingAid[0]!,
        assistance: plan.assistance,
        withDevice: plan.withDevice,
        comment: null,
        measuredByUserId: patient.rehabilitatorUserId,
        measuredByRole: 'rehabilitator',
        recordedAt: new Date(instantIn(last, '10:40', timeZone) ?? `${last}T09:40:00Z`),
        struckAt: new Date(instantIn(last, '10:45', timeZone) ?? `${last}T09:45:00Z`),
        struckByUserId: patient.rehabilitatorUserId,
        struckReason: 'Valeur saisie dans le mauvais test',
      });
    }
  }
  if (rows.length > 0) {
    await executor.insert(outcomeResults).values(rows);
  }
  return rows.length;
}
