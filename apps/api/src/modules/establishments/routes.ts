/**
 * The establishment (manager) calls of SPEC section 7, under /api/v1. Thin: the service checks
 * the policy and decides; see docs/decisions/api-programs-and-indicators.md.
 */
import { establishmentEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createEstablishmentService } from './service';

const tags = ['establishments'];

const establishmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createEstablishmentService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
  });

  app.route({
    ...routeOf(schemas.get, tags),
    handler: async (request) => service.get(request.user, request.params.id),
  });

  app.route({
    ...routeOf(schemas.patch, tags),
    handler: async (request) => service.update(request.user, request.params.id, request.body),
  });

  app.route({
    ...routeOf(schemas.devices, tags),
    handler: async (request) => service.devices(request, request.params.id),
  });

  app.route({
    ...routeOf(schemas.responsableEstablishment, tags),
    handler: async (request) => service.responsableEstablishment(request.user, request.params.id),
  });

  app.route({
    ...routeOf(schemas.patients, tags),
    handler: async (request) =>
      service.patients(request, request.params.id, request.query.archived),
  });

  app.route({
    ...routeOf(schemas.associateDevice, tags),
    handler: async (request) => service.associateDevice(request, request.params.id, request.body),
  });

  app.route({
    ...routeOf(schemas.dissociateDevice, tags),
    handler: async (request) =>
      service.dissociateDevice(request, request.params.id, request.query.endService ?? false),
  });

  app.route({
    ...routeOf(schemas.inviteReeducator, tags),
    handler: async (request, reply) => {
      const invitation = await service.inviteReeducator(
        request.user,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return invitation;
    },
  });

  app.route({
    ...routeOf(schemas.invitePatient, tags),
    handler: async (request, reply) => {
      const application = await service.invitePatient(
        request.user,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return application;
    },
  });

  app.route({
    ...routeOf(schemas.reeducators, tags),
    handler: async (request) => service.reeducators(request.user, request.params.id),
  });

  app.route({
    ...routeOf(schemas.removeReeducator, tags),
    handler: async (request, reply) => {
      await service.removeReeducator(request.user, request.params.id, request.params.rid);
      reply.code(204);
      return null;
    },
  });

  app.route({
    ...routeOf(schemas.cancelReeducatorApplication, tags),
    handler: async (request, reply) => {
      await service.cancelReeducatorApplication(
        request.user,
        request.params.id,
        request.params.aid,
      );
      reply.code(204);
      return null;
    },
  });

  app.route({
    ...routeOf(schemas.answerReeducatorInvitation, tags),
    handler: async (request) =>
      service.answerReeducatorInvitation(
        request.user,
        request.params.id,
        request.params.reeducatorId,
        request.body.accepted,
      ),
  });

  app.route({
    ...routeOf(schemas.patchReeducator, tags),
    handler: async (request) =>
      service.patchReeducator(request.user, request.params.id, request.body),
  });
};

export default establishmentRoutes;
