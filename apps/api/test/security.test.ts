/**
 * The security suite (docs/security.md): for each control, the request an attacker would send,
 * refused. Each test would have passed against the API before its control existed.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createWorld } from './fixtures';
import { eq, gt, sql } from 'drizzle-orm';
import { auditLog, users } from '../src/db/schema';
import type { Config } from '../src/config';
import { debugTokenHeader } from '@oxilio/domain/contract';
import {
  build,
  call,
  debugHeaders,
  latestEmail,
  testConfig,
  tokenFromEmail,
  useTestApp,
} from './helper';
import { startRedis } from './redis';

const secret = new TextEncoder().encode(testConfig().jwtSecret ?? '');

/** A token signed with the server's own key, with or without an expiry and a subject. */
function signedWithServerKey(
  claims: Record<string, string>,
  options: { sub?: string; exp: boolean },
) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('oxilio-api')
    .setAudience('oxilio')
    .setIssuedAt();
  if (options.sub) {
    jwt.setSubject(options.sub);
  }
  if (options.exp) {
    jwt.setExpirationTime('15m');
  }
  return jwt.sign(secret);
}

describe('demo and debug only on a demo', () => {
  const ctx = useTestApp();

  it('answers the email outbox to this machine only, with the debug token', async () => {
    const outbox = '/api/v1/debug/outbox?limit=1';
    const token = debugHeaders(ctx.app);
    const local = await ctx.app.inject({ method: 'GET', url: outbox, headers: token });
    expect(local.statusCode).toBe(200);
    const remote = await ctx.app.inject({
      method: 'GET',
      url: outbox,
      headers: token,
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('messages');
    // A reverse proxy on the same machine forwards remote clients from loopback, with a header...
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await ctx.app.inject({
        method: 'GET',
        url: outbox,
        headers: { ...token, [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' },
      });
      expect(proxied.statusCode, header).toBe(404);
    }
    // ...or with none (issue 26): without the token printed at start, the outbox is not there.
    const withoutToken = await ctx.app.inject({ method: 'GET', url: outbox });
    expect(withoutToken.statusCode).toBe(404);
    expect(withoutToken.body).not.toContain('messages');
    const wrongToken = await ctx.app.inject({
      method: 'GET',
      url: outbox,
      headers: { [debugTokenHeader]: `${ctx.app.config.debugToken}x` },
    });
    expect(wrongToken.statusCode).toBe(404);
    // Whatever TRUST_PROXY makes of the headers: request.ip says loopback, the socket does not.
    const trusting = await build({
      config: testConfig((config) => (config.trustProxy = 'loopback,203.0.113.0/24')),
    });
    try {
      const spoofed = await trusting.app.inject({
        method: 'GET',
        url: outbox,
        headers: { ...debugHeaders(trusting.app), 'x-forwarded-for': '127.0.0.1' },
        remoteAddress: '203.0.113.7',
      });
      expect(spoofed.statusCode).toBe(404);
    } finally {
      await trusting.close();
    }
  });

  it('refuses a token without an expiry, a subject or a session, even signed with our key', async () => {
    const world = await createWorld(ctx.app);
    const url = `/api/v1/patients/${world.a.patient.patientId}`;
    const { userId, patientId } = world.a.patient.auth;
    const claims = { roles: 'patient', patientId: patientId ?? '', sid: randomUUID() };
    const { sid: _, ...noSession } = claims;
    const complete = await signedWithServerKey(claims, { sub: userId, exp: true });
    const noExpiry = await signedWithServerKey(claims, { sub: userId, exp: false });
    const noSubject = await signedWithServerKey(claims, { exp: true });
    const withoutSession = await signedWithServerKey(noSession, { sub: userId, exp: true });
    expect((await call(ctx.app, 'GET', url, { token: complete })).status).toBe(200);
    expect((await call(ctx.app, 'GET', url, { token: noExpiry })).status).toBe(401);
    expect((await call(ctx.app, 'GET', url, { token: noSubject })).status).toBe(401);
    expect((await call(ctx.app, 'GET', url, { token: withoutSession })).status).toBe(401);
  });
});

describe('sessions that end on the server', () => {
  const ctx = useTestApp();
  // A second API process on the same database.
  const other = { app: null as Awaited<ReturnType<typeof build>> | null };
  afterAll(async () => {
    await other.app?.close();
  });

  type Tokens = { accessToken: string; refreshToken: string };
  const signIn = async (actor: { email: string; password: string }) => {
    const res = await call<Tokens>(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: actor.email, password: actor.password, rememberMe: false },
    });
    expect(res.status).toBe(200);
    return res.body;
  };
  const me = (app: typeof ctx.app, token: string) =>
    call(app, 'GET', '/api/v1/users/me', { token }).then((res) => res.status);

  it('ends a session at sign-out: its access token at once here, within a poll elsewhere', async () => {
    const world = await createWorld(ctx.app);
    other.app ??= await build();
    const session = await signIn(world.a.patient);
    const kept = await signIn(world.a.patient);
    expect(await me(ctx.app, session.accessToken)).toBe(200);
    expect(await me(other.app.app, session.accessToken)).toBe(200);

    const signout = await call(ctx.app, 'POST', '/api/v1/auth/signout', {
      token: session.accessToken,
    });
    expect(signout.status).toBe(204);
    expect(await me(ctx.app, session.accessToken)).toBe(401);
    // The other process reads ended sessions every few seconds; one read is what a poll does.
    await other.app.app.revocations.refresh();
    expect(await me(other.app.app, session.accessToken)).toBe(401);
    const refreshed = await call(ctx.app, 'POST', '/api/v1/auth/refreshToken', {
      body: { ...session, rememberMe: false },
    });
    expect(refreshed.status).toBe(401);
    // Another session of the same person goes on.
    expect(await me(ctx.app, kept.accessToken)).toBe(200);
  });

  it('polls for sessions ended by other processes on its own', async () => {
    const world = await createWorld(ctx.app);
    const quick = await build({
      config: testConfig((config) => (config.auth.revocationPollMs = 50)),
    });
    try {
      const session = await signIn(world.a.rehabilitator);
      expect(await me(quick.app, session.accessToken)).toBe(200);
      await call(ctx.app, 'POST', '/api/v1/auth/signout', { token: session.accessToken });
      await expect.poll(() => me(quick.app, session.accessToken), { timeout: 3000 }).toBe(401);
    } finally {
      await quick.close();
    }
  });

  it('stops the access tokens of every session when the password is reset', async () => {
    const world = await createWorld(ctx.app);
    const session = await signIn(world.a.manager);
    await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', {
      body: { email: world.a.manager.email },
    });
    const token = tokenFromEmail(await latestEmail(ctx.app, world.a.manager.email));
    const reset = await call(ctx.app, 'POST', '/api/v1/Auth/confirmResetPassword', {
      body: { verificationToken: token, password: 'another long passphrase' },
    });
    expect(reset.status).toBe(200);
    expect(await me(ctx.app, session.accessToken)).toBe(401);
  });

  it('stops the access tokens of a disabled account within a poll', async () => {
    const world = await createWorld(ctx.app);
    const session = await signIn(world.a.combined);
    expect(await me(ctx.app, session.accessToken)).toBe(200);
    await ctx.app.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, world.a.combined.userId));
    await ctx.app.revocations.refresh();
    expect(await me(ctx.app, session.accessToken)).toBe(401);
  });
});

