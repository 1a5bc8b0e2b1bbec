/**
 * Builds seed data in memory (ids generated here, so rows can refer to each other without a round
 * trip) and writes it in batches, in foreign-key order. Used by the demo seed (./demo.ts) and the
 * benchmark (scripts/bench.ts). `flush` may be called several times to bound memory.
 */
import { randomUUID } from 'node:crypto';
import {
  exerciseCatalogue,
  FunctionalCapacity,
  Pathology,
  Position,
  type Exercise,
} from '@oxilio/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../db/client';
import { metricDefinitions } from '../db/metrics';
import {
  adaptedActivities,
  applicationDocuments,
  applications,
  coachingSessions,
  dailyMetrics,
  deviceAssignments,
  devices,
  emailOutbox,
  establishmentInvitations,
  establishmentRehabilitators,
  establishments,
  objectives,
  patientAdaptedActivities,
  patientPathologies,
  patientPrograms,
  patientRehabilitators,
  patientRelatives,
  patients,
  programExercises,
  programs,
  rehabilitators,
  managers,
  sessionPlayerHours,
  sessionReviews,
  sessionSteps,
  sessions,
  type SessionPlanRow,
  users,
} from '../db/schema';
import { addDays } from '@oxilio/domain';
import { deviceMetricKeys, simulateDays } from '../simulator/generator';
import type { Random } from '../simulator/random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** Rows waiting to be written, one list per table, in the order they are written. */
function emptyRows() {
  return {
    users: [] as Insert<typeof users>[],
    establishments: [] as Insert<typeof establishments>[],
    responsables: [] as Insert<typeof managers>[],
    reeducators: [] as Insert<typeof rehabilitators>[],
    establishmentRehabilitators: [] as Insert<typeof establishmentRehabilitators>[],
    establishmentInvitations: [] as Insert<typeof establishmentInvitations>[],
    patients: [] as Insert<typeof patients>[],
    patientPathologies: [] as Insert<typeof patientPathologies>[],
    patientRelatives: [] as Insert<typeof patientRelatives>[],
    patientRehabilitators: [] as Insert<typeof patientRehabilitators>[],
    objectives: [] as Insert<typeof objectives>[],
    devices: [] as Insert<typeof devices>[],
    deviceAssignments: [] as Insert<typeof deviceAssignments>[],
    dailyMetrics: [] as Insert<typeof dailyMetrics>[],
    programs: [] as Insert<typeof programs>[],
    programExercises: [] as Insert<typeof programExercises>[],
    patientPrograms: [] as Insert<typeof patientPrograms>[],
    sessions: [] as Insert<typeof sessions>[],
    sessionSteps: [] as Insert<typeof sessionSteps>[],
    sessionReviews: [] as Insert<typeof sessionReviews>[],
    sessionPlayerHours: [] as Insert<typeof sessionPlayerHours>[],
    adaptedActivities: [] as Insert<typeof adaptedActivities>[],
    patientAdaptedActivities: [] as Insert<typeof patientAdaptedActivities>[],
    applications: [] as Insert<typeof applications>[],
    applicationDocuments: [] as Insert<typeof applicationDocuments>[],
    coachingSessions: [] as Insert<typeof coachingSessions>[],
    emailOutbox: [] as Insert<typeof emailOutbox>[],
  };
}
type Rows = ReturnType<typeof emptyRows>;

/** PostgreSQL takes at most 65535 parameters per statement: about 40 columns x 1000 rows. */
const batchSize = 1000;

const dayMs = 86_400_000;
/** An instant on a calendar day, `hour` UTC. */
/** The hours of the day a patient wears the device in the demo (Europe/Paris): 08:00 to 20:00. */
const wakingDay = { from: 8, to: 20 };

export const at = (day: string, hour: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000);

export interface UserSpec {
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
  locale?: string;
  phone?: string | null;
}

export interface PatientSpec {
  establishmentId: string;
  firstName: string;
  lastName: string;
  /** An account that can sign in; null for an invited patient without one yet. */
  email: string | null;
  birthDate: string;
  /** The first one is the main pathology. */
  pathologies: Pathology[];
  functionalCapacity: FunctionalCapacity;
  registrationStatus?: 'active' | 'pending_validation';
  phone?: string | null;
  locale?: string;
  /** Associates this device (created here) and simulates `days` days of metrics up to `today`. */
  device?: { id?: string; serialNumber: string; wheelType: string } | null;
  trendPerMonth?: number;
  wearRate?: number;
  /** The device fell silent: its last day of data is this many days before `today`. */
  silentForDays?: number;
  seed: string;
}

