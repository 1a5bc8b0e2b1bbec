/** Readiness: the database answers and holds every committed migration. */
import type { HealthResponse } from '@oxilio/domain/contract';
import type { FastifyBaseLogger } from 'fastify';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PublicCaller } from '../../auth/caller';
import { migrationsFolder, type Database } from '../../db/client';
import { ServiceUnavailableError } from '../../http/errors';
import * as repository from './repository';

export function createHealthService({
  database,
  log,
}: {
  database: Database;
  log: FastifyBaseLogger;
}) {
  const expectedMigrations = readMigrationFiles({ migrationsFolder }).length;
  return {
    async check(caller: PublicCaller): Promise<HealthResponse> {
      let applied = -1;
      try {
        applied = await repository.appliedMigrationCount(database.db);
      } catch (error) {
        log.warn({ err: error, reqId: caller.requestId }, 'health check: database not ready');
      }
      if (applied < expectedMigrations) {
        throw new ServiceUnavailableError('The database is not migrated or not reachable.');
      }
      return { status: 'ok', database: database.kind };
    },
  };
}
