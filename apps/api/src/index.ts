/** What other workspaces and scripts (demo seed, device simulator) may use from the API. */
export { buildApp, type BuildOptions } from './app';
export { loadConfig, ConfigError, type Config } from './config';
export {
  openDatabase,
  openPglite,
  openPostgres,
  fromPglite,
  type Database,
  type Db,
  type DbExecutor,
  type Tx,
} from './db/client';
export * as schema from './db/schema';
export { metricDefinitions, metricKeys, type MetricKey } from './db/metrics';
