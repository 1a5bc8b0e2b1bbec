import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../test/fixtures';
import { useTestApp } from '../../test/helper';
import { metricDefinitions, metricKeys } from './metrics';
import * as schema from './schema';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Runs a statement that must fail, and returns the database error code. */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    let current: unknown = error;
    while (current) {
      const code = (current as { code?: unknown }).code;
      if (typeof code === 'string') {
        return code;
      }
      current = (current as { cause?: unknown }).cause;
    }
    return 'unknown';
  }
  throw new Error('the statement succeeded');
}

describe('migrations', () => {
  it('create exactly the tables and columns of src/db/schema.ts', async () => {
    const tables = Object.values(schema).filter((value) => value instanceof PgTable) as PgTable[];
    const expected = Object.fromEntries(
      tables.map((table) => {
        const config = getTableConfig(table);
        return [config.name, config.columns.map((column) => column.name).sort()];
      }),
    );
    const actual: Record<string, string[]> = {};
    for (const row of await rows<{ table_name: string; column_name: string }>(
      sql`select table_name::text, column_name::text from information_schema.columns where table_schema = 'public'`,
    )) {
      (actual[row.table_name] ??= []).push(row.column_name);
    }
    for (const columns of Object.values(actual)) {
      columns.sort();
    }
    expect(actual).toEqual(expected);
  });
  it('create exactly the indexes and check constraints of src/db/schema.ts', async () => {
    const tables = Object.values(schema).filter((value) => value instanceof PgTable) as PgTable[];
    const expectedIndexes = tables
      .flatMap((table) => getTableConfig(table).indexes.map((index) => index.config.name))
      .sort();
    const expectedChecks = tables
      .flatMap((table) => getTableConfig(table).checks.map((constraint) => constraint.name))
      .sort();
    const indexes = await rows<{ name: string }>(
      sql`select indexname::text as name from pg_indexes
          where schemaname = 'public' and indexname not like '%_pkey'
            and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
    );
    const checks = await rows<{ name: string }>(
      sql`select conname::text as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
          where n.nspname = 'public' and c.contype = 'c'`,
    );
    expect(indexes.map((row) => row.name).sort()).toEqual(expectedIndexes);
    expect(checks.map((row) => row.name).sort()).toEqual(expectedChecks);
  });
});

describe('the audit log', () => {
  it('accepts new entries and refuses UPDATE, DELETE and TRUNCATE', async () => {
    await ctx.app.db
      .insert(schema.auditLog)
      .values({ action: 'patient.read', patientId: world.a.patient.patientId });
    expect(
      await failure(() => ctx.app.db.update(schema.auditLog).set({ action: 'patient.forged' })),
    ).toBe('42501');
    expect(await failure(() => ctx.app.db.delete(schema.auditLog))).toBe('42501');
    expect(await failure(() => ctx.app.db.execute(sql`truncate audit_log`))).toBe('42501');
    const [entry] = await ctx.app.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.patientId, world.a.patient.patientId));
    expect(entry?.action).toBe('patient.read');
  });
});

describe('daily metrics', () => {
  it('maps every metric key of the spec to a column of daily_metrics', () => {
    const columns = Object.keys(getTableColumns(schema.dailyMetrics));
    for (const key of metricKeys) {
      expect(columns, key).toContain(metricDefinitions[key].column);
    }
    expect(metricKeys).toHaveLength(37);
  });

  it('keeps one row per patient and day; re-sending a day replaces it', async () => {
    const patientId = world.a.patient.patientId;
    const day = '2026-11-20';
    const upsert = (stepCount: number) =>
      ctx.app.db
        .insert(schema.dailyMetrics)
        .values({ patientId, day, stepCount })
        .onConflictDoUpdate({
          target: [schema.dailyMetrics.patientId, schema.dailyMetrics.day],
          set: { stepCount, updatedAt: sql`now()` },
        });
    await upsert(1200);
    await upsert(1500);
    const stored = await ctx.app.db
      .select()
      .from(schema.dailyMetrics)
      .where(eq(schema.dailyMetrics.patientId, patientId));
    expect(stored.map((row) => [row.day, row.stepCount])).toEqual([[day, 1500]]);
    expect(
      await failure(() =>
        ctx.app.db.insert(schema.dailyMetrics).values({ patientId, day, stepCount: 1 }),
      ),
    ).toBe('23505');
  });
});

describe('constraints', () => {
  it('refuses values outside the enumerations of the spec', async () => {
    const patientId = world.a.patient.patientId;
    expect(
      await failure(() =>
        ctx.app.db
          .insert(schema.users)
          .values({ email: 'x@example.test', firstName: 'X', lastName: 'Y', roles: ['admin'] }),
      ),
    ).toBe('23514');
    expect(
      await failure(() =>
        ctx.app.db
          .insert(schema.users)
          .values({ email: 'Upper@Example.test', firstName: 'X', lastName: 'Y' }),
      ),
    ).toBe('23514');
    expect(
      await failure(() =>
        ctx.app.db.insert(schema.patientPathologies).values({ patientId, pathology: 9 }),
      ),
    ).toBe('23514');
    expect(
      await failure(() =>
        ctx.app.db.insert(schema.exercises).values({
          id: 87,
          nameId: 87,
          type: 1,
          theme: 1,
          position: 0,
          bodyPart: 0,
          difficulty: 1,
          seriesDurationSeconds: 30,
          seriesCount: 2,
          restBetweenSeriesSeconds: 10,
        }),
      ),
    ).toBe('23514');
  });

  it('allows one active device per patient and one patient per device', async () => {
    expect(
      await failure(() =>
        ctx.app.db
          .insert(schema.deviceAssignments)
          .values({ deviceId: world.a.spareDeviceId, patientId: world.a.patient.patientId }),
      ),
    ).toBe('23505');
    expect(
      await failure(() =>
        ctx.app.db
          .insert(schema.deviceAssignments)
          .values({ deviceId: world.a.deviceId, patientId: world.a.unlinkedPatient.patientId }),
      ),
    ).toBe('23505');
  });

  it('keeps patients: a patient with data cannot be deleted', async () => {
    const code = await failure(() =>
      ctx.app.db.delete(schema.patients).where(eq(schema.patients.id, world.a.patient.patientId)),
    );
    // restrict_violation (PostgreSQL 17, PGlite) or foreign_key_violation (earlier servers).
    expect(['23001', '23503']).toContain(code);
  });
});
