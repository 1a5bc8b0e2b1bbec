/**
 * GET /patients/{id}/achievements: the rank ladder and every tag, reached or not;
 * PATCH /patients/{id}/achievements/{kind}/{achievementId}: the patient acknowledges a new rank or
 * tag. Thin: the service checks access and audits.
 */
import { achievementsEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createAchievementsService } from './service';

const tags = ['achievements'];

const achievementsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAchievementsService();

  app.route({
    ...routeOf(achievementsEndpoints.patientAchievements, tags),
    handler: async (request) =>
      service.patientAchievements(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(achievementsEndpoints.acknowledge, tags),
    handler: async (request, reply) => {
      const { id, kind, achievementId } = request.params;
      await service.acknowledge(request.scope, { patientId: id, kind, achievementId });
      return reply.code(204).send(null);
    },
  });
};

export default achievementsRoutes;
