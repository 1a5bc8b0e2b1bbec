/** Request and response hooks shared by every route: content types and security headers. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpProblem } from './errors';

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

function mediaType(request: FastifyRequest): string | null {
  const header = request.headers['content-type'];
  return header ? (header.split(';')[0] ?? '').trim().toLowerCase() : null;
}

/**
 * 415 before anything is read: a route that takes a body accepts `schema.consumes`
 * (default application/json). Multipart routes declare `consumes: ['multipart/form-data']`.
 */
export function registerContentTypeCheck(app: FastifyInstance) {
  // Only JSON (and what routes declare) is accepted: no silent text/plain bodies.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (request.is404 || !hasBody(request)) {
      return;
    }
    const schema = request.routeOptions.schema as
      { body?: unknown; consumes?: string[] } | undefined;
    if (!schema?.body && !schema?.consumes) {
      return;
    }
    const accepted = schema.consumes ?? ['application/json'];
    const type = mediaType(request);
    if (type === null || !accepted.includes(type)) {
      throw new HttpProblem('unsupported_media_type', `Send the body as ${accepted.join(' or ')}.`);
    }
  });
}

/**
 * Whether a request's URL is under an API prefix. The router ignores duplicate slashes
 * (`//api//v1/x` reaches `/api/v1/x`), so the headers and the portal fallback must too.
 */
export function isApiPath(url: string, prefix: RegExp = /^\/api(\/|\?|$)/i): boolean {
  return prefix.test(url.replace(/\/{2,}/g, '/'));
}

/** The API serves health data: no caching, no sniffing, no framing, no referrer. */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    if (options.https) {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (isApiPath(request.url, /^\/(api\/(v1|health)|fhir|oauth2)(\/|\?|$)/i)) {
      reply.header('cache-control', 'no-store');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      }
    }
    return payload;
  });
}
