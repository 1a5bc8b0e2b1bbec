/**
 * The stats calls: GET /patients/{id}/stats, GET /patients/{id}/percentages,
 * GET /Establishments/{id}/PatientsStats. Thin: the service validates the query's meaning
 * (known keys, range), checks access and aggregates.
 */
import { statsSchemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createStatsService } from './service';
import { ensureRanksAndTags } from './stars';

const tags = ['stats'];

const statsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Reference data the stars and objectives need (idempotent, existing rows kept).
  await ensureRanksAndTags(app.db);
  const service = createStatsService({ db: app.db });

  app.get(
    '/patients/:id/stats',
    { schema: { ...statsSchemas.patientStats, tags } },
    async (request) => service.patientStats(request, request.params.id, request.query),
  );

  app.get(
    '/patients/:id/percentages',
    { schema: { ...statsSchemas.patientPercentages, tags } },
    async (request) => service.patientPercentages(request, request.params.id, request.query),
  );

  app.get(
    '/Establishments/:id/PatientsStats',
    { schema: { ...statsSchemas.establishmentPatientsStats, tags } },
    async (request) =>
      service.establishmentPatientsStats(request, request.params.id, request.query),
  );
};

export default statsRoutes;
