/**
 * The establishment's health record systems, under /api/v1 (managers): list, register, revoke
 * (docs/decisions/api-fhir-clients.md). Their token route is ./token.routes.ts, at /oauth2.
 */
import { fhirClientEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createFhirClientsService } from './service';

const tags = ['fhir-clients'];

const fhirClientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createFhirClientsService({
    assertions: app.clientAssertions,
    systemTokens: app.systemTokens,
  });

  app.route({
    ...routeOf(schemas.list, tags),
    handler: async (request) => service.list(request.scope, { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.create, tags),
    handler: async (request, reply) => {
      const client = await service.create(request.scope, {
        establishmentId: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(client);
    },
  });

  app.route({
    ...routeOf(schemas.revoke, tags),
    handler: async (request) =>
      service.revoke(request.scope, {
        establishmentId: request.params.id,
        clientId: request.params.clientId,
      }),
  });
};

export default fhirClientRoutes;
