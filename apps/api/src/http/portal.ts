/**
 * Serves the built portal (apps/portal/dist) on the API's origin: hashed assets with a long cache,
 * index.html and sw.js revalidated every time, and index.html for every other GET outside /api so
 * that the portal's routes work on reload. The build writes `.br` and `.gz` next to every text file
 * (apps/portal/scripts/precompress.ts): they go out as they are to browsers that accept them
 * (`Content-Encoding`, `Vary: Accept-Encoding`); nothing is compressed per request. The root (the
 * sign-in page) is prerendered in each language (apps/portal/scripts/prerender.ts): `/` answers
 * with the one of the browser's language (`Vary: Accept-Language`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchLocale } from '@oxilio/locales';
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

/** The browser's languages, most wanted first, from an Accept-Language header. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
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
  // The sign-in page, prerendered in the browser's language (the portal's own choice when nothing
  // is stored yet, i18n/LocaleProvider.tsx); the plain index.html when the build has none.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    handler: (request, reply) => {
      const locale = matchLocale(acceptedLanguages(request.headers['accept-language']));
      const prerendered = join('prerendered', `${locale}.html`);
      void reply.header('vary', 'accept-encoding, accept-language');
      return reply.sendFile(existsSync(join(portalDir, prerendered)) ? prerendered : 'index.html');
    },
  });
}

/** The SPA fallback: index.html for a GET or HEAD outside the API's prefixes. */
export function portalFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0] ?? '/';
  // Under an API prefix however encoded (`/%61pi/v1/...`): a 404 problem, never the page.
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
