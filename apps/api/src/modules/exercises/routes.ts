/** The exercise library (GET Exercises) and likes (PATCH Exercises/{id}/like), under /api/v1. */
import { programSchemas as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createExerciseService } from './service';

const tags = ['exercises'];

const exerciseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createExerciseService({ db: app.db });

  app.get('/Exercises', { schema: { ...schemas.exercises, tags } }, async (request) =>
    service.list(request.user),
  );

  app.patch('/Exercises/:id/like', { schema: { ...schemas.like, tags } }, async (request) =>
    service.like(request.user, request.params.id, request.body.like),
  );
};

export default exerciseRoutes;
