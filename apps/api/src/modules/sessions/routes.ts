/**
 * The session calls (under /api/v1), POST Sessions/{id}/relaunch included
 * (docs/decisions/api-sessions.md). Thin: validate, call the service, set the status.
 */
import { sessionsEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { callerOf } from '../../auth/caller';
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

/** A write's answer; a resend with the same Idempotency-Key gets it again, and is told so. */
function sendAnswer<Reply extends FastifyReply>(
  reply: Reply,
  answer: { status: number; body: unknown; replayed?: boolean },
): Reply {
  if (answer.replayed) {
    reply.header('idempotent-replayed', 'true');
  }
  return reply.code(answer.status).send(answer.body) as Reply;
}

const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSessionsService({ db: app.db, media: app.media });

  app.route({
    ...routeOf(sessionsEndpoints.current, tags),
    handler: async (request) =>
      service.current(callerOf(request), {
        patientId: request.params.id,
        isSelfRehabilitation: request.params.isSelfReeducation,
      }),
  });

  app.route({
    ...routeOf(sessionsEndpoints.history, tags),
    handler: async (request) =>
      service.history(callerOf(request), { patientId: request.params.id, query: request.query }),
  });

  app.route({
    ...routeOf(sessionsEndpoints.step, tags),
    preValidation: requireJsonNumbers('duration', 'effort'),
    handler: async (request, reply) =>
      sendAnswer(
        reply,
        await service.recordStep(callerOf(request), {
          sessionId: request.params.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  });

  app.route({
    ...routeOf(sessionsEndpoints.review, tags),
    preValidation: requireJsonNumbers('pain', 'difficulty'),
    handler: async (request, reply) =>
      sendAnswer(
        reply,
        await service.review(callerOf(request), {
          sessionId: request.params.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  });

  app.route({
    ...routeOf(sessionsEndpoints.relaunch, tags),
    handler: async (request, reply) =>
      sendAnswer(
        reply,
        await service.relaunch(callerOf(request), { sessionId: request.params.id }),
      ),
  });

  app.route({
    ...routeOf(sessionsEndpoints.playerOpenHours, tags),
    handler: async (request) =>
      service.playerOpenHours(callerOf(request), {
        sessionId: request.params.id,
        body: request.body,
      }),
  });
};

export default sessionsRoutes;
