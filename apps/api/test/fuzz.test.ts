/**
 * Property, over EVERY route of the OpenAPI document: whatever an authenticated actor (or nobody)
 * sends — random and malformed path params, queries and bodies, wrong types, huge strings, unicode,
 * negative numbers, missing and extra fields, broken JSON, wrong content types — the API
 * - never answers 5xx,
 * - answers every refusal (4xx) with an application/problem+json document carrying its status,
 * - writes nothing when it refuses (row counts of every table but the audit log, before and after).
 *
 * Bounded: FUZZ_RUNS cases per route (default 20), a fixed seed per route (FUZZ_SEED to change it).
 * A failure lists the route, the shrunk input and what went wrong.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWorld, type World } from './fixtures';
import { rowCounts, useTestApp } from './helper';

const ctx = useTestApp();
const runs = Number(process.env.FUZZ_RUNS ?? 20);
const baseSeed = Number(process.env.FUZZ_SEED ?? 20_261_125);

interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, OpenApiSchema>;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
}
interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: OpenApiSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}
interface Route {
  method: string;
  path: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  bodyFields: [string, OpenApiSchema][];
  hasBody: boolean;
}

/** Enumerated or constant values a schema allows (to get past the first validation sometimes). */
function allowedValues(schema: OpenApiSchema | undefined): unknown[] {
  if (!schema) {
    return [];
  }
  const own = [...(schema.enum ?? []), ...(schema.const !== undefined ? [schema.const] : [])];
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(allowedValues)];
}

async function readRoutes(): Promise<Route[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) {
        continue;
      }
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const bodySchema = Object.values(content)[0]?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        bodyFields: Object.entries(bodySchema?.properties ?? {}),
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return routes;
}

/** Every id of the fixtures: valid ids that exist, of every kind, in both establishments. */
function worldIds(world: World): string[] {
  const ids = new Set<string>();
  for (const side of [world.a, world.b]) {
    ids.add(side.establishmentId).add(side.deviceId).add(side.spareDeviceId);
  }
  for (const actor of world.actors) {
    for (const id of [actor.userId, actor.patientId, actor.reeducatorId, actor.responsableId]) {
      if (id) {
        ids.add(id);
      }
    }
  }
  return [...ids];
}

const nasty = [
  '',
  ' ',
  '-1',
  '0',
  '-999999999999',
  '1e309',
  'NaN',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  "' or 1=1 --",
  '../../etc/passwd',
  '%00',
  '\u0000',
  '😀'.repeat(40),
  'é'.repeat(120),
  'x'.repeat(5000),
  '2024-02-30',
  '9999-12-31',
  '0000-01-01',
  '2024-01-01T25:00:00Z',
  'Day',
  'StepCount,StepCountObjective',
  'StepCount,'.repeat(300),
];

/** Any JSON value, the nasty strings included. */
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...nasty),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.integer(),
  fc.integer({ min: -3, max: 12 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

function pathValue(parameter: OpenApiParameter, ids: string[]): fc.Arbitrary<string> {
  const allowed = allowedValues(parameter.schema).map(String);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.uuid() },
    ...(allowed.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...allowed) }] : []),
    {
      weight: 1,
      arbitrary: fc.constantFrom(...nasty.filter((value) => value.length < 300 && value !== '')),
    },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
    { weight: 1, arbitrary: fc.integer({ min: -100, max: 100 }).map(String) },
  );
}

function queryValue(parameter: OpenApiParameter, ids: string[]): fc.Arbitrary<string | string[]> {
  const allowed = allowedValues(parameter.schema).map(String);
  const one = fc.oneof(
    fc.constantFrom(...nasty),
    fc.string({ maxLength: 30 }),
    fc.constantFrom(...ids),
    fc.integer({ min: -5, max: 100_000 }).map(String),
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
    ...(allowed.length > 0 ? [fc.constantFrom(...allowed)] : []),
  );
  return fc.oneof(
    { weight: 5, arbitrary: one },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

interface Case {
  actor: number;
  params: string[];
  query: [string, string | string[]][];
  body: { payload: string; type: string } | null;
}

function caseFor(route: Route, ids: string[], actorCount: number): fc.Arbitrary<Case> {
  const params = fc.tuple(...route.pathParams.map((parameter) => pathValue(parameter, ids)));
  const known = route.queryParams.map((parameter) =>
    fc
      .option(queryValue(parameter, ids), { nil: undefined })
      .map((value) => [parameter.name, value] as const),
  );
  const query = fc
    .tuple(
      fc.tuple(...known),
      fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 10 })), {
        maxLength: 2,
      }),
    )
    .map(([fields, extra]) => [
      ...fields.filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
      ...extra,
    ]);
  const fieldValue = ([name, schema]: [string, OpenApiSchema]) => {
    const allowed = allowedValues(schema);
    return (allowed.length > 0 ? fc.oneof(fc.constantFrom(...allowed), anyValue) : anyValue).map(
      (value) => [name, value] as const,
    );
  };
  const fieldObject = fc
    .tuple(
      fc.subarray(route.bodyFields).chain((fields) => fc.tuple(...fields.map(fieldValue))),
      fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 2 }),
    )
    .map(([fields, extra]) => ({ ...extra, ...Object.fromEntries(fields) }));
  const json = (value: unknown) => ({ payload: JSON.stringify(value), type: 'application/json' });
  const body = route.hasBody
    ? fc.oneof(
        { weight: 6, arbitrary: fieldObject.map(json) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(json) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { payload: '{"unterminated": ', type: 'application/json' },
            { payload: '{"__proto__": {"admin": true}}', type: 'application/json' },
            { payload: '{"constructor": {"prototype": {"x": 1}}}', type: 'application/json' },
            { payload: 'not json at all', type: 'application/json' },
            { payload: '', type: 'application/json' },
            { payload: '<xml/>', type: 'application/xml' },
            { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
            { payload: '--x\r\nbroken multipart', type: 'multipart/form-data; boundary=x' },
            { payload: JSON.stringify({ x: 'y'.repeat(200_000) }), type: 'application/json' },
          ),
        },
        { weight: 1, arbitrary: fc.constant(null) },
      )
    : fc.constant(null);
  return fc.record({
    // actorCount means "no token at all".
    actor: fc.integer({ min: 0, max: actorCount }),
    params,
    query,
    body,
  });
}

