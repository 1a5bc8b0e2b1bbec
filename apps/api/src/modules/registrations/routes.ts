/**
 * A patient's registration with an establishment, under /api/v1
 * (docs/decisions/patient-registration-requests.md): the public directory (rate-limited per client
 * address, names and towns only), the patient's registration and request, the managers' pending
 * requests and answer. Thin: each hands its scope to the service.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registrationEndpoints as schemas } from '@oxilio/domain/contract';
import { routeOf } from '../../http/endpoints';
import { byAddress } from '../../http/rate-limit';
import { createRegistrationsService } from './service';

const tags = ['registrations'];

const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createRegistrationsService({ config: app.config, mailer: app.mailer });

  app.route({
    ...routeOf(schemas.directory, tags),
    config: { public: true },
    preHandler: app.limits([
      { name: 'establishment-directory', rule: app.config.rateLimit.applications, key: byAddress },
    ]),
    handler: async (request) => service.directory(request.publicScope, { q: request.query.q }),
  });

  app.route({
    ...routeOf(schemas.patientRegistration, tags),
    handler: async (request) =>
      service.registration(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.ask, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.ask(request.scope, {
          patientId: request.params.id,
          establishmentId: request.body.establishmentId,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.pending, tags),
    handler: async (request) =>
      service.pending(request.scope, { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.answer, tags),
    handler: async (request) =>
      service.answer(request.scope, {
        establishmentId: request.params.id,
        requestId: request.params.requestId,
        accepted: request.body.accepted,
      }),
  });
};

export default registrationRoutes;
