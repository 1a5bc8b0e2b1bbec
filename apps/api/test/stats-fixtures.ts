/**
 * Test fixtures of the stats, devices and patients modules: daily rows, objectives, completed
 * sessions and device secrets written directly (the routes under test read them).
 */
import { randomBytes } from 'node:crypto';
import { exerciseById, plannedStepSeconds } from '@oxilio/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/auth/passwords';
import { metricDefinitions, type MetricKey } from '../src/db/metrics';
import {
  dailyMetrics,
  deviceAssignments,
  devices,
  objectives,
  patients,
  sessionSteps,
  sessions,
} from '../src/db/schema';
import { ensureExerciseCatalogue } from '../src/modules/exercises/catalogue';
import { testScrypt } from './helper';

export type DayValues = Partial<Record<MetricKey, number | null>>;

/** Inserts (or replaces) daily rows of a patient, as if a device had reported them. */
export async function insertDays(
  app: FastifyInstance,
  patientId: string,
  days: Record<string, DayValues>,
  deviceId: string | null = null,
): Promise<void> {
  const rows = Object.entries(days).map(([day, values]) => ({
    patientId,
    day,
    deviceId,
    ...Object.fromEntries(
      Object.entries(values).map(([key, value]) => [
        metricDefinitions[key as MetricKey].column,
        value,
      ]),
    ),
  }));
  await app.db.insert(dailyMetrics).values(rows);
}

export async function setObjective(
  app: FastifyInstance,
  patientId: string,
  metricKey: string,
  value: number,
  validFrom: string,
): Promise<void> {
  await app.db.insert(objectives).values({ patientId, metricKey, value, validFrom });
}

export async function setCapacity(
  app: FastifyInstance,
  patientId: string,
  functionalCapacity: number | null,
): Promise<void> {
  await app.db.update(patients).set({ functionalCapacity }).where(eq(patients.id, patientId));
}

/** The library exercise the fixture sessions record, and its planned exercise time. */
export const fixtureExercise = exerciseById(2)!;
export const fixtureStepSeconds = plannedStepSeconds(fixtureExercise);

/**
 * A self-rehabilitation session of `day`, completed (done) unless said otherwise, without a
 * program. `steps`: the seconds of each recorded step of library exercise 2
 * (`fixtureStepSeconds` is done, 0 skipped); by default one step done.
 */
export async function addSession(
  app: FastifyInstance,
  patientId: string,
  day: string,
  options: {
    status?: 'assigned' | 'launched' | 'done';
    isSelfRehabilitation?: boolean;
    steps?: readonly number[];
  } = {},
): Promise<string> {
  const [row] = await app.db
    .insert(sessions)
    .values({
      patientId,
      day,
      isSelfRehabilitation: options.isSelfRehabilitation ?? true,
      status: options.status ?? 'done',
      completedAt: (options.status ?? 'done') === 'done' ? new Date() : null,
    })
    .returning({ id: sessions.id });
  const steps = options.steps ?? [fixtureStepSeconds];
  if (steps.length > 0) {
    await ensureExerciseCatalogue(app.db);
    await app.db.insert(sessionSteps).values(
      steps.map((durationSeconds, position) => ({
        sessionId: row!.id,
        position,
        exerciseId: fixtureExercise.id,
        durationSeconds,
      })),
    );
  }
  return row!.id;
}

/** Gives a device a known secret (the world's devices have random ones) and returns it. */
export async function deviceWithSecret(app: FastifyInstance, deviceId: string): Promise<string> {
  const secret = randomBytes(24).toString('base64url');
  await app.db
    .update(devices)
    .set({ secretHash: await hashPassword(secret, testScrypt) })
    .where(eq(devices.id, deviceId));
  return secret;
}

/** Moves the device's current association back in time (the world associates devices now). */
export async function associatedSince(
  app: FastifyInstance,
  deviceId: string,
  daysAgo: number,
): Promise<void> {
  await app.db
    .update(deviceAssignments)
    .set({ assignedAt: sql`now() - make_interval(days => ${daysAgo})` })
    .where(eq(deviceAssignments.deviceId, deviceId));
}

/** The stored row of a patient's day, keyed by metric column, or null. */
export async function storedDay(app: FastifyInstance, patientId: string, day: string) {
  const [row] = await app.db
    .select()
    .from(dailyMetrics)
    .where(sql`${dailyMetrics.patientId} = ${patientId} and ${dailyMetrics.day} = ${day}`);
  return row ?? null;
}

/** A stats answer's periods and series (contract `StatsResponse`, `PatientsStatsResponse`). */
export interface StatsColumns {
  starts: string[];
  series: Record<string, (number | null)[]>;
}

/**
 * The periods of a stats answer as one object each, the way the tests read them: its start
 * and the value of each series at its index (undefined, so a failure, when a series is short).
 */
export function bucketsOf({ starts, series }: StatsColumns) {
  return starts.map((start, index) => ({
    start,
    values: Object.fromEntries(Object.entries(series).map(([key, values]) => [key, values[index]])),
  }));
}
