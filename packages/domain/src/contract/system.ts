import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';
import { endpoint, type Endpoint } from './endpoint';

/** GET /api/health: 200 once the database is migrated and answers. */
export const HealthResponse = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  },
  { title: 'Health' },
);
export type HealthResponse = Static<typeof HealthResponse>;

export const OutboxQuery = Type.Object({
  /** Only the messages sent to this address. */
  to: Type.Optional(Type.String({ maxLength: 254 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type OutboxQuery = Static<typeof OutboxQuery>;

export const OutboxMessage = Type.Object({
  id: Uuid,
  to: Type.String(),
  template: Type.String(),
  locale: Type.String(),
  subject: Type.String(),
  status: Type.String(),
  createdAt: IsoDateTime,
  /**
   * The IANA time zone to date the message in: that of the establishment it is about, else the
   * product's default (docs/decisions/outbox-dates.md).
   */
  timeZone: Type.String(),
  text: Type.Union([Type.String(), Type.Null()]),
  /** Links found in the message (confirmation and reset links). */
  links: Type.Array(Type.String()),
});
export type OutboxMessage = Static<typeof OutboxMessage>;

/** The one route outside the versioned API: a fixed path for load balancers and orchestrators. */
export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Readiness: 200 once the database is migrated and answers',
  response: { 200: HealthResponse, ...problemResponses(503) },
});

/**
 * The header that carries the debug token, which the API prints at start in the outbox's link
 * (`/debug#token=...`); without it, or from another machine, the outbox is a 404.
 */
export const debugTokenHeader = 'x-debug-token';

export const systemEndpoints = {
  outbox: {
    method: 'GET',
    path: '/debug/outbox',
    summary:
      'The email outbox, newest first (only when the DEBUG flag is on, from this machine, with the debug token in X-Debug-Token)',
    querystring: OutboxQuery,
    response: {
      200: Type.Object({ messages: Type.Array(OutboxMessage) }),
      ...problemResponses(400, 404),
    },
  },
} as const satisfies Record<string, Endpoint>;
