/**
 * `npm run db:migrate`: applies the committed migrations to the configured database (DATABASE_URL,
 * else PGlite under DATA_DIR) and exits. The server also migrates at start; this is for deployments
 * that migrate once before starting several instances.
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from './client';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
