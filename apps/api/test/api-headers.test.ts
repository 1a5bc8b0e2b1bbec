/**
 * The API's headers by route, not by string (issue 26, point 3): the router decodes the path,
 * ignores its case and duplicate slashes, so every spelling of an API path that reaches a route
 * carries `no-store` and the API's CSP, and every spelling that reaches none is a 404 problem with
 * them, never the portal's page. Static files (the portal, the media) keep their own caching.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';
import { testConfig, useTestApp } from './helper';

const portalDir = mkdtempSync(join(tmpdir(), 'oxilio-headers-portal-'));
mkdirSync(join(portalDir, 'assets'));
writeFileSync(join(portalDir, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(portalDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
const mediaDir = mkdtempSync(join(tmpdir(), 'oxilio-headers-media-'));
mkdirSync(join(mediaDir, 'exercises'));
writeFileSync(join(mediaDir, 'exercises', '1.mp4'), Buffer.alloc(64));
afterAll(() => {
  rmSync(portalDir, { recursive: true, force: true });
  rmSync(mediaDir, { recursive: true, force: true });
});

const ctx = useTestApp({
  config: testConfig((config) => {
    config.portalDir = portalDir;
    config.mediaDir = mediaDir;
  }),
});
let world: World;
beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const apiCsp = "default-src 'none'; frame-ancestors 'none'";

/**
 * The spellings of a path an attacker would try: its prefix percent-encoded, `/` encoded as %2F,
 * doubled slashes, other cases, a trailing slash. `path` starts with its prefix's segment.
 */
function spellings(path: string): string[] {
  const [, first = '', rest = ''] = /^\/([^/]+)(.*)$/.exec(path) ?? [];
  const encodedFirst = `%${first.charCodeAt(0).toString(16)}${first.slice(1)}`;
  const afterFirst = rest.replace(/^\//, '');
  return [
    path,
    `/${encodedFirst}${rest}`,
    `/${first}/${afterFirst.replace(/^(.)/, (c: string) => `%${c.charCodeAt(0).toString(16)}`)}`,
    `/${first}%2F${afterFirst}`,
    `/${first}%2f${afterFirst}`,
    `//${first}//${afterFirst.replace(/\//g, '//')}`,
    path.toUpperCase(),
    `/${first[0]!.toUpperCase()}${first.slice(1)}${rest}`,
    `/${encodedFirst.toUpperCase()}${rest}`,
    `${path}/`,
    `${path}?x=%2F`,
  ];
}

/** Every prefix of the API, with a call that answers 200 to the right caller. */
const prefixes = () => [
  {
    path: `/api/v1/patients/${world.a.patient.patientId}`,
    token: world.a.patient.token,
  },
  { path: '/api/health', token: undefined },
  { path: `/fhir/R4/Patient/${world.a.patient.patientId}`, token: world.a.patient.token },
  { path: '/fhir/R4/metadata', token: undefined },
];

describe('the API headers, by route', () => {
  it('puts no-store and the API CSP on every spelling of every API path, or answers 404 with them', async () => {
    const failures: string[] = [];
    for (const { path, token } of prefixes()) {
      const canonical = await ctx.app.inject({
        method: 'GET',
        url: path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(canonical.statusCode, path).toBe(200);
      for (const url of spellings(path)) {
        const response = await ctx.app.inject({
          method: 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        const what = `${url} -> ${response.statusCode} ${String(response.headers['content-type'])}`;
        if (![200, 404].includes(response.statusCode)) {
          failures.push(`${what}: neither the route's answer nor 404`);
        }
        if (response.headers['cache-control'] !== 'no-store') {
          failures.push(`${what}: cache-control ${String(response.headers['cache-control'])}`);
        }
        if (response.headers['content-security-policy'] !== apiCsp) {
          failures.push(`${what}: CSP ${String(response.headers['content-security-policy'])}`);
        }
        if (response.headers['x-content-type-options'] !== 'nosniff') {
          failures.push(`${what}: no nosniff`);
        }
        if (String(response.headers['content-type']).startsWith('text/html')) {
          failures.push(`${what}: the portal's page`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the issue’s request with the patient and its headers', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/%61pi/v1/patients/${world.a.patient.patientId}`,
      headers: { authorization: `Bearer ${world.a.patient.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ patientId: world.a.patient.patientId });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe(apiCsp);
  });

  it('puts them on the token endpoint and on refusals and unknown paths under every prefix', async () => {
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/OAUTH2//%74oken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    expect(token.statusCode).toBe(400);
    for (const url of [
      '/%61pi/v1/nothing-here',
      '/API%2Fv1/patients',
      '/%66hir/R4/Nothing',
      '/fhir%2FR4/Patient',
      '/%6Fauth2/nothing',
      '/oauth2%2Ftoken',
      '/%61pi/v1/patients/not-a-uuid',
      '/%zz/v1/patients',
      '/api/v1/patients/%E0%A4%A',
      `/api/v1/patients/${'x'.repeat(300)}`,
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(String(response.headers['content-type']), url).not.toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-security-policy'], url).toBe(apiCsp);
    }
    expect(token.headers['cache-control']).toBe('no-store');
    expect(token.headers['content-security-policy']).toBe(apiCsp);
  });

  it('leaves the static files their own caching: the portal, its page, the media', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await ctx.app.inject({ method: 'GET', url: '/reeducateur/patients' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const video = await ctx.app.inject({ method: 'GET', url: '/api/media/exercises/1.mp4' });
    expect(video.statusCode).toBe(200);
    expect(video.headers['cache-control']).toBe('public, max-age=86400');
    // A file that is not there is an error of the API's, not a file.
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/media/exercises/2.mp4' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
