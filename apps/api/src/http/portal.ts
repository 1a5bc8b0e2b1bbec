/**
 * Serves the built portal (apps/portal/dist) on the API's origin: hashed assets with a long cache,
 * index.html and sw.js revalidated every time, and index.html for every other GET outside /api so
 * that the portal's routes work on reload. The build writes `.br` and `.gz` next to every text file
 * (apps/portal/scripts/precompress.ts): they go out as they are to browsers that accept them
 * (`Content-Encoding`, `Vary: Accept-Encoding`); nothing is compressed per request.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './hooks';

/**
 * No inline script anywhere. Inline styles are allowed: React's style props, and the <style>
 * element the dialogs' scroll lock injects; styles cannot run code.
 */
export const portalContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function portalIsBuilt(portalDir: string | undefined): portalDir is string {
  return Boolean(portalDir && existsSync(join(portalDir, 'index.html')));
}

export async function registerPortal(app: FastifyInstance, portalDir: string) {
  await app.register(fastifyStatic, {
    root: portalDir,
    prefix: '/',
    index: 'index.html',
    wildcard: true,
    preCompressed: true,
    // Everything under /assets/ has a content hash in its name.
    setHeaders: (response, path) => {
      response.header(
        'cache-control',
        path.includes(`${join(portalDir, 'assets')}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
      response.header('content-security-policy', portalContentSecurityPolicy);
    },
  });
}

/** The SPA fallback: index.html for a GET or HEAD outside /api that asks for HTML. */
export function portalFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0] ?? '/';
  if ((request.method !== 'GET' && request.method !== 'HEAD') || isApiPath(path)) {
    return false;
  }
  if (/\.[a-z0-9]{1,8}$/i.test(path)) {
    return false; // a missing file, not a portal route
  }
  void reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', portalContentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .sendFile('index.html');
  return true;
}
