/**
 * Debug routes, registered only when the DEBUG flag is on (404 otherwise): the email outbox, so
 * that signup, confirmation and reset can be completed on one machine without SMTP.
 */
import { systemEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicCallerOf } from '../../auth/caller';
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
    handler: async (request) => service.outbox(publicCallerOf(request), { query: request.query }),
  });
};

export default debugRoutes;
