/** Every route of the API is a contract entry, and every contract entry is a route. */
import { endpoints, healthEndpoint, type Endpoint } from '@oxilio/domain/contract';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiModules } from '../src/modules';
import { build, testConfig } from './helper';

const entries: Endpoint[] = [
  healthEndpoint,
  ...Object.values(endpoints).flatMap((group) => Object.values(group) as Endpoint[]),
];
const asRoute = (method: string, url: string) => `${method} ${url.toLowerCase()}`;
const contractRoutes = entries.map((entry) =>
  asRoute(entry.method, entry.path === healthEndpoint.path ? entry.path : `/api/v1${entry.path}`),
);

/** Collects the routes of the modules (registered in the /api/v1 context, as the modules are). */
function routeCollector(routes: string[]): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (v1) => {
    v1.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') {
          routes.push(asRoute(method, route.url));
        }
      }
    });
  };
  // Hooks of a plugin apply to its parent context (here /api/v1) rather than to itself alone.
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}

describe('the contract and the routes', () => {
  it('declares each call once', () => {
    expect(new Set(contractRoutes).size).toBe(contractRoutes.length);
  });

  it('has a route for every contract entry and an entry for every route', async () => {
    const routes: string[] = [];
    const { app, close } = await build({
      config: testConfig((config) => {
        config.debug = true;
      }),
      modules: [routeCollector(routes), ...apiModules],
    });
    try {
      expect(routes.length).toBeGreaterThan(70);
      expect(routes.filter((route) => !contractRoutes.includes(route))).toEqual([]);
      const missing = entries.filter(
        (entry) =>
          !app.hasRoute({
            method: entry.method,
            url: entry === healthEndpoint ? entry.path : `/api/v1${entry.path}`,
          }),
      );
      expect(missing.map((entry) => `${entry.method} ${entry.path}`)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('notices a route registered without a contract entry', async () => {
    const app = Fastify();
    const seen: string[] = [];
    await app.register(
      async (v1) => {
        await v1.register(routeCollector(seen));
        v1.get('/unlisted', async () => ({}));
      },
      { prefix: '/api/v1' },
    );
    await app.ready();
    expect(seen.filter((route) => !contractRoutes.includes(route))).toEqual([
      'GET /api/v1/unlisted',
    ]);
    await app.close();
  });
});
