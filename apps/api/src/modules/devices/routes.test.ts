import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dailyMetrics, devices } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { build, call, rowCounts, testConfig, useTestApp } from '../../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import { associatedSince, deviceWithSecret, storedDay } from '../../../test/stats-fixtures';
import { startRedis } from '../../../test/redis';

const ctx = useTestApp();
let world: World;
let secret: string;
let spareSecret: string;
const today = todayIn('Europe/Paris');
const yesterday = addDays(today, -1);
const twoDaysAgo = addDays(today, -2);

beforeAll(async () => {
  world = await createWorld(ctx.app);
  secret = await deviceWithSecret(ctx.app, world.a.deviceId);
  spareSecret = await deviceWithSecret(ctx.app, world.a.spareDeviceId);
  await associatedSince(ctx.app, world.a.deviceId, 30);
});

const url = (deviceId: string) => `/api/v1/devices/${deviceId}/measurements`;

function post(body: unknown, options: { deviceId?: string; secret?: string | null } = {}) {
  const deviceSecret = options.secret === undefined ? secret : options.secret;
  return call(ctx.app, 'POST', url(options.deviceId ?? world.a.deviceId), {
    body,
    headers: deviceSecret === null ? {} : { authorization: `Device ${deviceSecret}` },
  });
}

