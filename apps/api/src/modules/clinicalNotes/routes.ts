/**
 * A patient's clinical notes, under /api/v1 (docs/decisions/clinical-notes.md): list, write,
 * amend, withdraw (the care team), and the patient's own export. Thin: the service checks and
 * decides.
 */
import { clinicalNoteEndpoints as schemas } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createClinicalNotesService } from './service';

const tags = ['clinicalNotes'];

const clinicalNotesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createClinicalNotesService();

  app.route({
    ...routeOf(schemas.listOfPatient, tags),
    handler: async (request) =>
      service.list(request.scope, { patientId: request.params.id, query: request.query }),
  });

  app.route({
    ...routeOf(schemas.write, tags),
    handler: async (request, reply) => {
      const note = await service.write(request.scope, {
        patientId: request.params.id,
        text: request.body.text,
      });
      return reply.code(201).send(note);
    },
  });

  app.route({
    ...routeOf(schemas.amend, tags),
    handler: async (request, reply) => {
      const note = await service.amend(request.scope, {
        patientId: request.params.id,
        noteId: request.params.noteId,
        text: request.body.text,
      });
      return reply.code(201).send(note);
    },
  });

  app.route({
    ...routeOf(schemas.withdraw, tags),
    handler: async (request) =>
      service.withdraw(request.scope, {
        patientId: request.params.id,
        noteId: request.params.noteId,
        reason: request.body.reason,
      }),
  });

  app.route({
    ...routeOf(schemas.exportOfPatient, tags),
    handler: async (request) =>
      service.exportOfPatient(request.scope, { patientId: request.params.id }),
  });
};

export default clinicalNotesRoutes;
