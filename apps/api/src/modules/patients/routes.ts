/**
 * The patient calls of SPEC section 7: profile, rehabilitators, invitations, relatives, the user's
 * own account and the recap. Thin: the service checks access, validates meaning and audits.
 */
import { patientEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createPatientsService } from './service';

const tags = ['patients'];

const patientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createPatientsService({ db: app.db });

  app.route({
    ...routeOf(patientEndpoints.getPatient, tags),
    handler: async (request) => service.getPatient(request, request.params.id),
  });

  app.route({
    ...routeOf(patientEndpoints.patchPatient, tags),
    handler: async (request) => service.patchPatient(request, request.params.id, request.body),
  });

  app.route({
    ...routeOf(patientEndpoints.listReeducators, tags),
    handler: async (request) => service.listReeducators(request, request.params.id),
  });

  app.route({
    ...routeOf(patientEndpoints.listInvitations, tags),
    handler: async (request) => service.listInvitations(request, request.params.id),
  });

  app.route({
    ...routeOf(patientEndpoints.answerInvitation, tags),
    handler: async (request) =>
      service.answerInvitation(
        request,
        request.params.id,
        request.params.invitationId,
        request.body,
      ),
  });

  app.route({
    ...routeOf(patientEndpoints.listRelatives, tags),
    handler: async (request) => service.listRelatives(request, request.params.id),
  });

  app.route({
    ...routeOf(patientEndpoints.addRelative, tags),
    handler: async (request, reply) => {
      reply.code(201);
      return service.addRelative(request, request.params.id, request.body);
    },
  });

  app.route({
    ...routeOf(patientEndpoints.removeRelative, tags),
    handler: async (request, reply) => {
      await service.removeRelative(request, request.params.id, request.params.relativeId);
      reply.code(204);
      return null;
    },
  });

  app.route({
    ...routeOf(patientEndpoints.patchUser, tags),
    handler: async (request) => service.patchUser(request, request.params.id, request.body),
  });

  app.route({
    ...routeOf(patientEndpoints.recap, tags),
    handler: async (request) => service.recap(request, request.params.id),
  });
};

export default patientsRoutes;
