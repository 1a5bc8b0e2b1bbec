/**
 * A loopback port nobody listens on now, for the servers the tests and the bench scripts start
 * (the API, Redis, PostgreSQL, the bare Fastify route).
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
