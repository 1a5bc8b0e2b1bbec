/** Behaviour every route shares: paths, problem documents, limits, headers, health, docs. */
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from '@oxilio/domain/contract';
import { build, call, debugHeaders, testConfig, uniqueEmail, useTestApp } from './helper';
import { createWorld } from './fixtures';

const ctx = useTestApp();

const problemShape = {
  type: expect.stringMatching(/^urn:oxilio:problem:[a-z_]+$/),
  title: expect.any(String),
  status: expect.any(Number),
  code: expect.any(String),
};

describe('paths', () => {
  it.each([
    '/api/v1/auth/signin',
    '/api/v1/auth/signin/',
    '/API/V1/AUTH/SIGNIN',
    '/api/v1/Auth/SignIn/',
    '/api//v1/auth//signin',
  ])('routes %s to sign-in', async (url) => {
    const res = await call(ctx.app, 'POST', url, {
      body: { email: uniqueEmail('path'), password: 'whatever' },
    });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_credentials' });
  });

  it.each([
    '/api/v1/Auth/checkResetPasswordToken',
    '/api/v1/auth/checkresetpasswordtoken/',
    '/api/v1/AUTH/CHECKRESETPASSWORDTOKEN',
  ])('routes %s (written /Auth/ in the spec) whatever the case', async (url) => {
    const res = await call(ctx.app, 'POST', url, { body: { verificationToken: 'unknown' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_verification_token' });
  });

  it('keeps the case of path parameters', async () => {
    const world = await createWorld(ctx.app);
    const id = world.a.patient.patientId.toUpperCase();
    const res = await call(ctx.app, 'GET', `/API/V1/PROBE/PATIENTS/${id}/`, {
      token: world.a.patient.token,
    });
    // Upper-case hex is still a valid UUID; the id reaches the handler as sent.
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ patientId: id });
  });

  it('answers an unknown route with a 404 problem', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/no/such/route');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ ...problemShape, status: 404, code: 'not_found' });
  });
});

describe('problem documents', () => {
  it('names the invalid fields of a body', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: 'someone@example.test' },
    });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      ...problemShape,
      status: 400,
      code: 'invalid_information',
      fields: ['password'],
      errors: [{ field: 'password', in: 'body', message: expect.any(String) }],
    });
  });

  it('names an invalid path parameter', async () => {
    const world = await createWorld(ctx.app);
    const res = await call(ctx.app, 'GET', '/api/v1/probe/patients/not-a-uuid', {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_information', fields: ['id'] });
    expect((res.body as { errors: { in: string }[] }).errors[0]!.in).toBe('params');
  });

  it('answers broken JSON with 400 malformed_request', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'malformed_request' });
  });

  it('refuses prototype pollution attempts', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@b.test","password":"x","__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a body over the limit with 413', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email: 'a@example.test', password: 'x'.repeat(ctx.app.config.bodyLimit) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ ...problemShape, status: 413, code: 'payload_too_large' });
  });

  it.each([
    ['text/plain', 'email=a@example.test'],
    ['application/x-www-form-urlencoded', 'email=a%40example.test&password=x'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('answers a %s body with 415', async (contentType, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('answers a body without a content type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: Buffer.from('{"email":"a@example.test","password":"x"}'),
      headers: { 'content-type': '' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('hides the details of a server error', async () => {
    const broken = await build({
      modules: [
        async (app) => {
          app.get('/boom', { config: { public: true } }, async () => {
            throw new Error('select secret_column from users -- internal detail');
          });
        },
      ],
    });
    try {
      const res = await call(broken.app, 'GET', '/api/v1/boom');
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ ...problemShape, status: 500, code: 'internal_error' });
      expect(res.raw).not.toContain('secret_column');
      expect(res.raw).not.toContain('stack');
    } finally {
      await broken.close();
    }
  });
});

describe('authentication', () => {
  it('asks for a token on a protected route', async () => {
    const res = await call(ctx.app, 'GET', '/api/v1/probe/me');
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect(res.body).toMatchObject({ code: 'authentication_required' });
  });

  it.each([
    ['garbage', 'not.a.jwt'],
    [
      'a token signed with another key',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDEiLCJyb2xlcyI6InBhdGllbnQifQ.c2lnbmF0dXJl',
    ],
  ])('refuses %s with 401 invalid_token', async (_label, token) => {
    const res = await call(ctx.app, 'GET', '/api/v1/probe/me', { token });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_token' });
  });

  it('refuses an expired access token', async () => {
    const secret = new TextEncoder().encode(ctx.app.config.jwtSecret!);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({
      roles: 'patient',
      sid: '00000000-0000-4000-8000-0000000000aa',
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setIssuer('oxilio-api')
      .setAudience('oxilio')
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 100)
      .sign(secret);
    const res = await call(ctx.app, 'GET', '/api/v1/probe/me', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'invalid_token',
      detail: 'The access token has expired.',
    });
  });
});

describe('headers', () => {
  it('sends security headers and forbids caching of API answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });
});

describe('health and documentation', () => {
  it('answers 200 once the database is migrated', async () => {
    const res = await call(ctx.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: ctx.database.kind });
  });

  it('serves an OpenAPI 3.1 document listing the auth calls', async () => {
    const res = await call<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { security?: unknown[]; responses: Record<string, unknown> }>
      >;
    }>(ctx.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths = res.body.paths;
    for (const path of [
      '/api/v1/auth/signin',
      '/api/v1/auth/signup',
      '/api/v1/auth/signup/confirm',
      '/api/v1/auth/refreshToken',
      '/api/v1/auth/resetPassword',
      '/api/v1/Auth/checkResetPasswordToken',
      '/api/v1/Auth/confirmResetPassword',
    ]) {
      expect(paths[path]?.post, path).toBeDefined();
      expect(paths[path]!.post!.security, `${path} is public`).toEqual([]);
    }
    const signin = paths['/api/v1/auth/signin']!.post!;
    expect(Object.keys(signin.responses)).toEqual(
      expect.arrayContaining(Object.keys(authEndpoints.signin.response)),
    );
    expect(JSON.stringify(signin.responses['401'])).toContain('application/problem+json');
  });

  it('serves the browsable documentation page', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const css = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
  });
});

describe('debug routes', () => {
  it('exist only when the debug flag is on', async () => {
    const outbox = await call(ctx.app, 'GET', '/api/v1/debug/outbox', {
      headers: debugHeaders(ctx.app),
    });
    expect(outbox.status).toBe(200);
    const production = await build({ config: testConfig((config) => (config.debug = false)) });
    try {
      const res = await call(production.app, 'GET', '/api/v1/debug/outbox');
      expect(res.status).toBe(404);
      const docs = await call<{ paths: Record<string, unknown> }>(
        production.app,
        'GET',
        '/api/docs/json',
      );
      expect(Object.keys(docs.body.paths)).not.toContain('/api/v1/debug/outbox');
    } finally {
      await production.close();
    }
  });
});
