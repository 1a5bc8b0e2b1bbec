/**
 * The demo's devices (./demo-devices.ts), as the manager's devices page reads them: each device
 * that sent days was last seen when its last day was received (never after the seed), and one
 * resident's device has been silent for a week.
 */
import type { EstablishmentDevice } from '@oxilio/domain/contract';
import { describe, expect, it } from 'vitest';
import { call, testScrypt, useTestApp } from '../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import { demoAccounts, demoPassword, seedDemo } from './demo';
import { demoSilentDevice } from './demo-devices';

const ctx = useTestApp();

describe('demo devices', () => {
  it('are seen when their last day was received; one associated device is silent for a week', async () => {
    const now = new Date();
    const seeded = await seedDemo(ctx.database.db, { scrypt: testScrypt, patients: 14, now });
    expect(seeded.status).toBe('seeded');
    const signin = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: demoAccounts.manager, password: demoPassword, rememberMe: false },
    });
    const token = signin.body.accessToken;
    const establishmentId = JSON.parse(
      Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'),
    ).establishmentId as string;
    const res = await call<EstablishmentDevice[]>(
      ctx.app,
      'GET',
      `/api/v1/Establishments/${establishmentId}/devices`,
      { token },
    );
    expect(res.status).toBe(200);
    const associated = res.body.filter((device) => device.patient !== null);
    expect(associated.length).toBeGreaterThan(10);

    // Nothing seen after the seed; every associated device has spoken.
    for (const device of res.body) {
      if (device.lastSeenAt !== null) {
        expect(Date.parse(device.lastSeenAt), device.serialNumber).toBeLessThanOrEqual(
          now.getTime(),
        );
      }
    }
    expect(associated.filter((device) => device.lastSeenAt === null)).toEqual([]);

    // The silent one: last day 8 days ago, received the next night, flagged.
    const today = todayIn('Europe/Paris', now);
    const week = associated.find((device) => device.serialNumber === demoSilentDevice.serialNumber);
    const lastDay = addDays(today, -demoSilentDevice.silentForDays);
    expect(week).toMatchObject({
      silent: true,
      lastSeenAt: `${addDays(lastDay, 1)}T02:00:00.000Z`,
    });
    // The others follow the days simulated (a patient may leave the device off a few days):
    // silent exactly when their last day came in more than 48 hours ago.
    for (const device of associated) {
      const quiet = now.getTime() - Date.parse(device.lastSeenAt!) > 48 * 3_600_000;
      expect(device.silent, device.serialNumber).toBe(quiet);
    }
    expect(associated.filter((device) => !device.silent).length).toBeGreaterThan(
      associated.length / 2,
    );
    // Free devices are never flagged.
    expect(res.body.filter((device) => device.patient === null && device.silent)).toEqual([]);
  });
});
