/**
 * The rehabilitator calls, under /api/v1: the patients list with indicators, invites, links,
 * patient search and settings (docs/decisions/api-programs-and-indicators.md). Thin: the service
 * checks and decides.
 */
import { rehabilitatorEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createRehabilitatorService } from './service';

const tags = ['reeducators'];

const rehabilitatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createRehabilitatorService();

  app.route({
    ...routeOf(schemas.patients, tags),
    handler: async (request) =>
      service.patients(request.scope, {
        rehabilitatorId: request.params.id,
        archived: request.query.archived,
      }),
  });

  app.route({
    ...routeOf(schemas.invites, tags),
    handler: async (request) =>
      service.invites(request.scope, { rehabilitatorId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.endedFollowUps, tags),
    handler: async (request) =>
      service.endedFollowUps(request.scope, { rehabilitatorId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.patient, tags),
    handler: async (request) =>
      service.patient(request.scope, {
        rehabilitatorId: request.params.id,
        patientId: request.params.patientId,
      }),
  });

  app.route({
    ...routeOf(schemas.patientSettings, tags),
    handler: async (request) =>
      service.patientSettings(request.scope, {
        rehabilitatorId: request.params.id,
        patientId: request.params.patientId,
      }),
  });

  app.route({
    ...routeOf(schemas.linkPatient, tags),
    handler: async (request, reply) => {
      const { created, link } = await service.link(request.scope, {
        rehabilitatorId: request.params.id,
        patientId: request.body.patientId,
      });
      return reply.code(created ? 201 : 200).send(link);
    },
  });

  app.route({
    ...routeOf(schemas.unlinkPatient, tags),
    handler: async (request) =>
      service.unlink(request.scope, {
        rehabilitatorId: request.params.id,
        patientId: request.params.patientId,
        archive: request.query.archive ?? false,
      }),
  });

  app.route({
    ...routeOf(schemas.search, tags),
    handler: async (request) => service.search(request.scope, { query: request.query }),
  });

  app.route({
    ...routeOf(schemas.patchSettings, tags),
    handler: async (request) => service.patchSettings(request.scope, { body: request.body }),
  });
};

export default rehabilitatorRoutes;
