/**
 * The manager's calls beyond the spec's list (under /api/v1): a device's history, the
 * establishment's managers and their invitations (docs/decisions/api-manager-accounts.md).
 */
import { managerEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createManagersService } from './service';

const tags = ['establishments'];

const managerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createManagersService({ config: app.config, mailer: app.mailer });

  app.route({
    ...routeOf(schemas.deviceHistory, tags),
    handler: async (request) =>
      service.deviceHistory(request.scope, {
        establishmentId: request.params.id,
        deviceId: request.params.deviceId,
      }),
  });

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) => service.list(request.scope, { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.invite, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.invite(request.scope, {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.cancelInvitation, tags),
    handler: async (request, reply) => {
      await service.cancelInvitation(request.scope, {
        establishmentId: request.params.id,
        applicationId: request.params.aid,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.remove, tags),
    handler: async (request, reply) => {
      await service.remove(request.scope, {
        establishmentId: request.params.id,
        managerId: request.params.responsableId,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.resendPatientInvitation, tags),
    handler: async (request) =>
      service.resendPatientInvitation(request.scope, {
        establishmentId: request.params.id,
        applicationId: request.params.aid,
      }),
  });
};

export default managerRoutes;
