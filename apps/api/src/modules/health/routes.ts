/** GET /api/health: readiness for load balancers and orchestrators. */
import { healthEndpoint } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicCallerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createHealthService } from './service';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createHealthService({ database: app.database, log: app.log });

  app.route({
    ...routeOf(healthEndpoint, ['system']),
    config: { public: true },
    handler: async (request) => service.check(publicCallerOf(request)),
  });
};

export default healthRoutes;
