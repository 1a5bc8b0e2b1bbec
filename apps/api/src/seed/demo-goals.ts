/**
 * Demo rehabilitation goals (docs/decisions/goals.md): the demo rehabilitator's patients have goals
 * in every state (active, achieved, revised, dropped), in the patient's words, consistent with
 * their functional capacity and their device data: a step goal starts from the patient's own
 * steps, a seated patient's goals are on standing in the oxilio and on transfers, never on walking;
 * a test goal starts from the patient's latest result when the demo has one. Deterministic: the
 * same patients, texts and days each time, from the seed's own random generator.
 */
import { sql } from 'drizzle-orm';
import {
  addDays,
  FunctionalCapacity,
  instantIn,
  outcomeMeasureByKey,
  roundOutcome,
  type GoalMetricKey,
  type OutcomeMeasureKey,
} from '@oxilio/domain';
import type { DbExecutor } from '../db/client';
import { patientsFollowedBy } from './demo-followed';
import { dailyMetrics, goals } from '../db/schema';
import { metricDefinitions } from '../db/metrics';
import { createRandom } from '../simulator/random';

const timeZone = 'Europe/Paris';

type GoalInsert = typeof goals.$inferInsert;

interface Plan {
  /** The device metric of the active figure goal, its text, and how far above the baseline. */
  metric: { key: GoalMetricKey; text: string; gain: number; round: number; floor: number };
  /** The active test goal: its test, text, and the change aimed at from the latest result. */
  test: { key: OutcomeMeasureKey; text: string; change: number; fallback: number } | null;
  /** A goal in words. */
  words: string;
  /** An older figure goal, achieved. */
  achieved: string;
  /** An older goal in words, revised into `words`. */
  revised: string;
  /** An older goal, dropped. */
  dropped: string;
}

/** What the team aims at, by functional capacity: a seated patient is not asked to walk. */
const plans: Record<FunctionalCapacity, Plan> = {
  [FunctionalCapacity.Seated]: {
    metric: {
      key: 'StandTime',
      text: 'Tenir debout 10 minutes par jour dans l’oxilio',
      gain: 1.3,
      round: 60,
      floor: 600,
    },
    test: null,
    words: 'Passer seul du fauteuil au lit',
    achieved: 'Tenir assis sans appui pendant le repas',
    revised: 'Faire mes transferts sans aide',
    dropped: 'Me mettre debout à la barre tous les jours',
  },
  [FunctionalCapacity.Standing]: {
    metric: {
      key: 'StandTime',
      text: 'Rester debout pour ma toilette au lavabo',
      gain: 1.25,
      round: 60,
      floor: 900,
    },
    test: {
      key: 'bergBalanceScale',
      text: 'Tenir en équilibre sans me rattraper',
      change: 5,
      fallback: 36,
    },
    words: 'Me brosser les dents debout au lavabo',
    achieved: 'Me lever du fauteuil sans aide',
    revised: 'Faire ma toilette debout',
    dropped: 'Faire quelques pas avec le déambulateur',
  },
  [FunctionalCapacity.IntermediateWalk]: {
    metric: {
      key: 'StepCount',
      text: 'Aller à pied jusqu’à la salle à manger',
      gain: 1.3,
      round: 100,
      floor: 800,
    },
    test: {
      key: 'timedUpAndGo',
      text: 'Me lever et marcher sans avoir peur de tomber',
      change: -4,
      fallback: 20,
    },
    words: 'Aller au jardin avec ma petite-fille',
    achieved: 'Marcher dans le couloir avec le déambulateur',
    revised: 'Aller seule au jardin',
    dropped: 'Monter l’escalier jusqu’au premier étage',
  },
  [FunctionalCapacity.AutonomousWalk]: {
    metric: {
      key: 'StepCount',
      text: 'Marcher jusqu’à la boulangerie',
      gain: 1.25,
      round: 100,
      floor: 1500,
    },
    test: {
      key: 'sixMinuteWalk',
      text: 'Faire le tour du parc sans m’arrêter',
      change: 50,
      fallback: 250,
    },
    words: 'Aller au marché du samedi',
    achieved: 'Sortir dans le parc tous les jours',
    revised: 'Aller seul au marché',
    dropped: 'Reprendre la marche nordique',
  },
};

const dropReasons = ['healthChange', 'patientChoice', 'unrealistic'] as const;

const instant = (day: string, time: string) => new Date(instantIn(day, time, timeZone)!);

type Rows<T> = { rows: T[] };

/** The patient's average of a daily metric over the 7 days ending `to` (a day without: none). */
async function weekAverage(
  executor: DbExecutor,
  patientId: string,
  key: GoalMetricKey,
  to: string,
): Promise<number | null> {
  const column = dailyMetrics[metricDefinitions[key].column];
  const found = (await executor.execute(sql`
    select sum(${column}) / 7 as value, count(${column}) as days
    from daily_metrics
    where patient_id = ${patientId} and day between ${addDays(to, -6)} and ${to}`)) as unknown as Rows<{
    value: number | string | null;
    days: number | string;
  }>;
  const row = found.rows[0];
  return row && Number(row.days) > 0 && row.value !== null ? Number(row.value) : null;
}

