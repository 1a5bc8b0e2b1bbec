/**
 * The real API server (src/server.ts) in its own process, for the tests that kill it or run two of
 * it (crash-safety.test.ts, several-processes.test.ts): node with tsx, 127.0.0.1, a free port, the
 * environment given. `kill()` sends SIGKILL (no shutdown code runs), `stop()` SIGTERM (the graceful
 * stop). Its standard error is kept and shown when it dies or does not start.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** A JWT secret for processes that must accept each other's tokens (and survive restarts). */
export const sharedJwtSecret = randomBytes(32).toString('hex');

export interface ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** What the process wrote to standard error (its warnings and errors). */
  output(): string;
  /** SIGKILL: the process dies at once, mid-request. Resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop (running requests finish, the database is closed). */
  stop(): Promise<void>;
}

/**
 * Starts the server with `env` (DATA_DIR or DATABASE_URL at least) and waits for /api/health.
 * Defaults: loopback, warnings only, no demo data, generous rate limits, the shared JWT secret.
 */
export async function startApiProcess(
  env: Record<string, string>,
  timeoutMs = 150_000,
): Promise<ApiProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TMPDIR: process.env.TMPDIR ?? '/tmp',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DEMO_SEED: '0',
      JWT_SECRET: sharedJwtSecret,
      RATE_LIMIT_SCALE: '10000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    output = (output + chunk).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
    } else {
      child.once('exit', () => resolve());
    }
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The API process exited before answering (${child.exitCode}):\n${output}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        break;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The API process did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A JSON call to a process: status, headers and parsed body (null when none). */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: T }> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}
