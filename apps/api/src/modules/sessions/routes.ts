/**
 * The session calls of SPEC section 7 (under /api/v1), plus POST Sessions/{id}/relaunch
 * (docs/decisions/api-sessions.md). Thin: validate, call the service, set the status.
 */
import { sessionsEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import type { FastifyRequest } from 'fastify';
import { ValidationFailedError } from '../../http/errors';
import { createSessionsService } from './service';

const tags = ['sessions'];

/**
 * The contract says integers; the validator would turn "60" or true into 60 or 1. A duration,
 * a pain level or an effort must be sent as a JSON number: anything else is refused, named.
 */
function requireJsonNumbers(...fields: string[]) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return;
    }
    const wrong = fields.filter((field) => {
      const value = (body as Record<string, unknown>)[field];
      return value !== undefined && typeof value !== 'number';
    });
    if (wrong.length > 0) {
      throw new ValidationFailedError(
        wrong.map((field) => ({ field, in: 'body', message: 'must be a JSON integer' })),
      );
    }
  };
}

const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSessionsService({ db: app.db });

  app.route({
    ...routeOf(sessionsEndpoints.current, tags),
    handler: async (request) =>
      service.current(request.user, request, request.params.id, request.params.isSelfReeducation),
  });

  app.route({
    ...routeOf(sessionsEndpoints.history, tags),
    handler: async (request) =>
      service.history(request.user, request, request.params.id, request.query),
  });

  app.route({
    ...routeOf(sessionsEndpoints.step, tags),
    preValidation: requireJsonNumbers('duration', 'effort'),
    handler: async (request, reply) => {
      const answer = await service.recordStep(
        request.user,
        request,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      if (answer.replayed) {
        reply.header('idempotent-replayed', 'true');
      }
      reply.code(201);
      return answer.body;
    },
  });

  app.route({
    ...routeOf(sessionsEndpoints.review, tags),
    preValidation: requireJsonNumbers('pain', 'difficulty'),
    handler: async (request, reply) => {
      const answer = await service.review(
        request.user,
        request,
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      );
      if (answer.replayed) {
        reply.header('idempotent-replayed', 'true');
      }
      return answer.body;
    },
  });

  app.route({
    ...routeOf(sessionsEndpoints.relaunch, tags),
    handler: async (request, reply) => {
      const answer = await service.relaunch(request.user, request, request.params.id);
      reply.code(answer.status);
      return answer.body;
    },
  });

  app.route({
    ...routeOf(sessionsEndpoints.playerOpenHours, tags),
    handler: async (request) =>
      service.playerOpenHours(request.user, request, request.params.id, request.body),
  });
};

export default sessionsRoutes;
