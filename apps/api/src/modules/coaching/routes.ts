/** The coaching calls (under /api/v1, docs/decisions/api-coaching.md). */
import { coachingEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createCoachingService } from './service';

const tags = ['coaching'];

const coachingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createCoachingService();

  app.route({
    ...routeOf(schemas.establishment, tags),
    handler: async (request) =>
      service.ofEstablishment(request.scope, {
        establishmentId: request.params.id,
        query: request.query,
      }),
  });

  app.route({
    ...routeOf(schemas.create, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.create(request.scope, {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.update, tags),
    handler: async (request) =>
      service.update(request.scope, { id: request.params.id, body: request.body }),
  });

  app.route({
    ...routeOf(schemas.patient, tags),
    handler: async (request) => service.ofPatient(request.scope, { patientId: request.params.id }),
  });
};

export default coachingRoutes;
