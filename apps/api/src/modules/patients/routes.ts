/**
 * The patient calls: profile, rehabilitators, invitations, relatives, the user's own account and
 * the recap (docs/decisions/api-patients.md). Thin: the service, given the request's access
 * scope (`request.scope`), checks access, validates meaning and audits.
 */
import { patientEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createPatientsService } from './service';

const tags = ['patients'];

const patientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPatientsService();

  app.route({
    ...routeOf(patientEndpoints.getPatient, tags),
    handler: async (request) => service.getPatient(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(patientEndpoints.patchPatient, tags),
    handler: async (request) =>
      service.patchPatient(request.scope, {
        patientId: request.params.id,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(patientEndpoints.listRehabilitators, tags),
    handler: async (request) =>
      service.listRehabilitators(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(patientEndpoints.listInvitations, tags),
    handler: async (request) =>
      service.listInvitations(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(patientEndpoints.answerInvitation, tags),
    handler: async (request) =>
      service.answerInvitation(request.scope, {
        patientId: request.params.id,
        invitationId: request.params.invitationId,
        body: request.body,
      }),
  });

  app.route({
    ...routeOf(patientEndpoints.careTeam, tags),
    handler: async (request) => service.careTeam(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(patientEndpoints.endFollowUp, tags),
    handler: async (request) =>
      service.endFollowUp(request.scope, {
        patientId: request.params.id,
        followUpId: request.params.followUpId,
      }),
  });

  app.route({
    ...routeOf(patientEndpoints.listRelatives, tags),
    handler: async (request) =>
      service.listRelatives(request.scope, { patientId: request.params.id }),
  });

  app.route({
    ...routeOf(patientEndpoints.addRelative, tags),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.addRelative(request.scope, {
          patientId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(patientEndpoints.removeRelative, tags),
    handler: async (request, reply) => {
      await service.removeRelative(request.scope, {
        patientId: request.params.id,
        relativeId: request.params.relativeId,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(patientEndpoints.patchUser, tags),
    handler: async (request) =>
      service.patchUser(request.scope, { userId: request.params.id, body: request.body }),
  });

  app.route({
    ...routeOf(patientEndpoints.recap, tags),
    handler: async (request) => service.recap(request.scope, { patientId: request.params.id }),
  });
};

export default patientsRoutes;
