/**
 * A connection to the portal that a test can really lose: a small HTTP relay in front of the API.
 * While it is cut, every request through it (the page's, its service worker's, a navigation) has its
 * socket closed, as on a network that dropped, whatever the browser's offline emulation says.
 * Playwright's `setOffline` and `route` alone are not enough with a service worker: requests that go
 * through it can reach the network (seen in CI: a step recorded while the test had "cut" the API).
 */
import { createServer, request as forward } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type LostConnection = {
  /** The relay's address, to open the portal through it. */
  origin: string;
  /** Cuts (true) or restores (false) the connection; cutting also drops the open sockets. */
  setCut(cut: boolean): void;
  close(): Promise<void>;
};

export async function lostConnectionTo(target: string): Promise<LostConnection> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((request, response) => {
    if (cut) {
      request.socket.destroy();
      return;
    }
    const outgoing = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.on('error', () => response.destroy());
    request.pipe(outgoing);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setCut(value) {
      cut = value;
      if (value) {
        for (const socket of sockets) {
          socket.destroy();
        }
      }
    },
    close() {
      for (const socket of sockets) {
        socket.destroy();
      }
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
