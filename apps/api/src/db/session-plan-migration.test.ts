/**
 * Migration 0009_session_plan (docs/decisions/session-outcome.md): each existing session gets
 * its program's current exercises as its plan. The test database is migrated already; the test
 * clears plans as they were before and runs the backfill statement again, as the migrator does.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../test/fixtures';
import { useTestApp } from '../../test/helper';
import { assignProgram, ensureSessionReferenceData } from '../../test/session-fixtures';
import { migrationsFolder } from './client';
import { sessions } from './schema';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
  await ensureSessionReferenceData(ctx.app);
});

const tag = '0009_session_plan';

describe(`migration ${tag}`, () => {
  it('gives each session of a program its current exercises, in order, with its overrides', async () => {
    const patientId = world.a.patient.patientId;
    const program = await assignProgram(ctx.app, patientId, [
      { exerciseId: 25, seriesDurationSeconds: 90 },
      { exerciseId: 2, seriesCount: 2, restBetweenSeriesSeconds: 10 },
    ]);
    const kept = [
      {
        exerciseId: 4,
        seriesCount: 1,
        seriesDurationSeconds: 30,
        restBetweenSeriesSeconds: 0,
        equipment: [],
      },
    ];
    const rows = await ctx.app.db
      .insert(sessions)
      .values([
        {
          patientId,
          patientProgramId: program.patientProgramId,
          isSelfRehabilitation: true,
          day: '2026-11-20',
        },
        {
          patientId,
          patientProgramId: program.patientProgramId,
          isSelfRehabilitation: true,
          day: '2026-11-21',
          plan: kept,
        },
        { patientId, isSelfRehabilitation: true, day: '2026-11-22' },
      ])
      .returning({ id: sessions.id });
    const [old, recent, orphan] = rows.map((row) => row.id);

    const text = await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8');
    const statements = text.split('--> statement-breakpoint');
    expect(statements).toHaveLength(2);
    await ctx.app.db.execute(sql.raw(statements[1]!));

    const plans = new Map(
      (
        await ctx.app.db
          .select({ id: sessions.id, plan: sessions.plan })
          .from(sessions)
          .where(inArray(sessions.id, [old!, recent!, orphan!]))
      ).map((row) => [row.id, row.plan]),
    );
    expect(plans.get(old!)).toEqual([
      {
        exerciseId: 25,
        seriesCount: 3,
        seriesDurationSeconds: 90,
        restBetweenSeriesSeconds: 30,
        equipment: [1],
      },
      {
        exerciseId: 2,
        seriesCount: 2,
        seriesDurationSeconds: 60,
        restBetweenSeriesSeconds: 10,
        equipment: [],
      },
    ]);
    expect(plans.get(recent!)).toEqual(kept);
    expect(plans.get(orphan!)).toBeNull();
  });
});