describe('POST /devices/{deviceId}/measurements', () => {
  it('stores the days for the associated patient and computes their stars', async () => {
    // Capacity 3 defaults: StandCount 8, StandTime 1200, StepCount 800, WalkTime 900,
    // WalkDistance 250, ActiveTime 2700 (sittingDistance has none).
    const res = await post({
      firmwareVersion: '2.1.0',
      records: [
        {
          day: twoDaysAgo,
          metrics: { StepCount: 1000, StandCount: 10, WalkDistance: 100, WalkSpeed: 0.45 },
        },
        { day: yesterday, metrics: { StepCount: 200 } },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ days: [twoDaysAgo, yesterday] });
    const first = await storedDay(ctx.app, world.a.patient.patientId, twoDaysAgo);
    expect(first).toMatchObject({
      deviceId: world.a.deviceId,
      stepCount: 1000,
      standCount: 10,
      walkDistance: 100,
      walkSpeed: 0.45,
      walkTime: null,
      // Two objectives met (steps, stands); completion (1 + 1 + 0.4) / 6 = 40%.
      activityStars: 2,
      workoutStars: 0,
      stars: 2,
      performance: 40,
    });
    expect(await storedDay(ctx.app, world.a.patient.patientId, yesterday)).toMatchObject({
      stepCount: 200,
      activityStars: 0,
      stars: 0,
    });
    const [device] = await ctx.app.db
      .select()
      .from(devices)
      .where(eq(devices.id, world.a.deviceId));
    expect(device!.firmwareVersion).toBe('2.1.0');
    expect(device!.lastSeenAt).not.toBeNull();
    const entries = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.patientId, world.a.patient.patientId));
    expect(entries.some((entry) => entry.action === 'measurements.store')).toBe(true);
  });

  it('replaces a day sent again (idempotent), recomputing its stars', async () => {
    const body = {
      records: [{ day: twoDaysAgo, metrics: { StepCount: 900, WalkDistance: 300 } }],
    };
    const before = await rowCounts(ctx.database);
    expect((await post(body)).status).toBe(200);
    expect((await post(body)).status).toBe(200);
    const after = await rowCounts(ctx.database);
    expect(after.daily_metrics).toBe(before.daily_metrics);
    expect(await storedDay(ctx.app, world.a.patient.patientId, twoDaysAgo)).toMatchObject({
      stepCount: 900,
      walkDistance: 300,
      // Not sent again: cleared, not kept from the first sending.
      standCount: null,
      walkSpeed: null,
      activityStars: 2,
      stars: 2,
    });
  });

  it('refuses unknown keys, naming them, and stores nothing', async () => {
    const before = await rowCounts(ctx.database);
    const res = await post({
      records: [{ day: yesterday, metrics: { StepCount: 5, Steps: 3, HeartRate: 60 } }],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_information' });
    expect(res.body.detail).toContain('Steps');
    expect(res.body.detail).toContain('HeartRate');
    expect(res.body.fields).toEqual(['records.0.metrics.Steps', 'records.0.metrics.HeartRate']);
    expect(await rowCounts(ctx.database)).toEqual(before);
    expect((await storedDay(ctx.app, world.a.patient.patientId, yesterday))!.stepCount).toBe(200);
  });

  it('refuses negative, absurd, computed values, future and repeated days', async () => {
    const before = await rowCounts(ctx.database);
    const cases: [unknown, string][] = [
      [
        { records: [{ day: yesterday, metrics: { StepCount: -1 } }] },
        'records.0.metrics.StepCount',
      ],
      [
        { records: [{ day: yesterday, metrics: { WalkSpeed: 40 } }] },
        'records.0.metrics.WalkSpeed',
      ],
      [
        { records: [{ day: yesterday, metrics: { StandTime: 90000 } }] },
        'records.0.metrics.StandTime',
      ],
      [{ records: [{ day: yesterday, metrics: { Stars: 3 } }] }, 'records.0.metrics.Stars'],
      [{ records: [{ day: addDays(today, 1), metrics: { StepCount: 1 } }] }, 'records.0.day'],
      [
        {
          records: [
            { day: yesterday, metrics: {} },
            { day: yesterday, metrics: {} },
          ],
        },
        'records.1.day',
      ],
      [{ records: [{ day: '2024-02-30', metrics: {} }] }, 'records.0.day'],
      [{ records: [] }, 'records'],
      [
        { records: [{ day: yesterday, metrics: { StepCount: 'many' } }] },
        'records.0.metrics.StepCount',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields, JSON.stringify(body)).toContain(field);
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('authenticates the device by its own secret only', async () => {
    const body = { records: [{ day: yesterday, metrics: { StepCount: 7 } }] };
    const before = await rowCounts(ctx.database);
    const attempts = [
      await post(body, { secret: null }),
      await post(body, { secret: 'wrong-secret-of-enough-length' }),
      await post(body, { secret: spareSecret }),
      await post(body, { deviceId: world.b.deviceId }),
      await post(body, { deviceId: '00000000-0000-4000-8000-000000000000' }),
      await call(ctx.app, 'POST', url(world.a.deviceId), {
        body,
        token: world.a.manager.token,
      }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Device');
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses a device associated with no patient, storing nothing', async () => {
    const before = await rowCounts(ctx.database);
    const res = await post(
      { records: [{ day: yesterday, metrics: { StepCount: 10 } }] },
      { deviceId: world.a.spareDeviceId, secret: spareSecret },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'device_not_associated' });
    expect(res.body.detail).toMatch(/not associated/);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses days before the device was associated with its patient', async () => {
    const before = await rowCounts(ctx.database);
    const res = await post({
      records: [
        { day: yesterday, metrics: { StepCount: 10 } },
        { day: addDays(today, -45), metrics: { StepCount: 10 } },
      ],
    });
    expect(res.status).toBe(409);
    expect(await rowCounts(ctx.database)).toEqual(before);
    const rows = await ctx.app.db
      .select({ day: dailyMetrics.day })
      .from(dailyMetrics)
      .where(eq(dailyMetrics.patientId, world.a.patient.patientId));
    expect(rows.map((row) => row.day)).not.toContain(addDays(today, -45));
  });
});

describe('lastSeenAt: the last time a record the device sent was stored', () => {
  const databaseNow = async () => {
    const { rows } = (await ctx.app.db.execute(sql`select now() as now`)) as unknown as {
      rows: { now: string | Date }[];
    };
    return new Date(rows[0]!.now).getTime();
  };
  const lastSeenAt = async (deviceId: string) => {
    const [device] = await ctx.app.db
      .select({ lastSeenAt: devices.lastSeenAt })
      .from(devices)
      .where(eq(devices.id, deviceId));
    return device!.lastSeenAt;
  };
  const setLastSeenAt = (deviceId: string, value: Date | null) =>
    ctx.app.db.update(devices).set({ lastSeenAt: value }).where(eq(devices.id, deviceId));

  it('is set to the time of storing when the device sends a day, even an old one', async () => {
    await setLastSeenAt(world.a.deviceId, new Date('2026-01-01T00:00:00Z'));
    const before = await databaseNow();
    const res = await post({ records: [{ day: addDays(today, -20), metrics: { StepCount: 5 } }] });
    expect(res.status).toBe(200);
    const after = await databaseNow();
    const seen = (await lastSeenAt(world.a.deviceId))!.getTime();
    expect(seen).toBeGreaterThanOrEqual(before);
    expect(seen).toBeLessThanOrEqual(after);
  });

  it('never moves backwards', async () => {
    const later = new Date(Date.now() + 3_600_000);
    await setLastSeenAt(world.a.deviceId, later);
    expect((await post({ records: [{ day: yesterday, metrics: { StepCount: 5 } }] })).status).toBe(
      200,
    );
    expect(await lastSeenAt(world.a.deviceId)).toEqual(later);
  });

  it('does not change when a record is refused', async () => {
    const earlier = new Date('2026-11-01T10:00:00Z');
    await setLastSeenAt(world.a.deviceId, earlier);
    await setLastSeenAt(world.a.spareDeviceId, null);
    const refused = [
      // Invalid record, a day before the association, a wrong secret, a device with no patient.
      await post({ records: [{ day: yesterday, metrics: { StepCount: -1 } }] }),
      await post({ records: [{ day: addDays(today, -45), metrics: { StepCount: 1 } }] }),
      await post(
        { records: [{ day: yesterday, metrics: { StepCount: 1 } }] },
        { secret: 'wrong-secret-of-enough-length' },
      ),
      await post(
        { records: [{ day: yesterday, metrics: { StepCount: 1 } }] },
        { deviceId: world.a.spareDeviceId, secret: spareSecret },
      ),
    ];
    expect(refused.map((res) => res.status)).toEqual([400, 409, 401, 409]);
    expect(await lastSeenAt(world.a.deviceId)).toEqual(earlier);
    expect(await lastSeenAt(world.a.spareDeviceId)).toBeNull();
  });
});

describe('rate limits: a device keeps speaking through a flood of wrong secrets (issue 26)', () => {
  /** Posts from `address` to an app with the production limits (RATE_LIMIT_SCALE=1). */
  const poster =
    (app: Awaited<ReturnType<typeof build>>['app']) =>
    (address: string, options: { deviceId?: string; secret?: string } = {}) =>
      app.inject({
        method: 'POST',
        url: url(options.deviceId ?? world.a.deviceId),
        remoteAddress: address,
        headers: { authorization: `Device ${options.secret ?? secret}` },
        payload: { records: [{ day: yesterday, metrics: { StepCount: 11 } }] },
      });

  it.each(['memory', 'Redis'])(
    'limits wrong secrets per device and address, apart from the device’s own budget (%s)',
    async (store) => {
      const redis = store === 'Redis' ? await startRedis() : null;
      const limited = await build({
        config: testConfig((config) => {
          config.rateLimitScale = 1;
          config.redisUrl = redis?.url ?? null;
        }),
      });
      try {
        const post = poster(limited.app);
        const wrong = 'wrong-secret-of-enough-length';
        const statuses: number[] = [];
        // 130 wrong secrets from 13 addresses: more than the device's 120 posts a minute.
        for (let a = 1; a <= 13; a += 1) {
          for (let i = 0; i < 10; i += 1) {
            statuses.push((await post(`203.0.113.${a}`, { secret: wrong })).statusCode);
          }
        }
        expect(statuses).toEqual(Array<number>(130).fill(401));
        // The flood is itself refused, address by address...
        const refused = await post('203.0.113.1', { secret: wrong });
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(refused.headers['ratelimit-remaining']).toBe('0');
        // ...even with the right secret from there (a secret is not tried once refused)...
        expect((await post('203.0.113.1')).statusCode).toBe(429);
        // ...while the device, from its own address, posts as usual.
        const valid = await post('198.51.100.10');
        expect(valid.statusCode).toBe(200);
        expect(Number(valid.headers['ratelimit-limit'])).toBeGreaterThan(0);
        expect(Number(valid.headers['ratelimit-remaining'])).toBeGreaterThan(0);
        expect(Number(valid.headers['ratelimit-reset'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
        await redis?.stop();
      }
    },
    60_000,
  );

  it('limits wrong secrets per address whatever the device, and counts only authenticated posts per device', async () => {
    const limited = await build({
      config: testConfig((config) => {
        config.rateLimitScale = 1;
        config.rateLimit.devicePerDevice.max = 3;
      }),
    });
    try {
      const post = poster(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 61; i += 1) {
        const deviceId = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
        statuses.push((await post('203.0.113.80', { deviceId })).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(60).fill(401), 429]);
      // Wrong secrets for the device itself, from elsewhere, do not touch its budget of three.
      for (let i = 0; i < 5; i += 1) {
        const res = await post('203.0.113.81', { secret: 'wrong-secret-of-enough-length' });
        expect(res.statusCode).toBe(401);
      }
      const own: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        own.push((await post('198.51.100.11')).statusCode);
      }
      expect(own).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
