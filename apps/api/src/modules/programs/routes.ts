/**
 * The program calls of SPEC section 7, under /api/v1: patient programs, the recommendation, the
 * catalogue and "my programs" (create, modify, copy, delete). Thin: the service decides.
 */
import { programSchemas as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createProgramService } from './service';

const tags = ['programs'];

const programRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createProgramService({ db: app.db });

  app.get(
    '/Patients/:id/patientPrograms/:isSelfRehabilitation',
    { schema: { ...schemas.patientPrograms, tags } },
    async (request) =>
      service.patientPrograms(request, request.params.id, request.params.isSelfRehabilitation),
  );

  app.patch('/Patients/:id/programs', { schema: { ...schemas.assign, tags } }, async (request) =>
    service.assign(request, request.params.id, request.body),
  );

  app.get(
    '/RecommendedProgram/:id',
    { schema: { ...schemas.recommended, tags } },
    async (request) => service.recommended(request, request.params.id),
  );

  app.get('/Programs', { schema: { ...schemas.list, tags } }, async (request) =>
    service.list(request.user, request.query.ReeducatorId),
  );

  app.get(
    '/Reeducators/:id/Programs',
    { schema: { ...schemas.reeducatorPrograms, tags } },
    async (request) => service.reeducatorPrograms(request.user, request.params.id),
  );

  app.post('/Programs', { schema: { ...schemas.create, tags } }, async (request, reply) => {
    const program = await service.create(request.user, request.body);
    reply.code(201);
    return program;
  });

  app.delete('/Programs/:id', { schema: { ...schemas.delete, tags } }, async (request, reply) => {
    await service.delete(request.user, request.params.id);
    reply.code(204);
    return null;
  });

  app.delete(
    '/Program/:reeducatorId/:programId',
    { schema: { ...schemas.removeFromMine, tags } },
    async (request, reply) => {
      await service.removeFromMine(
        request.user,
        request.params.reeducatorId,
        request.params.programId,
      );
      reply.code(204);
      return null;
    },
  );

  app.patch('/Program', { schema: { ...schemas.addToMine, tags } }, async (request, reply) => {
    const { created, program } = await service.addToMine(request.user, request.body);
    reply.code(created ? 201 : 200);
    return program;
  });

  app.patch('/Reeducators/:programId', { schema: { ...schemas.modify, tags } }, async (request) =>
    service.modify(request.user, request.params.programId, request.body),
  );

  app.post('/Reeducators', { schema: { ...schemas.copy, tags } }, async (request, reply) => {
    const program = await service.copy(request.user, request.body);
    reply.code(201);
    return program;
  });
};

export default programRoutes;
