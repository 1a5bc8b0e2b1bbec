/**
 * The rehabilitator calls of SPEC section 7, under /api/v1 (patients list with indicators,
 * invites, links, patient search and settings). Thin: the service checks and decides.
 */
import { reeducatorEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createReeducatorService } from './service';

const tags = ['reeducators'];

const reeducatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createReeducatorService({ db: app.db });

  app.route({
    ...routeOf(schemas.patients, tags),
    handler: async (request) =>
      service.patients(request, request.params.id, request.query.archived),
  });

  app.route({
    ...routeOf(schemas.invites, tags),
    handler: async (request) => service.invites(request, request.params.id),
  });

  app.route({
    ...routeOf(schemas.patient, tags),
    handler: async (request) =>
      service.patient(request, request.params.id, request.params.patientId),
  });

  app.route({
    ...routeOf(schemas.patientSettings, tags),
    handler: async (request) =>
      service.patientSettings(request, request.params.id, request.params.patientId),
  });

  app.route({
    ...routeOf(schemas.linkPatient, tags),
    handler: async (request, reply) => {
      const { created, link } = await service.link(
        request,
        request.params.id,
        request.body.patientId,
      );
      reply.code(created ? 201 : 200);
      return link;
    },
  });

  app.route({
    ...routeOf(schemas.unlinkPatient, tags),
    handler: async (request) =>
      service.unlink(
        request,
        request.params.id,
        request.params.patientId,
        request.query.archive ?? false,
      ),
  });

  app.route({
    ...routeOf(schemas.search, tags),
    handler: async (request) => service.search(request, request.query),
  });

  app.route({
    ...routeOf(schemas.patchSettings, tags),
    handler: async (request) => service.patchSettings(request, request.body),
  });
};

export default reeducatorRoutes;