describe('identity and team', () => {
  const ctx = useTestApp();

  it("ends a rehabilitator's access to the establishment's patients when they leave its team", async () => {
    const world = await createWorld(ctx.app);
    const { rehabilitator, patient, combined, manager, establishmentId } = world.a;
    const record = `/api/v1/patients/${patient.patientId}`;
    expect((await call(ctx.app, 'GET', record, { token: rehabilitator.token })).status).toBe(200);
    const removed = await call(
      ctx.app,
      'DELETE',
      `/api/v1/Establishments/${establishmentId}/reeducator/${rehabilitator.reeducatorId}`,
      { token: manager.token },
    );
    expect(removed.status).toBe(204);
    expect((await call(ctx.app, 'GET', record, { token: rehabilitator.token })).status).toBe(404);
    // Another rehabilitator of the team still follows the patient.
    expect((await call(ctx.app, 'GET', record, { token: combined.token })).status).toBe(200);
  });
});

describe('rate limits that hold', () => {
  /** An app whose every limit allows `max` requests per window, counted in `redisUrl` if given. */
  const limitedApp = (max: number, change?: (config: Config) => void) =>
    build({
      config: testConfig((config) => {
        config.rateLimitScale = 1;
        for (const rule of Object.values(config.rateLimit)) {
          rule.max = max;
        }
        change?.(config);
      }),
    });

  it('limits sign-in per address, whatever accounts are tried', async () => {
    const limited = await limitedApp(3);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          remoteAddress: '198.51.100.20',
          payload: { email: `sprayed-${i}@example.test`, password: 'Password1!' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it("takes the client's address from the trusted proxy, not from a forged X-Forwarded-For", async () => {
    const limited = await limitedApp(2, (config) => (config.trustProxy = 1));
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          remoteAddress: '10.0.0.1',
          // The client wrote the first entry; the proxy appended the real address.
          headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
          payload: { email: `rotating-${i}@example.test`, password: 'Password1!' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits signup, its confirmation, refresh, every application step and device posts', async () => {
    const limited = await limitedApp(2);
    const someId = '00000000-0000-4000-8000-000000000000';
    const requests: {
      method?: 'POST' | 'PATCH';
      url: string;
      payload?: Record<string, unknown>;
    }[] = [
      {
        url: '/api/v1/auth/signup',
        payload: {
          email: 'x@example.test',
          password: 'a long passphrase',
          firstName: 'A',
          lastName: 'B',
        },
      },
      { url: '/api/v1/auth/signup/confirm', payload: { verificationToken: 'guess' } },
      { url: '/api/v1/auth/refreshToken', payload: { refreshToken: 'guess', rememberMe: false } },
      {
        method: 'PATCH',
        url: `/api/v1/applications/patient/${someId}/confirmation`,
        payload: { verificationToken: 'guess' },
      },
      {
        method: 'PATCH',
        url: `/api/v1/applications/patient/${someId}/waitListSubscription`,
        payload: { verificationToken: 'guess' },
      },
      {
        url: `/api/v1/devices/${someId}/measurements`,
        payload: { records: [{ day: '2026-11-20', metrics: {} }] },
      },
    ];
    try {
      for (const request of requests) {
        const statuses: number[] = [];
        for (let i = 0; i < 3; i += 1) {
          const res = await limited.app.inject({ ...request, method: request.method ?? 'POST' });
          statuses.push(res.statusCode);
        }
        expect(statuses[2], request.url).toBe(429);
        expect(statuses.slice(0, 2), request.url).not.toContain(429);
      }
    } finally {
      await limited.close();
    }
  });

  it('counts together across API processes through Redis', async () => {
    const redis = await startRedis();
    const first = await limitedApp(3, (config) => (config.redisUrl = redis.url));
    const second = await limitedApp(3, (config) => (config.redisUrl = redis.url));
    try {
      const statuses: number[] = [];
      for (const app of [first, second, first, second]) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          remoteAddress: '198.51.100.99',
          payload: { email: 'shared-counter@example.test', password: 'Password1!' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await first.close();
      await second.close();
      await redis.stop();
    }
  });

  it('takes successful sign-ins back and clears the account’s failures in Redis too', async () => {
    const redis = await startRedis();
    const limited = await limitedApp(3, (config) => (config.redisUrl = redis.url));
    try {
      const world = await createWorld(limited.app);
      const { email, password } = world.a.rehabilitator;
      const attempt = async (secret: string, address: string) =>
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/v1/auth/signin',
            remoteAddress: address,
            payload: { email, password: secret },
          })
        ).statusCode;
      const statuses: number[] = [];
      // Successes do not count on the address (each is taken back)...
      for (let i = 0; i < 4; i += 1) {
        statuses.push(await attempt(password, '198.51.100.50'));
      }
      // ...and clear the account's failures.
      for (const address of ['198.51.100.51', '198.51.100.52']) {
        statuses.push(await attempt('guess', address));
        statuses.push(await attempt('guess', address));
        statuses.push(await attempt(password, '198.51.100.50'));
      }
      for (let i = 0; i < 3; i += 1) {
        statuses.push(await attempt('guess', '198.51.100.53'));
      }
      statuses.push(await attempt(password, '198.51.100.50'));
      expect(statuses).toEqual([
        200, 200, 200, 200, 401, 401, 200, 401, 401, 200, 401, 401, 401, 429,
      ]);
    } finally {
      await limited.close();
      await redis.stop();
    }
  }, 90_000);
});

describe('a complete audit trail', () => {
  const ctx = useTestApp();

  const entries = async (since: number) =>
    ctx.app.db
      .select({
        action: auditLog.action,
        actor: auditLog.actorUserId,
        patientId: auditLog.patientId,
        details: auditLog.details,
      })
      .from(auditLog)
      .where(gt(auditLog.id, since))
      .orderBy(auditLog.id);
  const lastId = async () =>
    (
      await ctx.app.db
        .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
        .from(auditLog)
    )[0]!.id;

  it('records sign-ins, failed ones, resets, sign-outs and refresh-token reuse', async () => {
    const world = await createWorld(ctx.app);
    const { patient } = world.a;
    const since = await lastId();
    const signin = (password: string) =>
      call<{ accessToken: string; refreshToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
        body: { email: patient.email, password, rememberMe: false },
      });
    expect((await signin('not the password')).status).toBe(401);
    const session = (await signin(patient.password)).body;
    const rotated = await call(ctx.app, 'POST', '/api/v1/auth/refreshToken', {
      body: { ...session, rememberMe: false },
    });
    expect(rotated.status).toBe(200);
    // The first refresh token again: a copy was used.
    await call(ctx.app, 'POST', '/api/v1/auth/refreshToken', {
      body: { ...session, rememberMe: false },
    });
    await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', { body: { email: patient.email } });
    const token = tokenFromEmail(await latestEmail(ctx.app, patient.email));
    await call(ctx.app, 'POST', '/api/v1/Auth/confirmResetPassword', {
      body: { verificationToken: token, password: 'another long passphrase' },
    });
    const written = await entries(since);
    expect(written.map((entry) => entry.action)).toEqual([
      'auth.signin.failed',
      'auth.signin',
      'auth.refresh.reuse',
      'auth.password.resetRequested',
      'auth.password.reset',
    ]);
    expect(written[0]!.details).toEqual({ userId: patient.userId, reason: 'wrong_password' });
    expect(written[1]!.actor).toBe(patient.userId);
    // Never a password, a token or a link.
    const text = JSON.stringify(written);
    expect(text).not.toContain('not the password');
    expect(text).not.toContain(token);
    expect(text).not.toContain(session.refreshToken);
  });

  it('records team, invitation and establishment changes, with field names and not values', async () => {
    const world = await createWorld(ctx.app);
    const { manager, establishmentId, rehabilitator, patient } = world.a;
    const since = await lastId();
    await call(ctx.app, 'PATCH', `/api/v1/admin/Establishments/${establishmentId}`, {
      token: manager.token,
      body: { name: 'Résidence des Tilleuls' },
    });
    await call(ctx.app, 'POST', `/api/v1/Establishments/${establishmentId}/patientInvitations`, {
      token: manager.token,
      body: {
        patientEmail: `invited-${Date.now()}@example.test`,
        patientFirstName: 'Ana',
        patientLastName: 'Lopes',
      },
    });
    await call(ctx.app, 'POST', `/api/v1/Establishments/${establishmentId}/reeducatorInvitations`, {
      token: manager.token,
      body: { email: `new-rehab-${Date.now()}@example.test` },
    });
    const clinical = await call(ctx.app, 'PATCH', `/api/v1/patients/${patient.patientId}`, {
      token: rehabilitator.token,
      body: { pathologies: [3, 7], mainPathology: 7, functionalCapacity: 2 },
    });
    expect(clinical.status).toBe(200);
    const written = await entries(since);
    expect(written.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['establishment.update', 'patient.invite', 'team.invite']),
    );
    expect(written.find((entry) => entry.action === 'establishment.update')!.details).toEqual({
      establishmentId,
      fields: ['name'],
    });
    const update = written.find((entry) => entry.action === 'patient.update');
    expect(update?.details).toEqual({
      fields: expect.arrayContaining(['functionalCapacity', 'mainPathology', 'pathologies']),
    });
    expect(JSON.stringify(update?.details)).not.toMatch(/\d/);
    expect(JSON.stringify(written)).not.toContain('Tilleuls');
  });

  it("lets the application's role insert audit rows, never change them or lift the protection", async () => {
    const role = `oxilio_app_${Date.now()}`;
    const db = ctx.app.db;
    const tryAs = async (statement: string) => {
      try {
        await db.transaction(async (tx) => {
          await tx.execute(sql.raw(`set local role ${role}`));
          await tx.execute(sql.raw(statement));
        });
        return 'done';
      } catch {
        return 'refused';
      }
    };
    // docs/security.md: the grants of the application's role.
    await db.execute(sql.raw(`create role ${role} nologin`));
    try {
      await db.execute(sql.raw(`grant select, insert on audit_log to ${role}`));
      expect(await tryAs(`insert into audit_log (action) values ('probe.insert')`)).toBe('done');
      expect(await tryAs(`update audit_log set action = 'x' where action = 'probe.insert'`)).toBe(
        'refused',
      );
      expect(await tryAs(`delete from audit_log where action = 'probe.insert'`)).toBe('refused');
      expect(await tryAs('alter table audit_log disable trigger all')).toBe('refused');
      expect(await tryAs('drop trigger audit_log_no_update_or_delete on audit_log')).toBe(
        'refused',
      );
      expect(await tryAs('truncate audit_log')).toBe('refused');
    } finally {
      await db.execute(sql.raw(`revoke all on audit_log from ${role}`));
      await db.execute(sql.raw(`drop role ${role}`));
    }
  });
});

describe('headers', () => {
  const ctx = useTestApp();

  it('gives //api paths the API headers (no caching of health data)', async () => {
    const world = await createWorld(ctx.app);
    for (const url of [
      `/api/v1/patients/${world.a.patient.patientId}`,
      `//api/v1/patients/${world.a.patient.patientId}`,
      `/api//v1/patients/${world.a.patient.patientId}`,
    ]) {
      const res = await call(ctx.app, 'GET', url, { token: world.a.patient.token });
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-security-policy'], url).toContain("default-src 'none'");
    }
  });
});
