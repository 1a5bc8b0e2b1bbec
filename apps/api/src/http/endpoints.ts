/**
 * Routes registered from the contract's entries: the method, the path and the schemas come from
 * one place (packages/domain/src/contract), so a route cannot drift from what the client calls.
 */
import type { Endpoint } from '@oxilio/domain/contract';

/** An entry as Fastify's route schema: everything but the method and the path, plus the tags. */
export function schemaOf<const E extends Endpoint>(entry: E, tags: readonly string[]) {
  const { method: _method, path: _path, ...schema } = entry;
  return { ...schema, tags: [...tags] } as Omit<E, 'method' | 'path'> & { tags: string[] };
}

/** `app.route()` options for an entry: spread them and add `handler` (and `config`...). */
export function routeOf<const E extends Endpoint>(entry: E, tags: readonly string[]) {
  return { method: entry.method, url: entry.path, schema: schemaOf(entry, tags) };
}
