// `npm start`: the whole product on one port. Compiles the catalogues, builds the portal, then runs
// the API (which migrates, seeds the demo data on an empty embedded database, and serves the portal).
// Local demo defaults: DEBUG=1 (the email outbox at /debug, opened with the link the API prints at
// start, which carries its token), DEMO_SEED=1, PORT=3000. Override them
// in the environment. The API refuses both flags when it is configured for real use (docs/security.md).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const debug = process.env.DEBUG ?? '1';
const env = {
  ...process.env,
  DEBUG: debug,
  DEMO_SEED: process.env.DEMO_SEED ?? '1',
  OXILIO_DEBUG: ['1', 'true'].includes(debug) ? '1' : '0',
  PORTAL_DIR: process.env.PORTAL_DIR ?? join(root, 'apps', 'portal', 'dist'),
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

if (!process.argv.includes('--no-build')) {
  run('node', ['scripts/i18n-compile.mjs']);
  run('npx', ['vite', 'build', '--config', 'apps/portal/vite.config.ts', '--logLevel', 'warn']);
}

const server = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
