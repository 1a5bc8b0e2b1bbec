/** The adapted activities calls (under /api/v1). */
import { apaEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createApaService } from './service';

const tags = ['apa'];

const apaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createApaService();

  app.route({
    ...routeOf(apaEndpoints.patient, tags),
    handler: async (request) =>
      service.ofPatient(request.scope, { patientId: request.params.patientId }),
  });

  app.route({
    ...routeOf(apaEndpoints.list, tags),
    handler: async (request) => service.list(request.scope),
  });

  app.route({
    ...routeOf(apaEndpoints.enrol, tags),
    handler: async (request) =>
      service.enrol(request.scope, {
        activityId: request.params.id,
        patientId: request.params.patientId,
      }),
  });

  app.route({
    ...routeOf(apaEndpoints.leave, tags),
    handler: async (request) =>
      service.leave(request.scope, {
        activityId: request.params.id,
        patientId: request.params.patientId,
      }),
  });

  app.route({
    ...routeOf(apaEndpoints.update, tags),
    handler: async (request) =>
      service.update(request.scope, { activityId: request.params.id, body: request.body }),
  });

  app.route({
    ...routeOf(apaEndpoints.create, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.create(request.scope, {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(apaEndpoints.archive, tags),
    handler: async (request, reply) => {
      await service.archive(request.scope, { activityId: request.params.id });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(apaEndpoints.participants, tags),
    handler: async (request) =>
      service.participants(request.scope, { activityId: request.params.id }),
  });
};

export default apaRoutes;
