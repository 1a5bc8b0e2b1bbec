/**
 * The session calls (under /api/v1), POST Sessions/{id}/relaunch included
 * (docs/decisions/api-sessions.md). Thin: validate, call the service, set the status.
 */
import { sessionsEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import type { FastifyReply } from 'fastify';
import { createSessionsService } from './service';

const tags = ['sessions'];

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
  const service = createSessionsService({ media: app.media });

  app.route({
    ...routeOf(sessionsEndpoints.current, tags),
    handler: async (request) =>
      service.current(request.scope, {
        patientId: request.params.id,
        isSelfRehabilitation: request.params.isSelfReeducation,
      }),
  });

  app.route({
    ...routeOf(sessionsEndpoints.history, tags),
    handler: async (request) =>
      service.history(request.scope, { patientId: request.params.id, query: request.query }),
  });

  app.route({
    ...routeOf(sessionsEndpoints.step, tags),
    handler: async (request, reply) =>
      sendAnswer(
        reply,
        await service.recordStep(request.scope, {
          sessionId: request.params.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  });

  app.route({
    ...routeOf(sessionsEndpoints.review, tags),
    handler: async (request, reply) =>
      sendAnswer(
        reply,
        await service.review(request.scope, {
          sessionId: request.params.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  });

  app.route({
    ...routeOf(sessionsEndpoints.relaunch, tags),
    handler: async (request, reply) =>
      sendAnswer(reply, await service.relaunch(request.scope, { sessionId: request.params.id })),
  });

  app.route({
    ...routeOf(sessionsEndpoints.playerOpenHours, tags),
    handler: async (request) =>
      service.playerOpenHours(request.scope, {
        sessionId: request.params.id,
        body: request.body,
      }),
  });
};

export default sessionsRoutes;
