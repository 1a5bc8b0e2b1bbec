/**
 * The program calls of SPEC section 7, under /api/v1: patient programs, the recommendation, the
 * catalogue and "my programs" (create, modify, copy, delete). Thin: the service decides.
 */
import { programEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createProgramService } from './service';

const tags = ['programs'];

const programRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createProgramService({ db: app.db });

  app.route({
    ...routeOf(schemas.patientPrograms, tags),
    handler: async (request) =>
      service.patientPrograms(request, request.params.id, request.params.isSelfRehabilitation),
  });

  app.route({
    ...routeOf(schemas.assign, tags),
    handler: async (request) => service.assign(request, request.params.id, request.body),
  });

  app.route({
    ...routeOf(schemas.recommended, tags),
    handler: async (request) => service.recommended(request, request.params.id),
  });

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) => service.list(request.user, request.query.ReeducatorId),
  });

  app.route({
    ...routeOf(schemas.reeducatorPrograms, tags),
    handler: async (request) => service.reeducatorPrograms(request.user, request.params.id),
  });

  app.route({
    ...routeOf(schemas.create, tags),
    handler: async (request, reply) => {
      const program = await service.create(request.user, request.body);
      reply.code(201);
      return program;
    },
  });

  app.route({
    ...routeOf(schemas.delete, tags),
    handler: async (request, reply) => {
      await service.delete(request.user, request.params.id);
      reply.code(204);
      return null;
    },
  });

  app.route({
    ...routeOf(schemas.removeFromMine, tags),
    handler: async (request, reply) => {
      await service.removeFromMine(
        request.user,
        request.params.reeducatorId,
        request.params.programId,
      );
      reply.code(204);
      return null;
    },
  });

  app.route({
    ...routeOf(schemas.addToMine, tags),
    handler: async (request, reply) => {
      const { created, program } = await service.addToMine(request.user, request.body);
      reply.code(created ? 201 : 200);
      return program;
    },
  });

  app.route({
    ...routeOf(schemas.modify, tags),
    handler: async (request) =>
      service.modify(request.user, request.params.programId, request.body),
  });

  app.route({
    ...routeOf(schemas.copy, tags),
    handler: async (request, reply) => {
      const program = await service.copy(request.user, request.body);
      reply.code(201);
      return program;
    },
  });
};

export default programRoutes;
