/**
 * Debug routes, registered only when the DEBUG flag is on (404 otherwise): the email outbox, so
 * that signup, confirmation and reset can be completed on one machine without SMTP. The outbox
 * holds reset and signup links: it answers only a client that sends the debug token (printed at
 * start, `X-Debug-Token`) from this machine, connected directly (a loopback socket and no proxy
 * header), and says 404 to anyone else (docs/security.md, docs/decisions/api-debug-token.md).
 * The token is what holds behind a proxy on this machine that says nothing of its clients.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { debugTokenHeader, systemEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { publicCallerOf } from '../../auth/caller';
import { isLoopbackHost } from '../../config';
import { NotFoundError } from '../../http/errors';
import { routeOf } from '../../http/endpoints';
import { createDebugService } from './service';

const debugRoutes: FastifyPluginAsyncTypebox = async (app) => {
  if (!app.config.debug) {
    return;
  }
  const service = createDebugService({ db: app.db });
  const token = app.config.debugToken;
  if (token === null) {
    throw new Error('The debug routes need a debug token (config.debugToken).');
  }

  app.route({
    ...routeOf(systemEndpoints.outbox, ['debug']),
    config: { public: true },
    handler: async (request) => {
      if (!fromThisMachine(request) || !hasDebugToken(request, token)) {
        throw new NotFoundError();
      }
      return service.outbox(publicCallerOf(request), { query: request.query });
    },
  });
};

/** The socket's own peer, not `request.ip`, which a trusted proxy header may set. */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const proxied = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some(
    (name) => request.headers[name] !== undefined,
  );
  return !proxied && isLoopbackHost(peer.replace(/^::ffff:/, ''));
}

/** Whether the request carries the debug token (compared in constant time). */
function hasDebugToken(request: FastifyRequest, expected: string): boolean {
  const sent = request.headers[debugTokenHeader];
  if (typeof sent !== 'string') {
    return false;
  }
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

export default debugRoutes;
