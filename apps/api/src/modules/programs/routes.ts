/**
 * The program calls, under /api/v1: patient programs, the recommendation, the catalogue and "my
 * programs" (create, modify, copy, delete); docs/decisions/api-programs-and-indicators.md. Thin:
 * the service decides.
 */
import { programEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createProgramService } from './service';

const tags = ['programs'];

const programRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createProgramService({ db: app.db });

  app.route({
    ...routeOf(schemas.patientPrograms, tags),
    handler: async (request) =>
      service.patientPrograms(callerOf(request), {
        patientId: request.params.id,
        isSelfRehabilitation: request.params.isSelfRehabilitation,
      }),
  });

  app.route({
    ...routeOf(schemas.assign, tags),
    handler: async (request) =>
      service.assign(callerOf(request), { patientId: request.params.id, body: request.body }),
  });

  app.route({
    ...routeOf(schemas.recommended, tags),
    handler: async (request) =>
      service.recommended(callerOf(request), { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) =>
      service.list(callerOf(request), { rehabilitatorId: request.query.ReeducatorId }),
  });

  app.route({
    ...routeOf(schemas.rehabilitatorPrograms, tags),
    handler: async (request) =>
      service.rehabilitatorPrograms(callerOf(request), { rehabilitatorId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.create, tags),
    handler: async (request, reply) =>
      reply.code(201).send(await service.create(callerOf(request), { body: request.body })),
  });

  app.route({
    ...routeOf(schemas.delete, tags),
    handler: async (request, reply) => {
      await service.delete(callerOf(request), { programId: request.params.id });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.removeFromMine, tags),
    handler: async (request, reply) => {
      await service.removeFromMine(callerOf(request), {
        rehabilitatorId: request.params.reeducatorId,
        programId: request.params.programId,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.addToMine, tags),
    handler: async (request, reply) => {
      const { created, program } = await service.addToMine(callerOf(request), {
        body: request.body,
      });
      return reply.code(created ? 201 : 200).send(program);
    },
  });

  app.route({
    ...routeOf(schemas.modify, tags),
    handler: async (request) =>
      service.modify(callerOf(request), {
        programId: request.params.programId,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(schemas.copy, tags),
    handler: async (request, reply) =>
      reply.code(201).send(await service.copy(callerOf(request), { body: request.body })),
  });
};

export default programRoutes;
