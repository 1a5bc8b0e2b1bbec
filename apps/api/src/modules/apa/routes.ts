/** The adapted activities calls (under /api/v1). */
import { apaEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createApaService } from './service';

const tags = ['apa'];

const apaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createApaService({ db: app.db });

  app.route({
    ...routeOf(apaEndpoints.patient, tags),
    handler: async (request) => service.ofPatient(request.user, request, request.params.patientId),
  });

  app.route({
    ...routeOf(apaEndpoints.list, tags),
    handler: async (request) => service.list(request.user, request),
  });

  app.route({
    ...routeOf(apaEndpoints.update, tags),
    handler: async (request) =>
      service.update(request.user, request, request.params.id, request.body),
  });
};

export default apaRoutes;