export class SeedBuilder {
  rows: Rows = emptyRows();
  /** Totals of what was written, by table. */
  readonly written: Record<string, number> = {};

  constructor(
    readonly options: {
      random: Random;
      /** The last simulated day (the establishment's today). */
      today: string;
      days: number;
      passwordHash: string;
      deviceSecretHash: string;
      now: Date;
    },
  ) {}

  user(spec: UserSpec): string {
    const id = randomUUID();
    this.rows.users.push({
      id,
      email: spec.email.toLowerCase(),
      passwordHash: this.options.passwordHash,
      firstName: spec.firstName,
      lastName: spec.lastName,
      phone: spec.phone ?? null,
      roles: spec.roles,
      locale: spec.locale ?? 'fr',
      emailVerifiedAt: new Date(this.options.now.getTime() - 200 * dayMs),
    });
    return id;
  }

  establishment(values: Omit<Insert<typeof establishments>, 'id'>): string {
    const id = randomUUID();
    this.rows.establishments.push({ id, ...values });
    return id;
  }

  manager(userId: string, establishmentId: string, jobTitle: string): string {
    const id = randomUUID();
    this.rows.responsables.push({ id, userId, establishmentId, function: jobTitle });
    return id;
  }

  rehabilitator(userId: string, profession: string, teamOf: string[] = []): string {
    const id = randomUUID();
    this.rows.reeducators.push({ id, userId, profession });
    for (const establishmentId of teamOf) {
      this.rows.establishmentRehabilitators.push({ establishmentId, reeducatorId: id });
    }
    return id;
  }

  device(establishmentId: string, serialNumber: string, id: string = randomUUID()): string {
    this.rows.devices.push({
      id,
      serialNumber,
      establishmentId,
      secretHash: this.options.deviceSecretHash,
      firmwareVersion: '2.4.1',
      createdAt: new Date(this.options.now.getTime() - 400 * dayMs),
    });
    return id;
  }

  /** A patient, their pathologies, device and simulated metrics. Returns the patient id. */
  patient(spec: PatientSpec): {
    patientId: string;
    userId: string | null;
    deviceId: string | null;
  } {
    const { today, days } = this.options;
    const userId = spec.email
      ? this.user({
          email: spec.email,
          firstName: spec.firstName,
          lastName: spec.lastName,
          roles: ['patient'],
          locale: spec.locale,
          phone: spec.phone,
        })
      : null;
    const patientId = randomUUID();
    const from = addDays(today, -(days - 1));
    this.rows.patients.push({
      id: patientId,
      userId,
      establishmentId: spec.establishmentId,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: spec.email,
      phone: spec.phone ?? null,
      birthDate: spec.birthDate,
      functionalCapacity: spec.functionalCapacity,
      registrationStatus: spec.registrationStatus ?? 'active',
      createdAt: at(addDays(from, -14), 9),
    });
    spec.pathologies.forEach((pathology, index) => {
      this.rows.patientPathologies.push({ patientId, pathology, isMain: index === 0 });
    });
    let deviceId: string | null = null;
    if (spec.device) {
      deviceId = this.device(spec.establishmentId, spec.device.serialNumber, spec.device.id);
      this.rows.deviceAssignments.push({
        deviceId,
        patientId,
        wheelType: spec.device.wheelType,
        assignedAt: at(addDays(from, -1), 10),
      });
      this.metrics(patientId, deviceId, spec, from, days);
    }
    return { patientId, userId, deviceId };
  }

  /** Simulated days, written as `daily_metrics` rows. */
  metrics(
    patientId: string,
    deviceId: string,
    spec: Pick<
      PatientSpec,
      'pathologies' | 'functionalCapacity' | 'seed' | 'trendPerMonth' | 'wearRate' | 'silentForDays'
    >,
    from: string,
    days: number,
  ): void {
    const records = simulateDays(
      {
        pathology: spec.pathologies[0] ?? Pathology.Other,
        functionalCapacity: spec.functionalCapacity,
        seed: spec.seed,
        trendPerMonth: spec.trendPerMonth,
        wearRate: spec.wearRate,
      },
      { from, days },
    );
    const lastDay = addDays(this.options.today, -(spec.silentForDays ?? 0));
    for (const record of records) {
      if (record.day > lastDay) {
        continue;
      }
      const row: Insert<typeof dailyMetrics> = { patientId, day: record.day, deviceId };
      for (const key of deviceMetricKeys) {
        row[metricDefinitions[key].column] = record.metrics[key];
      }
      // The device sends each day the next night; today's day so far, just now.
      row.receivedAt = new Date(
        Math.min(at(addDays(record.day, 1), 2).getTime(), this.options.now.getTime()),
      );
      this.rows.dailyMetrics.push(row);
    }
  }

