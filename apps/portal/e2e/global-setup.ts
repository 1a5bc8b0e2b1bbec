/**
 * Before the suite: builds the portal once (debug routes on), then starts the real API on a fresh
 * temporary embedded database, so that the demo seed runs, and waits until it answers.
 * The API's PID and data directory are handed to the teardown through the environment.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toneWav } from '../src/testing/toneWav';

const root = join(import.meta.dirname, '..', '..', '..');
// E2E_PORTAL_DIR and E2E_OUTPUT_DIR let two runs on one checkout keep apart (default: dist, .output).
const portalDir = process.env.E2E_PORTAL_DIR ?? join(root, 'apps', 'portal', 'dist');
const outputDir = process.env.E2E_OUTPUT_DIR ?? join(import.meta.dirname, '.output');
const apiLog = join(outputDir, 'api.log');
const startTimeoutMs = 300_000;

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`e2e setup: "${command} ${args.join(' ')}" failed (${result.status})`);
  }
}

/** The catalogues and the portal, with the /debug page; once per run. */
function buildPortal() {
  if (process.env.E2E_PORTAL_BUILT === '1' || process.env.E2E_SKIP_BUILD === '1') {
    return;
  }
  const env = { ...process.env, OXILIO_DEBUG: '1' };
  run(process.execPath, [join(root, 'scripts', 'i18n-compile.mjs')], env);
  run(
    join(root, 'node_modules', '.bin', 'vite'),
    [
      'build',
      '--config',
      'apps/portal/vite.config.ts',
      '--logLevel',
      'warn',
      '--outDir',
      portalDir,
      '--emptyOutDir',
    ],
    env,
  );
  process.env.E2E_PORTAL_BUILT = '1';
}

/**
 * The debug token of this run, drawn once and handed to the workers through the environment (as
 * E2E_PORTAL_BUILT): the API's outbox answers only with it (docs/decisions/api-debug-token.md).
 */
function debugToken(): string {
  process.env.E2E_DEBUG_TOKEN ??= randomBytes(24).toString('base64url');
  return process.env.E2E_DEBUG_TOKEN;
}

function apiEnvironment(port: string, baseURL: string, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database, the outbox instead of SMTP, a secret generated for this database.
  for (const name of ['DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'STORAGE_DIR', 'DEMO_SEED']) {
    delete env[name];
  }
  return {
    ...env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEBUG: '1',
    // The outbox's token, which the specs send (support.ts, `readOutbox`).
    DEBUG_TOKEN: debugToken(),
    DEMO_SEED: '1',
    PORTAL_DIR: portalDir,
    PUBLIC_URL: baseURL,
    // The tests sign in many times from one address.
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'info',
  };
}

async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the API stopped while starting (${child.exitCode ?? child.signalCode})`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet: the migrations and the demo seed run first
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API did not answer /api/health within ${startTimeoutMs / 1000} s`);
}

export default async function globalSetup() {
  const port = process.env.E2E_PORT;
  const baseURL = process.env.E2E_BASE_URL;
  if (!port || !baseURL) {
    throw new Error('e2e setup: E2E_PORT is set by playwright.config.ts');
  }
  mkdirSync(outputDir, { recursive: true });
  buildPortal();

  const dataDir = mkdtempSync(join(tmpdir(), 'oxilio-e2e-'));
  // The media directory (MEDIA_DIR defaults to DATA_DIR/media): the slow walking rhythm has its
  // audio, the other sound programs have none, as in a real directory filled by an operator.
  mkdirSync(join(dataDir, 'media', 'sounds'), { recursive: true });
  writeFileSync(join(dataDir, 'media', 'sounds', 'cadence-080.wav'), Buffer.from(toneWav(20)));
  const log = openSync(apiLog, 'w');
  // node --import tsx: one process, so that its PID is the server's.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: apiEnvironment(port, baseURL, dataDir),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  process.env.E2E_API_PID = String(child.pid);
  process.env.E2E_DATA_DIR = dataDir;

  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    const tail = readFileSync(apiLog, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`e2e setup: ${(error as Error).message}\n--- ${apiLog} ---\n${tail}`);
  }
}
