import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/helper';

const portalDir = mkdtempSync(join(tmpdir(), 'oxilio-portal-'));
mkdirSync(join(portalDir, 'assets'));
writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(portalDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
afterAll(() => rmSync(portalDir, { recursive: true, force: true }));

describe('serving the built portal', () => {
  const ctx = useTestApp({
    config: testConfig((config) => {
      config.portalDir = portalDir;
    }),
  });

  it('answers a portal route with index.html under a strict CSP, so reloads work', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/reeducateur/patients/42/synthese',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain(
      "script-src 'self' 'unsafe-inline'",
    );
  });

  it('answers the root (the login page) with index.html', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('keeps API 404s as problem documents and does not answer other methods with the page', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/problem+json');
    const post = await ctx.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    const missingFile = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.body).not.toContain('<div id="root">');
  });
});
