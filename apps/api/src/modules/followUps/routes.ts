/**
 * The manager's follow-up calls, under /api/v1: where one of the establishment's patients stands,
 * and asking a rehabilitator of the team to follow them. Thin: the service checks and decides.
 */
import { followUpEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createFollowUpService } from './service';

const tags = ['establishments'];

const followUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createFollowUpService();

  app.route({
    ...routeOf(schemas.patientFollowUp, tags),
    handler: async (request) =>
      service.state(request.scope, {
        establishmentId: request.params.id,
        patientId: request.params.patientId,
      }),
  });

  app.route({
    ...routeOf(schemas.askFollowUp, tags),
    handler: async (request, reply) => {
      const created = await service.ask(request.scope, {
        establishmentId: request.params.id,
        patientId: request.params.patientId,
        rehabilitatorId: request.body.reeducatorId,
      });
      return reply.code(201).send(created);
    },
  });
};

export default followUpRoutes;
