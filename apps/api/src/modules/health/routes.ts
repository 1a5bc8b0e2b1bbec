/** GET /api/health: readiness for load balancers and orchestrators. */
import { healthEndpoint } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../db/client';
import { ServiceUnavailableError } from '../../http/errors';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const expectedMigrations = readMigrationFiles({ migrationsFolder }).length;

  app.route({
    ...routeOf(healthEndpoint, ['system']),
    config: { public: true },
    handler: async (request) => {
      let applied = -1;
      try {
        // Both drivers answer `execute` with `{ rows }`.
        const result = (await app.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )) as unknown as { rows: { count: number }[] };
        applied = Number(result.rows[0]?.count ?? -1);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database not ready');
      }
      if (applied < expectedMigrations) {
        throw new ServiceUnavailableError('The database is not migrated or not reachable.');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  });
};

export default healthRoutes;
