import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../test/helper';

const portalDir = mkdtempSync(join(tmpdir(), 'oxilio-portal-'));
mkdirSync(join(portalDir, 'assets'));
const shell = `<!doctype html><div id="root"></div><!-- ${'shell '.repeat(100)} -->`;
writeFileSync(join(portalDir, 'index.html'), shell);
writeFileSync(join(portalDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
// A built asset with its precompressed variants, as apps/portal/scripts/precompress.ts writes them.
const script = `export const greeting = ${JSON.stringify('bonjour '.repeat(200))};`;
const worker = `self.addEventListener('fetch', () => {}); // ${'worker '.repeat(100)}`;
// The sign-in page prerendered in two of the languages (apps/portal/scripts/prerender.ts).
mkdirSync(join(portalDir, 'prerendered'));
const signIn = (title: string) =>
  `<!doctype html><div id="root" data-prerendered><h1>${title}</h1></div><!-- ${'page '.repeat(100)} -->`;
for (const [path, content] of [
  ['assets/index-9f8e7d.js', script],
  ['index.html', shell],
  ['sw.js', worker],
  ['prerendered/fr.html', signIn('Connexion')],
  ['prerendered/de.html', signIn('Anmeldung')],
] as const) {
  writeFileSync(join(portalDir, path), content);
  writeFileSync(join(portalDir, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(portalDir, `${path}.gz`), gzipSync(content));
}
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

  it('answers the root with the sign-in page prerendered in the browser’s language', async () => {
    const french = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(french.statusCode).toBe(200);
    expect(french.headers['content-type']).toContain('text/html');
    expect(french.body).toContain('<h1>Connexion</h1>');
    expect(french.headers['content-security-policy']).toContain("default-src 'self'");
    expect(french.headers['cache-control']).toBe('no-cache');
    expect(french.headers.vary).toMatch(/accept-language/i);

    const german = await ctx.app.inject({
      method: 'GET',
      url: '/?from=mail',
      headers: { 'accept-language': 'en-GB;q=0.5, de-LU, fr;q=0.8', 'accept-encoding': 'br' },
    });
    expect(german.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(german.rawPayload).toString()).toContain('<h1>Anmeldung</h1>');
    expect(german.headers.vary).toMatch(/accept-language/i);
    expect(german.headers.vary).toMatch(/accept-encoding/i);

    // No prerendered page in that language: the plain shell, which renders it in the browser.
    const italian = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'it-IT' },
    });
    expect(italian.body).toContain('<div id="root"></div>');
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

  describe('precompressed files', () => {
    const get = (url: string, acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it('sends the brotli variant of a hashed asset to a browser that accepts br, cached for a year', async () => {
      const response = await get('/assets/index-9f8e7d.js', 'gzip, deflate, br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(script.length);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    });

    it('sends the gzip variant to a browser that accepts only gzip', async () => {
      const response = await get('/assets/index-9f8e7d.js', 'gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(response.rawPayload).toString()).toBe(script);
    });

    it('sends the file as it is without Accept-Encoding, still varying on it', async () => {
      for (const acceptEncoding of [undefined, 'identity']) {
        const response = await get('/assets/index-9f8e7d.js', acceptEncoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(response.body).toBe(script);
      }
    });

    it('sends the page (the root and any portal route) compressed, revalidated every time', async () => {
      for (const url of ['/', '/reeducateur/patients/42/synthese']) {
        for (const [acceptEncoding, decode] of [
          ['br', (body: Buffer) => brotliDecompressSync(body).toString()],
          ['gzip', (body: Buffer) => gunzipSync(body).toString()],
          [undefined, (body: Buffer) => body.toString()],
        ] as const) {
          const response = await get(url, acceptEncoding);
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(acceptEncoding);
          expect(response.headers['content-type']).toContain('text/html');
          expect(response.headers.vary).toContain('accept-encoding');
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(response.headers['content-security-policy']).toContain("script-src 'self'");
          expect(decode(response.rawPayload)).toBe(url === '/' ? signIn('Connexion') : shell);
        }
      }
    });

    it('revalidates the service worker every time, compressed or not', async () => {
      for (const [acceptEncoding, decode] of [
        ['br', (body: Buffer) => brotliDecompressSync(body).toString()],
        ['gzip', (body: Buffer) => gunzipSync(body).toString()],
        [undefined, (body: Buffer) => body.toString()],
      ] as const) {
        const response = await get('/sw.js', acceptEncoding);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(acceptEncoding);
        expect(response.headers['content-type']).toContain('javascript');
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(decode(response.rawPayload)).toBe(worker);
      }
    });
  });
});
