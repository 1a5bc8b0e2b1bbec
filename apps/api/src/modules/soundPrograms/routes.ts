/** GET SoundPrograms: reference data, for every signed-in user. */
import { soundProgramsEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { createSoundProgramsService } from './service';

const tags = ['soundPrograms'];

const soundProgramsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createSoundProgramsService({ media: app.media });

  app.route({
    ...routeOf(soundProgramsEndpoints.list, tags),
    handler: async (request) => service.list(request.scope),
  });
};

export default soundProgramsRoutes;
