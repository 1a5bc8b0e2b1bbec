/**
 * The rehabilitator's alerts, under /api/v1 (docs/decisions/api-alerts.md). Thin: the service
 * checks and decides.
 */
import { alertEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createAlertService } from './service';

const tags = ['reeducators'];

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAlertService({ db: app.db });

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) =>
      service.list(callerOf(request), {
        rehabilitatorId: request.params.id,
        patientId: request.query.patientId,
      }),
  });

  app.route({
    ...routeOf(schemas.markSeen, tags),
    handler: async (request) =>
      service.markSeen(callerOf(request), {
        rehabilitatorId: request.params.id,
        patientId: request.params.patientId,
        kind: request.params.kind,
      }),
  });
};

export default alertRoutes;
