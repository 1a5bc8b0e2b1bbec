/** The standardised tests' calls (under /api/v1, docs/decisions/outcome-measures.md). */
import { outcomeMeasureEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createOutcomeMeasuresService } from './service';

const tags = ['outcomeMeasures'];

const outcomeMeasuresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createOutcomeMeasuresService();

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) => service.list(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.record, tags),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.record(request.scope, { patientId: request.params.id, body: request.body }),
        ),
  });

  app.route({
    ...routeOf(schemas.recordInSession, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.recordInSession(request.scope, {
          sessionId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.strike, tags),
    handler: async (request) =>
      service.strike(request.scope, { id: request.params.id, body: request.body }),
  });
};

export default outcomeMeasuresRoutes;
