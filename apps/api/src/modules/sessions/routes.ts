/**
 * The session calls of SPEC section 7 (under /api/v1), plus POST Sessions/{id}/relaunch
 * (docs/decisions/api-sessions.md). Thin: validate, call the service, set the status.
 */
import { sessionsSchemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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

  app.get(
    '/Patients/:id/Sessions/current/:isSelfReeducation',
    { schema: { ...sessionsSchemas.current, tags } },
    async (request) =>
      service.current(request.user, request, request.params.id, request.params.isSelfReeducation),
  );

  app.get(
    '/Patients/:id/sessions',
    { schema: { ...sessionsSchemas.history, tags } },
    async (request) => service.history(request.user, request, request.params.id, request.query),
  );

  app.post(
    '/Sessions/:id/step',
    {
      schema: { ...sessionsSchemas.step, tags },
      preValidation: requireJsonNumbers('duration', 'effort'),
    },
    async (request, reply) => {
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
  );

  app.post(
    '/Sessions/:id/review',
    {
      schema: { ...sessionsSchemas.review, tags },
      preValidation: requireJsonNumbers('pain', 'difficulty'),
    },
    async (request, reply) => {
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
  );

  app.post(
    '/Sessions/:id/relaunch',
    { schema: { ...sessionsSchemas.relaunch, tags } },
    async (request, reply) => {
      const answer = await service.relaunch(request.user, request, request.params.id);
      reply.code(answer.status);
      return answer.body;
    },
  );

  app.patch(
    '/Sessions/:id/PlayerOpenHours',
    { schema: { ...sessionsSchemas.playerOpenHours, tags } },
    async (request) =>
      service.playerOpenHours(request.user, request, request.params.id, request.body),
  );
};

export default sessionsRoutes;
