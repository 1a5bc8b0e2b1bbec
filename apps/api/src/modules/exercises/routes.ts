/** The exercise library (GET Exercises) and likes (PATCH Exercises/{id}/like), under /api/v1. */
import { programEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createExerciseService } from './service';

const tags = ['exercises'];

const exerciseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createExerciseService();

  app.route({
    ...routeOf(schemas.exercises, tags),
    handler: async (request) => service.list(request.scope),
  });

  app.route({
    ...routeOf(schemas.like, tags),
    handler: async (request) =>
      service.like(request.scope, { exerciseId: request.params.id, like: request.body.like }),
  });
};

export default exerciseRoutes;
