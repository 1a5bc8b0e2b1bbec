/**
 * The stats calls: GET /patients/{id}/stats, GET /patients/{id}/percentages,
 * GET /Establishments/{id}/PatientsStats. Thin: the service validates the query's meaning
 * (known keys, range), checks access and aggregates.
 */
import {
  statsEndpoints,
  type PatientsStatsResponse,
  type StatsResponse,
} from '@oxilio/domain/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createEvolutionService } from './evolution.service';
import { createStatsService } from './service';

const tags = ['stats'];

/**
 * The answer as JSON text, by the engine's JSON.stringify rather than the schema's serializer:
 * thousands of numbers in arrays are what it does fastest (the series of a year of 10 metrics). The
 * service builds exactly the documented fields (routes.test.ts checks each answer against the
 * schema), and every number of a series is finite (`aggregateByPeriod` skips the others).
 */
function asJson<Reply extends FastifyReply>(
  reply: Reply,
  body: StatsResponse | PatientsStatsResponse,
): Reply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body)) as Reply;
}

const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createStatsService();
  const evolution = createEvolutionService();

  app.route({
    ...routeOf(statsEndpoints.patientStats, tags),
    handler: async (request, reply) =>
      asJson(
        reply,
        await service.patientStats(request.scope, {
          patientId: request.params.id,
          query: request.query,
        }),
      ),
  });

  app.route({
    ...routeOf(statsEndpoints.patientPercentages, tags),
    handler: async (request) =>
      service.patientPercentages(request.scope, {
        patientId: request.params.id,
        query: request.query,
      }),
  });

  app.route({
    ...routeOf(statsEndpoints.establishmentPatientsStats, tags),
    handler: async (request, reply) =>
      asJson(
        reply,
        await service.establishmentPatientsStats(request.scope, {
          establishmentId: request.params.id,
          query: request.query,
        }),
      ),
  });

  app.route({
    ...routeOf(statsEndpoints.establishmentEvolution, tags),
    handler: async (request) =>
      evolution.establishmentEvolution(request.scope, {
        establishmentId: request.params.id,
        query: request.query,
      }),
  });
};

export default statsRoutes;
