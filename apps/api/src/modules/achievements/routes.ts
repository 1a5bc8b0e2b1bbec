/**
 * GET /patients/{id}/achievements: the rank ladder and every tag, reached or not. Thin: the service
 * checks access and audits.
 */
import { achievementsEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createAchievementsService } from './service';

const tags = ['achievements'];

const achievementsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAchievementsService({ db: app.db });

  app.route({
    ...routeOf(achievementsEndpoints.patientAchievements, tags),
    handler: async (request) =>
      service.patientAchievements(callerOf(request), { patientId: request.params.id }),
  });
};

export default achievementsRoutes;
