/**
 * `/sw.js`, the portal's service worker (docs/decisions/portal-offline-player.md): the session
 * player keeps working when the connection drops once the session is loaded. Built on its own by
 * scripts/bootScripts.ts; its cache names come from constants.ts, which the page shares.
 *
 * - Pages (navigations): the network first; offline, the app shell (index.html) kept from the last
 *   visit, so that a reload in the middle of a session opens the portal.
 * - /assets/ (scripts, styles, fonts, catalogues: hashed, never changing): the cache first, filled as
 *   the portal loads them.
 * - The session of the day (GET /api/v1/Patients/{id}/Sessions/current/{true|false}): the network
 *   first, the copy of the last answer when offline. Nothing else of the API is cached: health data
 *   stays on the device only where the player needs it, and signing out deletes it.
 * - Writes (steps, review) are never handled here: the page queues them and sends them itself.
 */
import { assetsCache, forgetSessionsMessage, sessionsCache, shellCache } from './constants';

/* The parts of the service worker's scope used here (the portal's TypeScript has the DOM's). */
interface WorkerEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerMessageEvent extends WorkerEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
}
declare const self: WorkerScope;

const kept: readonly string[] = [shellCache, assetsCache, sessionsCache];

const sessionOfTheDay = /^\/api\/v1\/patients\/[^/]+\/sessions\/current\/(true|false)\/?$/i;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.add(new Request('/', { cache: 'reload' })))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('oxilio-') && !kept.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** The network's answer, kept in `cacheName` under `key` when it is a success. */
async function fetchAndKeep(request: Request, cacheName: string, key: RequestInfo) {
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(cacheName);
    await cache.put(key, response.clone());
  }
  return response;
}

async function networkFirst(request: Request, cacheName: string, key: string) {
  try {
    return await fetchAndKeep(request, cacheName, key);
  } catch (error) {
    const cached = await caches.match(key, { cacheName });
    if (cached) {
      return cached;
    }
    throw error;
  }
}

async function cacheFirst(request: Request) {
  const cached = await caches.match(request, { cacheName: assetsCache });
  return cached ?? fetchAndKeep(request, assetsCache, request);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') {
    return;
  }
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) {
    return;
  }
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/api/')) {
      return;
    }
    event.respondWith(networkFirst(request, shellCache, '/'));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (sessionOfTheDay.test(url.pathname)) {
    event.respondWith(networkFirst(request, sessionsCache, url.pathname.toLowerCase()));
  }
});

/** The page asks to forget the cached sessions (signing out). */
self.addEventListener('message', (event) => {
  if (event.data === forgetSessionsMessage) {
    event.waitUntil(caches.delete(sessionsCache));
  }
});
