/**
 * A throwaway Redis server for the tests of shared counters: Debian's `redis-server` on a free
 * loopback port, without persistence, stopped after the test. `npm test` finds it (or installs the
 * package) before it starts: scripts/test-tools.mjs.
 */
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './ports';
import { findRedisServer } from '../../../scripts/test-tools.mjs';

const binary = findRedisServer();

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!binary) {
    throw new Error(
      'These tests need Redis: apt-get install redis-server (Debian), or set REDIS_SERVER to its path',
    );
  }
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
