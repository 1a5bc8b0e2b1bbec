/** GET /patients/{id}/accessLog: who viewed or changed the patient's data (the patient only). */
import { accessLogEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createAccessLogService } from './service';

const tags = ['accessLog'];

const accessLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAccessLogService({ db: app.db });

  app.route({
    ...routeOf(accessLogEndpoints.ofPatient, tags),
    handler: async (request) =>
      service.ofPatient(callerOf(request), {
        patientId: request.params.id,
        query: request.query,
      }),
  });
};

export default accessLogRoutes;
