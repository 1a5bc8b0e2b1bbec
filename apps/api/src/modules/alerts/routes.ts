/**
 * The rehabilitator's alerts, under /api/v1 (docs/decisions/api-alerts.md). Thin: the service
 * checks and decides.
 */
import { alertEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createAlertService } from './service';

const tags = ['reeducators'];

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAlertService();

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) =>
      service.list(request.scope, {
        rehabilitatorId: request.params.id,
        patientId: request.query.patientId,
      }),
  });

  app.route({
    ...routeOf(schemas.markSeen, tags),
    handler: async (request) =>
      service.markSeen(request.scope, {
        rehabilitatorId: request.params.id,
        patientId: request.params.patientId,
        kind: request.params.kind,
      }),
  });
};

export default alertRoutes;