  /**
   * Today's rows as far as the day has come at `now` (docs/decisions/weeks-on-completed-days.md):
   * the simulator writes whole days, but nothing may be recorded for hours that have not come yet.
   * Volumes (counts, times, distances) are cut to the share of the waking day (08:00-20:00 in
   * Europe/Paris, the demo's zone) gone by; before 08:00 today has no row at all, so at 04:00 the
   * demo shows no wear time and no activity star for today. Means and maxima are left as measured.
   */
  todaySoFar(now: Date): void {
    const { today } = this.options;
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
    const hours = part('hour') + part('minute') / 60;
    const share = Math.min(
      1,
      Math.max(0, (hours - wakingDay.from) / (wakingDay.to - wakingDay.from)),
    );
    this.rows.dailyMetrics = this.rows.dailyMetrics.flatMap((row) => {
      if (row.day !== today) {
        // Yesterday's record arrives in the night: not after now.
        const received =
          row.receivedAt instanceof Date && row.receivedAt > now ? now : row.receivedAt;
        return [{ ...row, receivedAt: received }];
      }
      if (share === 0) {
        return [];
      }
      const cut: Insert<typeof dailyMetrics> = { ...row, receivedAt: now };
      for (const definition of Object.values(metricDefinitions)) {
        const column = definition.column as keyof typeof cut;
        const value = cut[column];
        if (definition.aggregate === 'sum' && typeof value === 'number') {
          (cut as Record<string, unknown>)[column] = Math.round(value * share);
        }
      }
      return [cut];
    });
  }

  /** A program with exercises of the library (their own series settings). */
  program(values: {
    name: string;
    description?: string | null;
    reeducatorId?: string | null;
    recommendedForPathology?: Pathology | null;
    recommendedForCapacity?: FunctionalCapacity | null;
    copiedFromProgramId?: string | null;
    exerciseIds: number[];
  }): string {
    const id = randomUUID();
    this.rows.programs.push({
      id,
      name: values.name,
      description: values.description ?? null,
      reeducatorId: values.reeducatorId ?? null,
      recommendedForPathology: values.recommendedForPathology ?? null,
      recommendedForCapacity: values.recommendedForCapacity ?? null,
      copiedFromProgramId: values.copiedFromProgramId ?? null,
      createdAt: at(addDays(this.options.today, -200), 8),
    });
    values.exerciseIds.forEach((exerciseId, position) => {
      this.rows.programExercises.push({ programId: id, position, exerciseId });
    });
    return id;
  }

