/**
 * The FHIR R4 read API, mounted at /fhir/R4 beside /api/v1 (docs/fhir.md). The portal's bearer
 * tokens authenticate it as they do the REST API (the same hook), except the CapabilityStatement
 * (`/metadata`), public by FHIR's rules. Every answer, errors included, is
 * `application/fhir+json`: an error is an OperationOutcome with the status of the REST problem it
 * stands for (http/problems.ts `translate`). Not in the OpenAPI document: the CapabilityStatement
 * is this API's description.
 */
import { fhirMediaType } from '@oxilio/domain';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { authenticationHook } from '../../auth/authenticate';
import { HttpProblem } from '../../http/errors';
import { translate } from '../../http/problems';
import { operationOutcome, type IssueCode } from './resources';
import { FhirSearchError } from './search';
import { createFhirService } from './service';

const contentType = `${fhirMediaType}; charset=utf-8`;

/** The query string's shape: each parameter once or repeated; its meaning is search.ts's. */
const SearchQuery = Type.Record(
  Type.String(),
  Type.Union([
    Type.String({ maxLength: 1000 }),
    Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 20 }),
  ]),
);
const ResourceId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const send = (reply: FastifyReply, body: unknown) =>
  reply.type(contentType).send(JSON.stringify(body));

function issueOf(status: number): IssueCode {
  switch (status) {
    case 401:
      return 'login';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 406:
    case 415:
      return 'not-supported';
    case 429:
      return 'throttled';
    default:
      return status >= 500 ? 'exception' : 'invalid';
  }
}

/** The query string as sent, without `?`. */
const queryTextOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
};

const fhirRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createFhirService(`${app.config.publicUrl.replace(/\/+$/, '')}/fhir/R4`);

  app.addHook('onRequest', authenticationHook(app.accessTokens, app.revocations));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const translated = translate(error);
    if (translated.status >= 500) {
      request.log.error({ err: error }, 'FHIR request failed');
    }
    for (const [name, value] of Object.entries(translated.headers ?? {})) {
      reply.header(name, value);
    }
    const diagnostics =
      translated.status >= 500 && !(error instanceof HttpProblem)
        ? `An unexpected error occurred. Quote the request id ${request.id} if you contact support.`
        : (translated.detail ?? error.message);
    const issue = error instanceof FhirSearchError ? error.issue : issueOf(translated.status);
    return send(reply.code(translated.status), operationOutcome(issue, diagnostics));
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply.code(404),
      operationOutcome(
        'not-found',
        `This server does not answer ${request.method} ${request.url.split('?')[0]}: see /fhir/R4/metadata.`,
      ),
    ),
  );

  app.route({
    method: 'GET',
    url: '/metadata',
    schema: { hide: true },
    config: { public: true },
    handler: async (_request, reply) => send(reply, service.metadata()),
  });

  app.route({
    method: 'GET',
    url: '/Patient/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) =>
      send(reply, await service.readPatient(request.scope, { id: request.params.id })),
  });

  app.route({
    method: 'GET',
    url: '/Patient/:id/$everything',
    schema: { hide: true, params: ResourceId, querystring: SearchQuery },
    handler: async (request, reply) =>
      send(
        reply,
        await service.everything(request.scope, {
          id: request.params.id,
          query: request.query,
          queryText: queryTextOf(request),
        }),
      ),
  });

  app.route({
    method: 'GET',
    url: '/Patient',
    schema: { hide: true, querystring: SearchQuery },
    handler: async (request, reply) =>
      send(
        reply,
        await service.searchPatients(request.scope, {
          query: request.query,
          queryText: queryTextOf(request),
        }),
      ),
  });

  app.route({
    method: 'GET',
    url: '/Observation/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) =>
      send(reply, await service.readObservation(request.scope, { id: request.params.id })),
  });

  app.route({
    method: 'GET',
    url: '/Device/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) =>
      send(reply, await service.readDevice(request.scope, { id: request.params.id })),
  });

  app.route({
    method: 'GET',
    url: '/Device',
    schema: { hide: true, querystring: SearchQuery },
    handler: async (request, reply) =>
      send(
        reply,
        await service.searchDevices(request.scope, {
          query: request.query,
          queryText: queryTextOf(request),
        }),
      ),
  });

  app.route({
    method: 'GET',
    url: '/Organization/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) =>
      send(reply, await service.readOrganization(request.scope, { id: request.params.id })),
  });

  app.route({
    method: 'GET',
    url: '/Practitioner/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) =>
      send(reply, await service.readPractitioner(request.scope, { id: request.params.id })),
  });

  app.route({
    method: 'GET',
    url: '/Goal/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) =>
      send(reply, await service.readGoal(request.scope, { id: request.params.id })),
  });

  app.route({
    method: 'GET',
    url: '/Goal',
    schema: { hide: true, querystring: SearchQuery },
    handler: async (request, reply) =>
      send(
        reply,
        await service.searchGoals(request.scope, {
          query: request.query,
          queryText: queryTextOf(request),
        }),
      ),
  });

  app.route({
    method: 'GET',
    url: '/Group/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) =>
      send(reply, await service.readGroup(request.scope, { id: request.params.id })),
  });

  app.route({
    method: 'GET',
    url: '/Observation',
    schema: { hide: true, querystring: SearchQuery },
    handler: async (request, reply) =>
      send(
        reply,
        await service.searchObservations(request.scope, {
          query: request.query,
          queryText: queryTextOf(request),
        }),
      ),
  });
};

export default fhirRoutes;
