/**
 * The program calls, under /api/v1: patient programs, the recommendation, the catalogue and "my
 * programs" (create, modify, copy, delete); docs/decisions/api-programs-and-indicators.md. Thin:
 * the service decides.
 */
import { programEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createProgramService } from './service';

const tags = ['programs'];

const programRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createProgramService();

  app.route({
    ...routeOf(schemas.patientPrograms, tags),
    handler: async (request) =>
      service.patientPrograms(request.scope, {
        patientId: request.params.id,
        isSelfRehabilitation: request.params.isSelfRehabilitation,
      }),
  });

  app.route({
    ...routeOf(schemas.assign, tags),
    handler: async (request) =>
      service.assign(request.scope, { patientId: request.params.id, body: request.body }),
  });

  app.route({
    ...routeOf(schemas.recommended, tags),
    handler: async (request) =>
      service.recommended(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) =>
      service.list(request.scope, { rehabilitatorId: request.query.ReeducatorId }),
  });

  app.route({
    ...routeOf(schemas.rehabilitatorPrograms, tags),
    handler: async (request) =>
      service.rehabilitatorPrograms(request.scope, { rehabilitatorId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.create, tags),
    handler: async (request, reply) =>
      reply.code(201).send(await service.create(request.scope, { body: request.body })),
  });

  app.route({
    ...routeOf(schemas.delete, tags),
    handler: async (request, reply) => {
      await service.delete(request.scope, { programId: request.params.id });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.removeFromMine, tags),
    handler: async (request, reply) => {
      await service.removeFromMine(request.scope, {
        rehabilitatorId: request.params.reeducatorId,
        programId: request.params.programId,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.addToMine, tags),
    handler: async (request, reply) => {
      const { created, program } = await service.addToMine(request.scope, {
        body: request.body,
      });
      return reply.code(created ? 201 : 200).send(program);
    },
  });

  app.route({
    ...routeOf(schemas.modify, tags),
    handler: async (request) =>
      service.modify(request.scope, {
        programId: request.params.programId,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(schemas.copy, tags),
    handler: async (request, reply) =>
      reply.code(201).send(await service.copy(request.scope, { body: request.body })),
  });
};

export default programRoutes;
