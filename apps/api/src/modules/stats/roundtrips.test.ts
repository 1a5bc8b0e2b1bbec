/**
 * Round trips of the stats calls (docs/performance.md): each call's database statements are
 * counted through a Drizzle logger on the test database, so that a change adding a query (an N+1,
 * a second audit insert, a separate objectives query) fails here. Also checks that the audit
 * entries written by the same statement as the read are there: one for a patient's stats, one
 * listing the patients for PatientsStats, found by patient (audit.ts `aboutPatient`).
 */
import { and, eq, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import { aboutPatient } from '../../audit/audit';
import { auditLog } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, testConfig, useTestApp } from '../../../test/helper';
import {
  bucketsOf,
  insertDays,
  setObjective,
  type StatsColumns,
} from '../../../test/stats-fixtures';

const ctx = useTestApp();
let world: World;
let counted: FastifyInstance;
const statements: string[] = [];

/** The same database, every statement logged (the app under test runs on it). */
function countingDatabase(database: Database): Database {
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === 'pglite'
    ? drizzlePglite({ client, schema, logger })
    : drizzleNodePostgres({ client, schema, logger })) as unknown as Db;
  // The test file owns the database: closing the counting app must not close it.
  return { ...database, db, close: async () => undefined };
}

beforeAll(async () => {
  world = await createWorld(ctx.app);
  const patientId = world.a.patient.patientId;
  await insertDays(ctx.app, patientId, {
    '2024-03-04': { StepCount: 1200, WalkSpeed: 0.5 },
    '2024-03-05': { StepCount: 900, WalkSpeed: 0.7 },
  });
  await insertDays(ctx.app, world.a.unlinkedPatient.patientId, {
    '2024-03-04': { StepCount: 300 },
  });
  await setObjective(ctx.app, patientId, 'StepCount', 1000, '2024-03-01');
  counted = await buildApp({
    config: testConfig(),
    database: countingDatabase(ctx.database),
    logger: false,
  });
});

afterAll(async () => {
  await counted?.close();
});

/** One call on the counting app: its status, body and the statements it ran. */
async function counting<T>(url: string, token: string) {
  statements.length = 0;
  const res = await call<T>(counted, 'GET', url, { token });
  return { ...res, statements: [...statements] };
}

async function auditCount(action: string, patientId: string): Promise<number> {
  const [row] = await ctx.app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), aboutPatient(patientId)));
  return row!.count;
}

const range = 'from=2024-03-01&to=2024-03-10';

describe('round trips of the stats calls', () => {
  it('answers a patient’s stats in 2 statements: access check, then read and audit', async () => {
    const patientId = world.a.patient.patientId;
    const before = await auditCount('stats.read', patientId);
    const res = await counting<StatsColumns>(
      `/api/v1/patients/${patientId}/stats?types=StepCount,WalkSpeed,StepCountObjective,Stars&${range}`,
      world.a.rehabilitator.token,
    );
    expect(res.status).toBe(200);
    expect(bucketsOf(res.body)[3]!.values).toEqual({
      StepCount: 1200,
      WalkSpeed: 0.5,
      StepCountObjective: 1000,
      Stars: null,
    });
    expect(res.statements).toHaveLength(2);
    expect(res.statements[1]).toMatch(/insert into "audit_log"/);
    expect(await auditCount('stats.read', patientId)).toBe(before + 1);
  });

  it('answers a year at weekly scale in the same 2 statements', async () => {
    const res = await counting(
      `/api/v1/patients/${world.a.patient.patientId}/stats?types=StepCount,WalkSpeed,WalkPerimeter,StandTime,StepCountObjective,WalkTimeObjective&from=2023-03-11&to=2024-03-10&scale=Week`,
      world.a.patient.token,
    );
    expect(res.status).toBe(200);
    expect(res.statements).toHaveLength(2);
  });

  it('answers percentages in 2 statements, with their audit entry', async () => {
    const patientId = world.a.patient.patientId;
    const before = await auditCount('stats.percentages', patientId);
    const res = await counting(
      `/api/v1/patients/${patientId}/percentages?${range}&scale=Week`,
      world.a.patient.token,
    );
    expect(res.status).toBe(200);
    expect(res.statements).toHaveLength(2);
    expect(await auditCount('stats.percentages', patientId)).toBe(before + 1);
  });

  it('refuses an unknown or hidden patient after 1 statement, and audits nothing', async () => {
    const patientId = world.a.patient.patientId;
    const before = await auditCount('stats.read', patientId);
    const res = await counting(
      `/api/v1/patients/${patientId}/stats?types=StepCount&${range}`,
      world.b.manager.token,
    );
    expect(res.status).toBe(404);
    expect(res.statements).toHaveLength(1);
    expect(await auditCount('stats.read', patientId)).toBe(before);
  });

  it('answers PatientsStats in 1 statement whatever the number of patients, one audit entry found by each patient', async () => {
    const ids = [world.a.patient.patientId, world.a.unlinkedPatient.patientId];
    const before = await Promise.all(ids.map((id) => auditCount('stats.establishment', id)));
    const res = await counting<
      StatsColumns & { patients: { patientId: string; series: StatsColumns['series'] }[] }
    >(
      `/api/v1/Establishments/${world.a.establishmentId}/PatientsStats?${range}&Types=StepCount,StepCountObjective`,
      world.a.manager.token,
    );
    expect(res.status).toBe(200);
    expect(res.statements).toHaveLength(1);
    const byId = new Map(
      res.body.patients.map((patient) => [
        patient.patientId,
        bucketsOf({ ...res.body, series: patient.series }),
      ]),
    );
    expect(byId.get(ids[0]!)![3]!.values).toEqual({
      StepCount: 1200,
      StepCountObjective: 1000,
    });
    expect(byId.get(ids[1]!)![3]!.values.StepCount).toBe(300);
    const after = await Promise.all(ids.map((id) => auditCount('stats.establishment', id)));
    expect(after).toEqual(before.map((count) => count + 1));
    // Without `to`, the establishment's time zone decides today: one more statement.
    const defaulted = await counting(
      `/api/v1/Establishments/${world.a.establishmentId}/PatientsStats?Types=StepCount`,
      world.a.manager.token,
    );
    expect(defaulted.status).toBe(200);
    expect(defaulted.statements).toHaveLength(2);
  });
});
