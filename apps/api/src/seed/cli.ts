/**
 * `npm run db:seed`: migrates the configured database (DATA_DIR or DATABASE_URL) and writes the
 * demo data into it if it is empty. On a database that already has the demo, or other accounts, it
 * writes nothing and says why (docs/decisions/api-demo-data.md).
 */
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { demoAccounts, demoDevice, demoPassword, seedDemo } from './demo';

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.realUse) {
    console.error(
      'The demo data is for a local demo: this configuration is for real use (docs/security.md).',
    );
    return 1;
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const outcome = await seedDemo(database.db, {
      scrypt: config.auth.scrypt,
      publicUrl: config.publicUrl,
    });
    if (outcome.status === 'refused') {
      console.log(outcome.message);
      return outcome.reason === 'already-seeded' ? 0 : 1;
    }
    console.log(describeSeed(outcome.written, outcome.milliseconds));
    return 0;
  } finally {
    await database.close();
  }
}

function describeSeed(written: Record<string, number>, milliseconds: number): string {
  return [
    `Demo data written in ${(milliseconds / 1000).toFixed(1)} s: ${written.patients ?? 0} patients, ` +
      `${written.daily_metrics ?? 0} days of measurements, ${written.sessions ?? 0} sessions.`,
    `Accounts (password ${demoPassword}): ${Object.values(demoAccounts).join(', ')}.`,
    `Device of patient@demo.oxilio.test: npm run simulate -- --device ${demoDevice.id} ` +
      `--secret ${demoDevice.secret} --days 30`,
  ].join('\n');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
