/**
 * The security suite (docs/security.md): for each control, the request an attacker would send,
 * refused. Each test would have passed against the API before its control existed.
 */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createWorld } from './fixtures';
import { call, testConfig, useTestApp } from './helper';

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

  it('answers the email outbox to this machine only', async () => {
    const outbox = '/api/v1/debug/outbox?limit=1';
    const local = await ctx.app.inject({ method: 'GET', url: outbox });
    expect(local.statusCode).toBe(200);
    const remote = await ctx.app.inject({
      method: 'GET',
      url: outbox,
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('messages');
    // A reverse proxy on the same machine forwards remote clients from loopback.
    const proxied = await ctx.app.inject({
      method: 'GET',
      url: outbox,
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it('refuses a token without an expiry or without a subject, even signed with our key', async () => {
    const world = await createWorld(ctx.app);
    const url = `/api/v1/patients/${world.a.patient.patientId}`;
    const { userId, patientId } = world.a.patient.auth;
    const claims = { roles: 'patient', patientId: patientId ?? '' };
    const complete = await signedWithServerKey(claims, { sub: userId, exp: true });
    const noExpiry = await signedWithServerKey(claims, { sub: userId, exp: false });
    const noSubject = await signedWithServerKey(claims, { exp: true });
    expect((await call(ctx.app, 'GET', url, { token: complete })).status).toBe(200);
    expect((await call(ctx.app, 'GET', url, { token: noExpiry })).status).toBe(401);
    expect((await call(ctx.app, 'GET', url, { token: noSubject })).status).toBe(401);
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