  /**
   * Assigns a program and, for the days since, the sessions the patient did: `perWeek` on average,
   * each with a step per exercise and a review. `risingPain` makes the last two weeks hurt more.
   */
  assignProgram(values: {
    patientId: string;
    programId: string;
    exerciseIds: number[];
    isSelfRehabilitation: boolean;
    reeducatorId: string | null;
    sinceDays: number;
    perWeek: number;
    risingPain?: boolean;
    /** Adds today's session, assigned and not started. */
    todayAssigned?: boolean;
  }): string {
    const { random, today, now } = this.options;
    const patientProgramId = randomUUID();
    const start = addDays(today, -values.sinceDays);
    this.rows.patientPrograms.push({
      id: patientProgramId,
      patientId: values.patientId,
      programId: values.programId,
      isSelfRehabilitation: values.isSelfRehabilitation,
      assignedByReeducatorId: values.reeducatorId,
      assignedAt: at(start, 9),
    });
    const exercises = values.exerciseIds
      .map((id) => exerciseCatalogue.find((exercise) => exercise.id === id))
      .filter((exercise): exercise is Exercise => exercise !== undefined);
    const plan = sessionPlanOf(values.exerciseIds);
    for (let index = 1; index < values.sinceDays; index += 1) {
      const day = addDays(start, index);
      if (!random.chance(values.perWeek / 7)) {
        continue;
      }
      const sessionId = randomUUID();
      const launchedAt = new Date(at(day, 8).getTime() + random.integer(0, 8 * 3600) * 1000);
      let seconds = 0;
      exercises.forEach((exercise, position) => {
        const planned = exercise.seriesDurationSeconds * exercise.seriesCount;
        const rests = exercise.restSeconds * (exercise.seriesCount - 1);
        // As the player records it (the series time run, rests left out,
        // docs/decisions/session-outcome.md): mostly done, now and then stopped early or
        // skipped. One draw per step, as before, so the rest of the demo stays the same.
        const draw = (random.between(0.7, 1.1) - 0.7) / 0.4;
        const durationSeconds =
          draw < 0.04 ? 0 : draw < 0.12 ? Math.round(planned * (0.3 + 4 * draw)) : planned;
        // The clock runs through the rests of an exercise done in full.
        seconds += durationSeconds + (durationSeconds === planned ? rests : 0);
        this.rows.sessionSteps.push({
          sessionId,
          position,
          exerciseId: exercise.id,
          durationSeconds,
          effort: random.integer(3, 7),
          submittedAt: new Date(launchedAt.getTime() + seconds * 1000),
        });
      });
      const completedAt = new Date(launchedAt.getTime() + seconds * 1000);
      this.rows.sessions.push({
        id: sessionId,
        patientId: values.patientId,
        patientProgramId,
        isSelfRehabilitation: values.isSelfRehabilitation,
        status: 'done',
        day,
        launchedAt,
        completedAt,
        createdAt: at(day, 6),
        plan,
      });
      const recent = index > values.sinceDays - 15;
      // Most patients feel no pain (0, "no pain" in the review), some a light one now and then;
      // those with `risingPain` hurt more lately. (Before "no pain" existed, they had to say 1.)
      const pain =
        values.risingPain && recent
          ? random.integer(2, 3)
          : random.chance(0.8)
            ? 0
            : random.integer(1, 2) - 1;
      this.rows.sessionReviews.push({
        sessionId,
        pain,
        difficulty: random.integer(1, 3),
        submittedAt: new Date(completedAt.getTime() + 60_000),
      });
      this.rows.sessionPlayerHours.push({
        sessionId,
        openingTime: new Date(launchedAt.getTime() - 30_000),
        closureTime: new Date(completedAt.getTime() + 90_000),
        hasRc: false,
      });
    }
    if (values.todayAssigned) {
      this.rows.sessions.push({
        patientId: values.patientId,
        patientProgramId,
        isSelfRehabilitation: values.isSelfRehabilitation,
        status: 'assigned',
        day: today,
        plan,
        // Assigned early this morning, never after now: a relaunch made before 04:00 UTC must
        // come after it (attempts are ranked by creation time).
        createdAt: new Date(Math.min(at(today, 4).getTime(), now.getTime() - 60_000)),
      });
    }
    return patientProgramId;
  }

  /** Writes everything built so far, in foreign-key order, in batches; then starts afresh. */
  async flush(executor: DbExecutor): Promise<void> {
    const rows = this.rows;
    this.rows = emptyRows();
    const write = async <T>(
      name: string,
      list: T[],
      insert: (batch: T[]) => Promise<unknown>,
    ): Promise<void> => {
      for (let start = 0; start < list.length; start += batchSize) {
        await insert(list.slice(start, start + batchSize));
      }
      this.written[name] = (this.written[name] ?? 0) + list.length;
    };
    await write('users', rows.users, (b) => executor.insert(users).values(b));
    await write('establishments', rows.establishments, (b) =>
      executor.insert(establishments).values(b),
    );
    await write('responsables', rows.responsables, (b) => executor.insert(managers).values(b));
    await write('reeducators', rows.reeducators, (b) => executor.insert(rehabilitators).values(b));
    await write('establishment_reeducators', rows.establishmentRehabilitators, (b) =>
      executor.insert(establishmentRehabilitators).values(b),
    );
    await write('establishment_invitations', rows.establishmentInvitations, (b) =>
      executor.insert(establishmentInvitations).values(b),
    );
    await write('patients', rows.patients, (b) => executor.insert(patients).values(b));
    await write('patient_pathologies', rows.patientPathologies, (b) =>
      executor.insert(patientPathologies).values(b),
    );
    await write('patient_relatives', rows.patientRelatives, (b) =>
      executor.insert(patientRelatives).values(b),
    );
    await write('patient_reeducators', rows.patientRehabilitators, (b) =>
      executor.insert(patientRehabilitators).values(b),
    );
    await write('objectives', rows.objectives, (b) => executor.insert(objectives).values(b));
    await write('devices', rows.devices, (b) => executor.insert(devices).values(b));
    await write('device_assignments', rows.deviceAssignments, (b) =>
      executor.insert(deviceAssignments).values(b),
    );
    await write('daily_metrics', rows.dailyMetrics, (b) => insertJson(executor, dailyMetrics, b));
    await write('programs', rows.programs, (b) => executor.insert(programs).values(b));
    await write('program_exercises', rows.programExercises, (b) =>
      executor.insert(programExercises).values(b),
    );
    await write('patient_programs', rows.patientPrograms, (b) =>
      executor.insert(patientPrograms).values(b),
    );
    await write('sessions', rows.sessions, (b) => insertJson(executor, sessions, b));
    await write('session_steps', rows.sessionSteps, (b) => insertJson(executor, sessionSteps, b));
    await write('session_reviews', rows.sessionReviews, (b) =>
      insertJson(executor, sessionReviews, b),
    );
    await write('session_player_hours', rows.sessionPlayerHours, (b) =>
      insertJson(executor, sessionPlayerHours, b),
    );
    await write('adapted_activities', rows.adaptedActivities, (b) =>
      executor.insert(adaptedActivities).values(b),
    );
    await write('patient_adapted_activities', rows.patientAdaptedActivities, (b) =>
      executor.insert(patientAdaptedActivities).values(b),
    );
    await write('applications', rows.applications, (b) => executor.insert(applications).values(b));
    await write('application_documents', rows.applicationDocuments, (b) =>
      executor.insert(applicationDocuments).values(b),
    );
    await write('coaching_sessions', rows.coachingSessions, (b) =>
      executor.insert(coachingSessions).values(b),
    );
    await write('email_outbox', rows.emailOutbox, (b) => executor.insert(emailOutbox).values(b));
  }
}

