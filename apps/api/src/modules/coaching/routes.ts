/** The coaching calls (under /api/v1, docs/decisions/api-coaching.md). */
import { coachingEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createCoachingService } from './service';

const tags = ['coaching'];

const coachingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createCoachingService({ db: app.db });

  app.route({
    ...routeOf(schemas.establishment, tags),
    handler: async (request) =>
      service.ofEstablishment(callerOf(request), {
        establishmentId: request.params.id,
        query: request.query,
      }),
  });

  app.route({
    ...routeOf(schemas.create, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.create(callerOf(request), {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.update, tags),
    handler: async (request) =>
      service.update(callerOf(request), { id: request.params.id, body: request.body }),
  });

  app.route({
    ...routeOf(schemas.patient, tags),
    handler: async (request) =>
      service.ofPatient(callerOf(request), { patientId: request.params.id }),
  });
};

export default coachingRoutes;
