/**
 * `npm run api`: reads the configuration, migrates the database, then listens. SIGTERM and SIGINT
 * stop accepting requests, let the running ones finish, and close the database.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { ensureExerciseCatalogue } from './modules/exercises/catalogue';
import { hasNoUsers, seedDemo } from './seed/demo';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  await ensureExerciseCatalogue(database.db);
  const app = await buildApp({ config, database });
  // DEMO_SEED=1 (`npm start`) on an empty database: the demo data (docs/decisions/api-demo-data.md).
  if (config.demoSeed && (await hasNoUsers(database.db))) {
    const outcome = await seedDemo(database.db, {
      scrypt: config.auth.scrypt,
      publicUrl: config.publicUrl,
    });
    app.log.info({ outcome }, 'demo data seeded (password Oxilio-demo-1)');
  }
  app.mailer.startRetries();
  // Archives the patients whose day has come, now and then periodically (after the demo seed).
  app.archiving?.start();
  // Deletes the applications that never became an account, past their delay.
  app.applicationPurge?.start();
  void app.mailer.flush();

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A stuck request must not keep the process alive forever.
    const force = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, debug: config.debug, mail: app.mailer.mode },
    'oxilio API ready',
  );
  if (config.debugToken !== null) {
    // The only way to the outbox: its token rides in the fragment, which no request carries.
    app.log.info(`email outbox (debug): ${config.publicUrl}/debug#token=${config.debugToken}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
