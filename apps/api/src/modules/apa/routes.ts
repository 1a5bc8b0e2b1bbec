/** The adapted activities calls of SPEC section 7 (under /api/v1). */
import { apaSchemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createApaService } from './service';

const tags = ['apa'];

const apaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createApaService({ db: app.db });

  app.get(
    '/APA/:patientId/GetAPAPatient',
    { schema: { ...apaSchemas.patient, tags } },
    async (request) => service.ofPatient(request.user, request, request.params.patientId),
  );

  app.get('/APA', { schema: { ...apaSchemas.list, tags } }, async (request) =>
    service.list(request.user, request),
  );

  app.patch('/APA/:id', { schema: { ...apaSchemas.update, tags } }, async (request) =>
    service.update(request.user, request, request.params.id, request.body),
  );
};

export default apaRoutes;
