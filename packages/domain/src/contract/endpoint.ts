import type { Static, TSchema } from '@sinclair/typebox';

/**
 * One API call, declared once: its method and path next to its schemas. The API registers its
 * routes from these entries, the client derives each call's argument and result types from them,
 * and the OpenAPI document is generated from the same schemas.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the versioned API is served; every entry's path is under it. */
export const apiBasePath = '/api/v1';

export interface Endpoint {
  readonly method: HttpMethod;
  /** Under /api/v1, with `:name` parameters, e.g. `/patients/:id/stats`. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  readonly headers?: TSchema;
  /** Content types of the body when it is not JSON (uploads). */
  readonly consumes?: readonly string[];
  /** Per status: the 2xx answers' schemas, and the problem documents (`problemResponses`). */
  readonly response: Readonly<Record<number, unknown>>;
}

declare const entryType: unique symbol;

/**
 * An entry's method and path without its schemas (`apiRoutes`, generated): what the portal calls
 * with, so that TypeBox stays out of its bundle. The entry itself is kept as a type only.
 */
export interface EndpointRef<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [entryType]?: E;
}

/** The contract entry behind an entry or a reference to it. */
export type EntryOf<R> = R extends Endpoint
  ? R
  : R extends EndpointRef<infer E extends Endpoint>
    ? E
    : never;

/**
 * A reference to an entry; the type checker holds its method and path to the entry's. Marked
 * free of side effects, so that a bundle keeps only the groups of `apiRoutes` it uses.
 */
/*#__NO_SIDE_EFFECTS__*/
export function endpointRef<E extends Endpoint>(
  method: E['method'],
  path: E['path'],
): EndpointRef<E> {
  return { method, path };
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the union of its 2xx schemas (204: nothing). */
export type EndpointResult<E extends Endpoint> = {
  [Status in keyof E['response']]: Status extends SuccessStatus
    ? Status extends 204
      ? undefined
      : E['response'][Status] extends TSchema
        ? Static<E['response'][Status]>
        : never
    : never;
}[keyof E['response']];

type Part<
  E extends Endpoint,
  K extends 'params' | 'querystring' | 'body' | 'headers',
> = E[K] extends TSchema ? Static<E[K]> : never;

/** A part that must be given when it has required fields, may be left out otherwise. */
type Input<Name extends string, Value> = [Value] extends [never]
  ? { readonly [K in Name]?: never }
  : Record<string, never> extends Value
    ? { readonly [K in Name]?: Value }
    : { readonly [K in Name]: Value };

/** The argument of a call: path parameters, query, body (FormData for uploads), headers. */
export type EndpointInput<E extends Endpoint> = Input<'params', Part<E, 'params'>> &
  Input<'query', Part<E, 'querystring'>> &
  Input<'body', E['consumes'] extends readonly string[] ? FormData : Part<E, 'body'>> & {
    /** Extra headers, e.g. Idempotency-Key. */
    readonly headers?: Readonly<Record<string, string>>;
    readonly signal?: AbortSignal;
  };

/** Checks an entry's shape while keeping its literal types. */
export function endpoint<const E extends Endpoint>(entry: E): E {
  return entry;
}

/** The path with its `:name` parameters filled in (URI-encoded). */
export function fillPath(path: string, params?: Readonly<Record<string, unknown>>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