/** The patient's latest result of a test on or before `on` (rehabilitator's, not struck). */
async function resultOn(
  executor: DbExecutor,
  patientId: string,
  key: OutcomeMeasureKey,
  on: string,
): Promise<{ value: number; measuredOn: string } | null> {
  const found = (await executor.execute(sql`
    select value, measured_on::text as measured_on from outcome_results
    where patient_id = ${patientId} and measure_key = ${key} and measured_on <= ${on}
      and struck_at is null and measured_by_role = 'rehabilitator'
    order by measured_on desc, recorded_at desc limit 1`)) as unknown as Rows<{
    value: number | string;
    measured_on: string;
  }>;
  const row = found.rows[0];
  return row ? { value: Number(row.value), measuredOn: row.measured_on } : null;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Writes the demo goals; returns the number of rows written. */
export async function demoGoals(
  executor: DbExecutor,
  accounts: { rehabilitator: string },
  demoPatientId: string,
  today: string,
): Promise<number> {
  const followed = await patientsFollowedBy(executor, accounts.rehabilitator, demoPatientId);

  const random = createRandom('oxilio-demo-goals');
  let written = 0;
  for (const [index, patient] of followed.entries()) {
    const capacity = patient.capacity;
    const plan = plans[capacity] ?? plans[FunctionalCapacity.Standing];
    const demo = patient.id === demoPatientId;
    const by = patient.rehabilitatorId;
    const base = { patientId: patient.id, setByReeducatorId: by } as const;
    const closed = (day: string) => ({
      closedAt: instant(day, '11:30'),
      closedByReeducatorId: by,
    });
    const insert = async (values: Omit<GoalInsert, 'patientId' | 'setByReeducatorId'>) => {
      const [row] = await executor
        .insert(goals)
        .values({ ...base, ...values })
        .returning({ id: goals.id });
      written += 1;
      return row!.id;
    };

    // The active figure goal on the device, set 5 to 8 weeks ago from the patient's own week then.
    const setOn = addDays(today, -random.integer(35, 56));
    const metric = plan.metric;
    const baseline = await weekAverage(executor, patient.id, metric.key, addDays(setOn, -1));
    const target = Math.max(metric.floor, roundTo((baseline ?? 0) * metric.gain, metric.round));
    await insert({
      kind: 'metric',
      metricKey: metric.key,
      target,
      baseline,
      baselineOn: baseline === null ? null : addDays(setOn, -1),
      text: metric.text,
      reviewOn: addDays(setOn, 60),
      setOn,
      createdAt: instant(setOn, '10:15'),
    });

    // The active test goal, from the latest result then (or a plausible start without one).
    if (plan.test && (demo || index % 2 === 0)) {
      const measure = outcomeMeasureByKey(plan.test.key);
      const testSetOn = addDays(today, -random.integer(20, 40));
      const latest = await resultOn(executor, patient.id, plan.test.key, testSetOn);
      const from = latest?.value ?? plan.test.fallback;
      const aimed = roundOutcome(
        measure,
        Math.min(measure.max, Math.max(measure.min, from + plan.test.change)),
      );
      await insert({
        kind: 'test',
        measureKey: plan.test.key,
        target: aimed,
        baseline: latest?.value ?? null,
        baselineOn: latest?.measuredOn ?? null,
        text: plan.test.text,
        reviewOn: addDays(testSetOn, 42),
        setOn: testSetOn,
        createdAt: instant(testSetOn, '15:00'),
      });
    }

    // History: one closed goal of each kind for the demo patient, one for the others in turn.
    const history = demo
      ? ['achieved', 'revised', 'dropped']
      : [['achieved', 'revised', 'dropped'][index % 3]!];
    if (history.includes('achieved')) {
      const oldSetOn = addDays(today, -random.integer(120, 150));
      await insert({
        kind: 'words',
        text: plan.achieved,
        reviewOn: addDays(oldSetOn, 30),
        setOn: oldSetOn,
        createdAt: instant(oldSetOn, '10:00'),
        status: 'achieved',
        ...closed(addDays(oldSetOn, random.integer(25, 45))),
      });
    }
    if (history.includes('revised')) {
      const oldSetOn = addDays(today, -random.integer(70, 90));
      const revisedOn = addDays(oldSetOn, 30);
      const old = await insert({
        kind: 'words',
        text: plan.revised,
        reviewOn: revisedOn,
        setOn: oldSetOn,
        createdAt: instant(oldSetOn, '09:45'),
        status: 'revised',
        ...closed(revisedOn),
      });
      // The revision: still active, its review date already past for the demo patient.
      await insert({
        kind: 'words',
        text: plan.words,
        reviewOn: demo ? addDays(today, -2) : addDays(revisedOn, 45),
        setOn: revisedOn,
        createdAt: instant(revisedOn, '11:45'),
        revisesGoalId: old,
      });
    } else {
      await insert({
        kind: 'words',
        text: plan.words,
        reviewOn: addDays(today, random.integer(7, 40)),
        setOn: addDays(today, -random.integer(10, 30)),
        createdAt: instant(addDays(today, -30), '12:00'),
      });
    }
    if (history.includes('dropped')) {
      const oldSetOn = addDays(today, -random.integer(100, 130));
      await insert({
        kind: 'words',
        text: plan.dropped,
        reviewOn: addDays(oldSetOn, 30),
        setOn: oldSetOn,
        createdAt: instant(oldSetOn, '14:00'),
        status: 'dropped',
        dropReason: dropReasons[index % dropReasons.length],
        dropNote: demo
          ? 'Douleurs de hanche depuis la chute de février : on reprendra plus tard.'
          : null,
        ...closed(addDays(oldSetOn, random.integer(10, 20))),
      });
    }
  }
  return written;
}