/**
 * The plan a seeded session keeps (sessions.plan): the program's exercises with the library's
 * settings, as the API stores it when a session starts (seeded programs override none).
 */
export function sessionPlanOf(exerciseIds: readonly number[]): SessionPlanRow[] {
  return exerciseIds.flatMap((id) => {
    const exercise = exerciseCatalogue.find((item) => item.id === id);
    return exercise
      ? [
          {
            exerciseId: exercise.id,
            seriesCount: exercise.seriesCount,
            seriesDurationSeconds: exercise.seriesDurationSeconds,
            restBetweenSeriesSeconds: exercise.restSeconds,
            equipment: [...exercise.equipment],
          },
        ]
      : [];
  });
}

/**
 * Inserts many rows with one parameter: a JSON array expanded by `jsonb_to_recordset`, about ten
 * times faster than thousands of bound parameters (PGlite and PostgreSQL alike). Rows are grouped
 * by the columns they set, so that the others keep their defaults. Scalar columns only.
 */
async function insertJson(
  executor: DbExecutor,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = getTableColumns(table);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const keys = Object.keys(row)
      .filter((key) => row[key] !== undefined)
      .sort();
    const signature = keys.join(',');
    const converted: Record<string, unknown> = {};
    for (const key of keys) {
      const value = row[key];
      converted[columns[key]!.name] = value instanceof Date ? value.toISOString() : value;
    }
    groups.set(signature, [...(groups.get(signature) ?? []), converted]);
  }
  for (const [signature, group] of groups) {
    const used = signature.split(',').map((key) => columns[key]!);
    const names = sql.raw(used.map((column) => `"${column.name}"`).join(', '));
    const definition = sql.raw(
      used.map((column) => `"${column.name}" ${column.getSQLType()}`).join(', '),
    );
    await executor.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_to_recordset(${JSON.stringify(group)}::jsonb) as t(${definition})`,
    );
  }
}

/** Exercises of the library a patient of this capacity can do (positions), `count` of them. */
export function exercisesFor(
  capacity: FunctionalCapacity,
  count: number,
  random: Random,
): number[] {
  const allowed: Position[] = [Position.SeatedImmobilised, Position.SeatedMobile];
  if (capacity >= FunctionalCapacity.Standing) {
    allowed.push(Position.StandingImmobilised);
  }
  if (capacity >= FunctionalCapacity.IntermediateWalk) {
    allowed.push(Position.StandingMobile);
  }
  const pool = exerciseCatalogue.filter(
    (exercise) => allowed.includes(exercise.position) && exercise.type !== 6,
  );
  const chosen = new Set<number>();
  while (chosen.size < Math.min(count, pool.length)) {
    chosen.add(random.pick(pool).id);
  }
  return [...chosen];
}
