/** GET /patients/{id}/accessLog: who viewed or changed the patient's data (the patient only). */
import { accessLogEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createAccessLogService } from './service';

const tags = ['accessLog'];

const accessLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAccessLogService();

  app.route({
    ...routeOf(accessLogEndpoints.ofPatient, tags),
    handler: async (request) =>
      service.ofPatient(request.scope, {
        patientId: request.params.id,
        query: request.query,
      }),
  });
};

export default accessLogRoutes;
