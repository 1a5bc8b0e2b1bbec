/**
 * Debug routes, registered only when the DEBUG flag is on (404 otherwise): the email outbox, so
 * that signup, confirmation and reset can be completed on one machine without SMTP. The outbox
 * holds reset and signup links: it answers only a client on this machine, connected directly
 * (a loopback socket and no proxy header), and says 404 to anyone else (docs/security.md).
 */
import { systemEndpoints } from '@oxilio/domain/contract';
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

  app.route({
    ...routeOf(systemEndpoints.outbox, ['debug']),
    config: { public: true },
    handler: async (request) => {
      if (!fromThisMachine(request)) {
        throw new NotFoundError();
      }
      return service.outbox(publicCallerOf(request), { query: request.query });
    },
  });
};

/** The socket's own peer, not `request.ip`, which a trusted proxy header may set. */
function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  const proxied = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return proxied === undefined && isLoopbackHost(peer.replace(/^::ffff:/, ''));
}

export default debugRoutes;
