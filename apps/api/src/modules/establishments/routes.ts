/**
 * The establishment (manager) calls, under /api/v1: the establishment, its devices and patients,
 * its team and invitations (docs/decisions/api-programs-and-indicators.md). Thin: the service
 * checks the policy and decides.
 */
import { establishmentEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createDevicesService } from './devices.service';
import { createEstablishmentService } from './establishment.service';
import { createInvitationsService } from './invitations.service';
import { createTeamService } from './team.service';

const tags = ['establishments'];

const establishmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const establishment = createEstablishmentService({ db: app.db });
  const devices = createDevicesService({ db: app.db });
  const team = createTeamService({ db: app.db });
  const invitations = createInvitationsService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
  });

  app.route({
    ...routeOf(schemas.get, tags),
    handler: async (request) =>
      establishment.get(callerOf(request), { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.patch, tags),
    handler: async (request) =>
      establishment.update(callerOf(request), {
        establishmentId: request.params.id,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(schemas.devices, tags),
    handler: async (request) =>
      devices.devices(callerOf(request), { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.managerEstablishment, tags),
    handler: async (request) =>
      establishment.managerEstablishment(callerOf(request), { managerId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.patients, tags),
    handler: async (request) =>
      establishment.patients(callerOf(request), {
        establishmentId: request.params.id,
        archived: request.query.archived,
      }),
  });

  app.route({
    ...routeOf(schemas.associateDevice, tags),
    handler: async (request) =>
      devices.associateDevice(callerOf(request), {
        patientId: request.params.id,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(schemas.dissociateDevice, tags),
    handler: async (request) =>
      devices.dissociateDevice(callerOf(request), {
        patientId: request.params.id,
        endService: request.query.endService ?? false,
      }),
  });

  app.route({
    ...routeOf(schemas.inviteRehabilitator, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await invitations.inviteRehabilitator(callerOf(request), {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.invitePatient, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await invitations.invitePatient(callerOf(request), {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.rehabilitators, tags),
    handler: async (request) =>
      team.rehabilitators(callerOf(request), { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.removeRehabilitator, tags),
    handler: async (request, reply) => {
      await team.removeRehabilitator(callerOf(request), {
        establishmentId: request.params.id,
        rehabilitatorId: request.params.rid,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.cancelRehabilitatorApplication, tags),
    handler: async (request, reply) => {
      await invitations.cancelRehabilitatorApplication(callerOf(request), {
        establishmentId: request.params.id,
        invitationId: request.params.aid,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.answerRehabilitatorInvitation, tags),
    handler: async (request) =>
      invitations.answerRehabilitatorInvitation(callerOf(request), {
        establishmentId: request.params.id,
        rehabilitatorId: request.params.reeducatorId,
        accepted: request.body.accepted,
      }),
  });

  app.route({
    ...routeOf(schemas.patchRehabilitator, tags),
    handler: async (request) =>
      team.patchRehabilitator(callerOf(request), {
        rehabilitatorId: request.params.id,
        body: request.body,
      }),
  });
};

export default establishmentRoutes;
