/**
 * The establishment (manager) calls of SPEC section 7, under /api/v1. Thin: the service checks
 * the policy and decides; see docs/decisions/api-programs-and-indicators.md.
 */
import { establishmentSchemas as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createEstablishmentService } from './service';

const tags = ['establishments'];

const establishmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createEstablishmentService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
  });

  app.get('/Establishments/:id', { schema: { ...schemas.get, tags } }, async (request) =>
    service.get(request.user, request.params.id),
  );

  app.patch('/admin/Establishments/:id', { schema: { ...schemas.patch, tags } }, async (request) =>
    service.update(request.user, request.params.id, request.body),
  );

  app.get(
    '/Establishments/:id/devices',
    { schema: { ...schemas.devices, tags } },
    async (request) => service.devices(request, request.params.id),
  );

  app.get(
    '/Responsables/:id/Establishment',
    { schema: { ...schemas.responsableEstablishment, tags } },
    async (request) => service.responsableEstablishment(request.user, request.params.id),
  );

  app.get(
    '/Establishments/:id/Patients',
    { schema: { ...schemas.patients, tags } },
    async (request) => service.patients(request, request.params.id, request.query.archived),
  );

  app.patch(
    '/Patients/:id/device',
    { schema: { ...schemas.associateDevice, tags } },
    async (request) => service.associateDevice(request, request.params.id, request.body),
  );

  app.delete(
    '/Patients/:id/device',
    { schema: { ...schemas.dissociateDevice, tags } },
    async (request) =>
      service.dissociateDevice(request, request.params.id, request.query.endService ?? false),
  );

  app.post(
    '/Establishments/:id/reeducatorInvitations',
    { schema: { ...schemas.inviteReeducator, tags } },
    async (request, reply) => {
      const invitation = await service.inviteReeducator(
        request.user,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return invitation;
    },
  );

  app.post(
    '/Establishments/:id/patientInvitations',
    { schema: { ...schemas.invitePatient, tags } },
    async (request, reply) => {
      const application = await service.invitePatient(
        request.user,
        request.params.id,
        request.body,
      );
      reply.code(201);
      return application;
    },
  );

  app.get(
    '/Establishments/:id/Reeducators',
    { schema: { ...schemas.reeducators, tags } },
    async (request) => service.reeducators(request.user, request.params.id),
  );

  app.delete(
    '/Establishments/:id/reeducator/:rid',
    { schema: { ...schemas.removeReeducator, tags } },
    async (request, reply) => {
      await service.removeReeducator(request.user, request.params.id, request.params.rid);
      reply.code(204);
      return null;
    },
  );

  app.delete(
    '/Establishments/:id/reeducatorApplication/:aid',
    { schema: { ...schemas.cancelReeducatorApplication, tags } },
    async (request, reply) => {
      await service.cancelReeducatorApplication(
        request.user,
        request.params.id,
        request.params.aid,
      );
      reply.code(204);
      return null;
    },
  );

  app.patch(
    '/Establishments/:id/reeducatorInvitations/:reeducatorId',
    { schema: { ...schemas.answerReeducatorInvitation, tags } },
    async (request) =>
      service.answerReeducatorInvitation(
        request.user,
        request.params.id,
        request.params.reeducatorId,
        request.body.accepted,
      ),
  );

  app.patch(
    '/Admin/Reeducators/:id',
    { schema: { ...schemas.patchReeducator, tags } },
    async (request) => service.patchReeducator(request.user, request.params.id, request.body),
  );
};

export default establishmentRoutes;