function urlOf(route: Route, testCase: Case): string {
  let path = route.path;
  route.pathParams.forEach((parameter, index) => {
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(testCase.params[index]!));
  });
  const search = new URLSearchParams();
  for (const [name, value] of testCase.query) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, item);
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

const isWrite = (method: string) => method !== 'GET';
/** The audit log may record a refused access; every other table must be untouched. */
const withoutAudit = (counts: Record<string, number>) => {
  const { audit_log: _audit, ...rest } = counts;
  return rest;
};

describe('every route, any input', () => {
  it('never answers 5xx, refuses with problem+json, and a refusal writes nothing', async () => {
    const world = await createWorld(ctx.app);
    const routes = await readRoutes();
    expect(routes.length).toBeGreaterThan(20);
    const ids = worldIds(world);
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    for (const [index, route] of routes.entries()) {
      const property = fc.asyncProperty(
        caseFor(route, ids, world.actors.length),
        async (testCase) => {
          const actor = world.actors[testCase.actor];
          const headers: Record<string, string> = {};
          if (actor) {
            headers.authorization = `Bearer ${actor.token}`;
          }
          if (testCase.body) {
            headers['content-type'] = testCase.body.type;
          }
          const before = isWrite(route.method) ? await rowCounts(ctx.database) : null;
          const response = await ctx.app.inject({
            method: route.method as 'GET',
            url: urlOf(route, testCase),
            headers,
            ...(testCase.body ? { payload: testCase.body.payload } : {}),
          });
          const status = response.statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          const context = `${route.method} ${urlOf(route, testCase).slice(0, 300)} as ${
            actor?.role ?? 'nobody'
          } body ${testCase.body?.payload.slice(0, 300) ?? '-'} -> ${status} ${response.body.slice(0, 300)}`;
          if (status >= 500) {
            throw new Error(`5xx: ${context}`);
          }
          if (status >= 400) {
            const type = String(response.headers['content-type'] ?? '');
            if (!type.startsWith('application/problem+json')) {
              throw new Error(`refusal without problem+json (${type}): ${context}`);
            }
            const problem = response.json() as { status?: number; code?: string };
            if (problem.status !== status || typeof problem.code !== 'string') {
              throw new Error(`problem document without status or code: ${context}`);
            }
            if (before) {
              const after = await rowCounts(ctx.database);
              const changed = Object.keys(withoutAudit(after)).filter(
                (table) => after[table] !== before[table],
              );
              if (changed.length > 0) {
                throw new Error(`refused, yet wrote ${changed.join(', ')}: ${context}`);
              }
            }
          }
        },
      );
      const details = await fc.check(property, {
        numRuns: runs,
        seed: baseSeed + index,
        // Shrinking re-runs requests: a few steps are enough to read the input.
        endOnFailure: false,
        maxSkipsPerRun: 10,
      });
      if (details.failed) {
        const message =
          details.errorInstance instanceof Error
            ? details.errorInstance.message
            : String(details.errorInstance);
        failures.push(`${route.method} ${route.path}: ${message}`);
      }
    }
    if (process.env.FUZZ_REPORT) {
      console.log(
        routes.length,
        'routes',
        [...statuses].sort((a, b) => a[0] - b[0]),
      );
    }
    expect(failures, failures.join('\n\n')).toEqual([]);
    // The inputs reached the handlers: some were accepted, some refused for their content.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    expect((statuses.get(403) ?? 0) + (statuses.get(404) ?? 0)).toBeGreaterThan(0);
  }, 180_000);
});
