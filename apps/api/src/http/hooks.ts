/** Request and response hooks shared by every route: content types and security headers. */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpProblem } from './errors';
import { sendProblem } from './problems';

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

/** The API's own prefixes: the portal has no page under them. */
const apiPrefix = /^\/(api|fhir|oauth2)(\/|\?|$)/i;

/**
 * Whether a request's path is under an API prefix, as the router reads it: percent-decoded
 * (`/%61pi` is `/api`; `/api%2Fv1` is no route of the API, yet no portal page either), any case,
 * duplicate slashes ignored (`//api//v1/x` reaches `/api/v1/x`). A path that does not decode is
 * treated as the API's, so that it gets a 404 problem rather than the portal's page.
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return apiPrefix.test(decoded.replace(/\/{2,}/g, '/'));
}

/**
 * Whether an answer is a static file (the portal's files and its page for unknown paths, the media,
 * the documentation's assets), which sets its own caching and CSP. Decided from the route that
 * answered, never from the URL's text: the file servers are the wildcard routes, the portal's root
 * and the not-found handler (the portal's page), when they answer a file (below 400, their own
 * cache-control). Whatever the path's encoding or case, an API route is none of these.
 */
function isStaticFile(request: FastifyRequest, reply: FastifyReply): boolean {
  const route = request.routeOptions.url;
  const fileRoute = route === undefined || route === '/' || route.endsWith('*');
  return fileRoute && reply.statusCode < 400 && reply.hasHeader('cache-control');
}

/** Headers of every answer; `apiOnly` adds those of everything but a static file. */
function setSecurityHeaders(reply: FastifyReply, options: { https: boolean; apiOnly: boolean }) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('cross-origin-resource-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (options.https) {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  if (options.apiOnly) {
    reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
  }
}

/**
 * The API serves health data: no caching, no sniffing, no framing, no referrer. Every answer but a
 * static file's is `no-store` with the API's CSP: errors and 404s included, whatever the path.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(reply, { https: options.https, apiOnly: !isStaticFile(request, reply) });
    return payload;
  });
}

/**
 * Fastify's own refusals before any route is chosen (a path that does not percent-decode, a
 * parameter longer than the router takes): no hook runs for them, so they get the headers here,
 * and a problem document as every other refusal (`frameworkErrors` of the server's options).
 */
export function frameworkErrors(options: { https: boolean }) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(reply, { https: options.https, apiOnly: true });
    request.log.info({ code: error.code }, 'request refused');
    return sendProblem(reply, 'malformed_request', 400, 'The URL is not valid.');
  };
}
