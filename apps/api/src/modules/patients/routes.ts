/**
 * The patient calls of SPEC section 7: profile, rehabilitators, invitations, relatives, the user's
 * own account and the recap. Thin: the service checks access, validates meaning and audits.
 */
import { patientSchemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createPatientsService } from './service';

const tags = ['patients'];

const patientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPatientsService({ db: app.db });

  app.get('/patients/:id', { schema: { ...patientSchemas.getPatient, tags } }, async (request) =>
    service.getPatient(request, request.params.id),
  );

  app.patch(
    '/patients/:id',
    { schema: { ...patientSchemas.patchPatient, tags } },
    async (request) => service.patchPatient(request, request.params.id, request.body),
  );

  app.get(
    '/patients/:id/reeducators',
    { schema: { ...patientSchemas.listReeducators, tags } },
    async (request) => service.listReeducators(request, request.params.id),
  );

  app.get(
    '/patients/:id/reeducatorInvitations',
    { schema: { ...patientSchemas.listInvitations, tags } },
    async (request) => service.listInvitations(request, request.params.id),
  );

  app.patch(
    '/patients/:id/reeducatorInvitations/:invitationId',
    { schema: { ...patientSchemas.answerInvitation, tags } },
    async (request) =>
      service.answerInvitation(
        request,
        request.params.id,
        request.params.invitationId,
        request.body,
      ),
  );

  app.get(
    '/patients/:id/relatives',
    { schema: { ...patientSchemas.listRelatives, tags } },
    async (request) => service.listRelatives(request, request.params.id),
  );

  app.post(
    '/patients/:id/relatives',
    { schema: { ...patientSchemas.addRelative, tags } },
    async (request, reply) => {
      reply.code(201);
      return service.addRelative(request, request.params.id, request.body);
    },
  );

  app.delete(
    '/patients/:id/relatives/:relativeId',
    { schema: { ...patientSchemas.removeRelative, tags } },
    async (request, reply) => {
      await service.removeRelative(request, request.params.id, request.params.relativeId);
      reply.code(204);
      return null;
    },
  );

  app.patch('/users/:id', { schema: { ...patientSchemas.patchUser, tags } }, async (request) =>
    service.patchUser(request, request.params.id, request.body),
  );

  app.get(
    '/patients/:id/getPatientsRecapInfos',
    { schema: { ...patientSchemas.recap, tags } },
    async (request) => service.recap(request, request.params.id),
  );
};

export default patientsRoutes;
