/** GET SoundPrograms (SPEC section 7): reference data, for every signed-in user. */
import { soundProgramsEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { asc, isNull } from 'drizzle-orm';
import { soundPrograms } from '../../db/schema';
import { ensureSoundPrograms } from './ensure';

const soundProgramsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...routeOf(soundProgramsEndpoints.list, ['soundPrograms']),
    handler: async () => {
      await ensureSoundPrograms(app.db);
      const rows = await app.db
        .select({
          id: soundPrograms.id,
          name: soundPrograms.name,
          description: soundPrograms.description,
          audioKey: soundPrograms.audioKey,
          durationSeconds: soundPrograms.durationSeconds,
        })
        .from(soundPrograms)
        .where(isNull(soundPrograms.archivedAt))
        .orderBy(asc(soundPrograms.createdAt), asc(soundPrograms.audioKey));
      return { soundPrograms: rows };
    },
  });
};

export default soundProgramsRoutes;
