/**
 * The establishment (manager) calls, under /api/v1: the establishment, its devices and patients,
 * its team and invitations (docs/decisions/api-programs-and-indicators.md). Thin: each hands
 * `request.scope` to the service, which asks it for its grants and decides.
 */
import { establishmentEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createDevicesService } from './devices.service';
import { createEstablishmentService } from './establishment.service';
import { createFollowUpService } from './followUp.service';
import { createInvitationsService } from './invitations.service';
import { createTeamService } from './team.service';

const tags = ['establishments'];

const establishmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const establishment = createEstablishmentService();
  const followUp = createFollowUpService();
  const devices = createDevicesService();
  const team = createTeamService();
  const invitations = createInvitationsService({ config: app.config, mailer: app.mailer });

  app.route({
    ...routeOf(schemas.get, tags),
    handler: async (request) =>
      establishment.get(request.scope, { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.patch, tags),
    handler: async (request) =>
      establishment.update(request.scope, {
        establishmentId: request.params.id,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(schemas.devices, tags),
    handler: async (request) =>
      devices.devices(request.scope, { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.managerEstablishment, tags),
    handler: async (request) =>
      establishment.managerEstablishment(request.scope, { managerId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.patients, tags),
    handler: async (request) =>
      establishment.patients(request.scope, {
        establishmentId: request.params.id,
        archived: request.query.archived,
      }),
  });

  app.route({
    ...routeOf(schemas.followUp, tags),
    handler: async (request) =>
      followUp.followUp(request.scope, {
        establishmentId: request.params.id,
        query: request.query,
      }),
  });

  app.route({
    ...routeOf(schemas.associateDevice, tags),
    handler: async (request) =>
      devices.associateDevice(request.scope, {
        patientId: request.params.id,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(schemas.dissociateDevice, tags),
    handler: async (request) =>
      devices.dissociateDevice(request.scope, {
        patientId: request.params.id,
        endService: request.query.endService ?? false,
      }),
  });

  app.route({
    ...routeOf(schemas.inviteRehabilitator, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await invitations.inviteRehabilitator(request.scope, {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.invitePatient, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await invitations.invitePatient(request.scope, {
          establishmentId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(schemas.rehabilitators, tags),
    handler: async (request) =>
      team.rehabilitators(request.scope, { establishmentId: request.params.id }),
  });

  app.route({
    ...routeOf(schemas.removeRehabilitator, tags),
    handler: async (request, reply) => {
      await team.removeRehabilitator(request.scope, {
        establishmentId: request.params.id,
        rehabilitatorId: request.params.rid,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.cancelRehabilitatorApplication, tags),
    handler: async (request, reply) => {
      await invitations.cancelRehabilitatorApplication(request.scope, {
        establishmentId: request.params.id,
        invitationId: request.params.aid,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(schemas.answerRehabilitatorInvitation, tags),
    handler: async (request) =>
      invitations.answerRehabilitatorInvitation(request.scope, {
        establishmentId: request.params.id,
        rehabilitatorId: request.params.reeducatorId,
        accepted: request.body.accepted,
      }),
  });

  app.route({
    ...routeOf(schemas.patchRehabilitator, tags),
    handler: async (request) =>
      team.patchRehabilitator(request.scope, {
        rehabilitatorId: request.params.id,
        body: request.body,
      }),
  });
};

export default establishmentRoutes;
