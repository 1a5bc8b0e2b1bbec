/**
 * A patient's rehabilitation goals (docs/decisions/goals.md): GET and POST /patients/{id}/goals,
 * and the revision, achievement and drop of one goal.
 */
import { goalEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createGoalsService } from './service';

const tags = ['goals'];

const goalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createGoalsService();

  app.route({
    ...routeOf(goalEndpoints.list, tags),
    handler: async (request) => service.list(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(goalEndpoints.create, tags),
    handler: async (request, reply) => {
      const goal = await service.create(request.scope, {
        patientId: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(goal);
    },
  });

  app.route({
    ...routeOf(goalEndpoints.revise, tags),
    handler: async (request, reply) => {
      const goal = await service.revise(request.scope, {
        patientId: request.params.id,
        goalId: request.params.goalId,
        body: request.body,
      });
      return reply.code(201).send(goal);
    },
  });

  app.route({
    ...routeOf(goalEndpoints.achieve, tags),
    handler: async (request) =>
      service.achieve(request.scope, {
        patientId: request.params.id,
        goalId: request.params.goalId,
      }),
  });

  app.route({
    ...routeOf(goalEndpoints.drop, tags),
    handler: async (request) =>
      service.drop(request.scope, {
        patientId: request.params.id,
        goalId: request.params.goalId,
        body: request.body,
      }),
  });
};

export default goalRoutes;
