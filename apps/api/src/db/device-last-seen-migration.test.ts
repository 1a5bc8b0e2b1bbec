/**
 * Migration 0007_device_last_seen (docs/decisions/api-device-last-seen.md): each device's
 * last_seen_at from the days already stored. The test database is migrated already; the test
 * writes days as they were before the migration and runs its statements again, as the migrator
 * does.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../test/fixtures';
import { useTestApp } from '../../test/helper';
import { migrationsFolder } from './client';
import { dailyMetrics, devices } from './schema';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const tag = '0007_device_last_seen';

async function runMigration(): Promise<void> {
  const text = await readFile(join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await ctx.app.db.execute(sql.raw(statement));
  }
}

async function databaseNow(): Promise<number> {
  const { rows } = (await ctx.app.db.execute(sql`select now() as now`)) as unknown as {
    rows: { now: string | Date }[];
  };
  return new Date(rows[0]!.now).getTime();
}

describe(`migration ${tag}`, () => {
  it('is registered and applied like the others', async () => {
    const journal = JSON.parse(
      await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: { tag: string }[] };
    expect(journal.entries.map((entry) => entry.tag)).toContain(tag);
    const { rows } = (await ctx.app.db.execute(
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { count: number }[] };
    expect(rows[0]!.count).toBe(journal.entries.length);
  });

  it('fills last_seen_at with the latest day a device sent, as first received', async () => {
    const { a, b } = world;
    const at = (iso: string) => new Date(iso);
    await ctx.app.db.insert(dailyMetrics).values([
      // Device A: two days; the latest reception counts, not the latest day.
      {
        patientId: a.patient.patientId,
        day: '2026-11-19',
        deviceId: a.deviceId,
        stepCount: 100,
        receivedAt: at('2026-11-26T02:00:00Z'),
        updatedAt: at('2026-11-26T02:00:00Z'),
      },
      {
        patientId: a.patient.patientId,
        day: '2026-11-20',
        deviceId: a.deviceId,
        stepCount: 100,
        receivedAt: at('2026-11-21T02:00:00Z'),
        // Recomputing stars moves updated_at without the device speaking: not used.
        updatedAt: at('2026-11-28T05:00:00Z'),
      },
      // A day the server wrote alone (a session's stars): no device spoke.
      {
        patientId: a.patient.patientId,
        day: '2026-11-27',
        deviceId: null,
        stars: 1,
        receivedAt: at('2026-11-27T18:00:00Z'),
      },
      // Device B: a reception stamped in the future is never later than the migration.
      {
        patientId: b.patient.patientId,
        day: '2026-11-27',
        deviceId: b.deviceId,
        stepCount: 10,
        receivedAt: new Date(Date.now() + 86_400_000),
      },
      // B's spare device sent a day for an earlier patient, but it already has a later time.
      {
        patientId: b.unlinkedPatient.patientId,
        day: '2026-11-10',
        deviceId: b.spareDeviceId,
        stepCount: 10,
        receivedAt: at('2026-11-11T02:00:00Z'),
      },
    ]);
    await ctx.app.db
      .update(devices)
      .set({ lastSeenAt: null })
      .where(inArray(devices.id, [a.deviceId, a.spareDeviceId, b.deviceId]));
    await ctx.app.db
      .update(devices)
      .set({ lastSeenAt: at('2026-11-15T09:00:00Z') })
      .where(eq(devices.id, b.spareDeviceId));

    const before = await databaseNow();
    await runMigration();
    const after = await databaseNow();

    const stored = new Map(
      (
        await ctx.app.db
          .select({ id: devices.id, lastSeenAt: devices.lastSeenAt })
          .from(devices)
          .where(inArray(devices.id, [a.deviceId, a.spareDeviceId, b.deviceId, b.spareDeviceId]))
      ).map((row) => [row.id, row.lastSeenAt]),
    );
    expect(stored.get(a.deviceId)).toEqual(at('2026-11-26T02:00:00Z'));
    expect(stored.get(a.spareDeviceId)).toBeNull();
    const capped = stored.get(b.deviceId)!.getTime();
    expect(capped).toBeGreaterThanOrEqual(before);
    expect(capped).toBeLessThanOrEqual(after);
    expect(stored.get(b.spareDeviceId)).toEqual(at('2026-11-15T09:00:00Z'));
  });
});
