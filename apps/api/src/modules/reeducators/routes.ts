/**
 * The rehabilitator calls of SPEC section 7, under /api/v1 (patients list with indicators,
 * invites, links, patient search and settings). Thin: the service checks and decides.
 */
import { reeducatorSchemas as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createReeducatorService } from './service';

const tags = ['reeducators'];

const reeducatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createReeducatorService({ db: app.db });

  app.get('/Reeducators/:id/Patients', { schema: { ...schemas.patients, tags } }, async (request) =>
    service.patients(request, request.params.id, request.query.archived),
  );

  app.get('/Reeducators/:id/invites', { schema: { ...schemas.invites, tags } }, async (request) =>
    service.invites(request, request.params.id),
  );

  app.get(
    '/Reeducators/:id/Patients/:patientId',
    { schema: { ...schemas.patient, tags } },
    async (request) => service.patient(request, request.params.id, request.params.patientId),
  );

  app.get(
    '/Reeducators/:id/Patient/:patientId',
    { schema: { ...schemas.patientSettings, tags } },
    async (request) =>
      service.patientSettings(request, request.params.id, request.params.patientId),
  );

  app.post(
    '/Reeducators/:id/Patients',
    { schema: { ...schemas.linkPatient, tags } },
    async (request, reply) => {
      const { created, link } = await service.link(
        request,
        request.params.id,
        request.body.patientId,
      );
      reply.code(created ? 201 : 200);
      return link;
    },
  );

  app.delete(
    '/Reeducators/:id/Patients/:patientId',
    { schema: { ...schemas.unlinkPatient, tags } },
    async (request) =>
      service.unlink(
        request,
        request.params.id,
        request.params.patientId,
        request.query.archive ?? false,
      ),
  );

  app.get('/Patients', { schema: { ...schemas.search, tags } }, async (request) =>
    service.search(request, request.query),
  );

  app.patch(
    '/PatchPatientSettings',
    { schema: { ...schemas.patchSettings, tags } },
    async (request) => service.patchSettings(request, request.body),
  );
};

export default reeducatorRoutes;
