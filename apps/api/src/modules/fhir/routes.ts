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
import { fhirAuthenticationHook, systemClientOf } from '../../auth/authenticate';
import { ForbiddenError, HttpProblem } from '../../http/errors';
import { translate } from '../../http/problems';
import { operationOutcome, smartConfiguration, type IssueCode } from './resources';
import { FhirSearchError } from './search';
import { createFhirClientsService } from '../fhirClients/service';
import { createExportService, exportRetentionHours } from './export';
import { createFhirService, exportManifest } from './service';

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
  const base = `${app.config.publicUrl.replace(/\/+$/, '')}/fhir/R4`;
  const exports = createExportService({ db: app.db, storageDir: app.config.storageDir });
  const service = createFhirService(base, exports);
  // The files of finished exports go when their time is up (also at each kick-off).
  const purge = setInterval(
    () =>
      void exports.purgeExpired().catch((error: unknown) => {
        app.log.error({ err: error }, 'purging the FHIR exports failed');
      }),
    30 * 60_000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  // A POST kick-off may say it is FHIR JSON; its parameters are read from the query string.
  app.addContentTypeParser(
    'application/fhir+json',
    { parseAs: 'string', bodyLimit: 65_536 },
    (_request, body, done) => {
      try {
        done(null, body === '' ? undefined : JSON.parse(body as string));
      } catch {
        done(new HttpProblem('malformed_request', 'The body is not JSON.'), undefined);
      }
    },
  );

  const clients = createFhirClientsService({
    assertions: app.clientAssertions,
    systemTokens: app.systemTokens,
  });
  app.addHook(
    'onRequest',
    fhirAuthenticationHook(app.accessTokens, app.revocations, app.systemTokens, (request, claims) =>
      clients.systemClient(request.publicScope, claims),
    ),
  );
  // A system reads the resource types its token's scopes grant, and no other.
  app.addHook('preHandler', async (request) => {
    const client = systemClientOf(request);
    const type = /^\/fhir\/R4\/([A-Za-z]+)/.exec(request.routeOptions.url ?? '')?.[1];
    if (client && type && type !== 'metadata' && !client.resourceTypes.includes(type)) {
      throw new ForbiddenError(`This token does not grant system/${type}.read.`);
    }
  });

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
    url: '/.well-known/smart-configuration',
    schema: { hide: true },
    config: { public: true },
    handler: async (_request, reply) =>
      reply.type('application/json; charset=utf-8').send(smartConfiguration(base)),
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
    method: ['GET', 'POST'],
    url: '/Group/:id/$export',
    schema: { hide: true, params: ResourceId, querystring: SearchQuery },
    handler: async (request, reply) => {
      if (!/\brespond-async\b/i.test(String(request.headers.prefer ?? ''))) {
        throw new FhirSearchError('Prefer', 'must be respond-async: an export is asynchronous');
      }
      const body = request.body as { parameter?: unknown[] } | undefined;
      if (body?.parameter?.length) {
        throw new FhirSearchError(
          'parameter',
          'give the export’s parameters in the query string',
          'not-supported',
        );
      }
      const { job } = await service.exportGroup(
        request.scope,
        {
          id: request.params.id,
          query: request.query,
          url: `${base}${request.url.slice('/fhir/R4'.length)}`,
        },
        (error) => request.log.error({ err: error }, 'FHIR export failed'),
      );
      return send(
        reply.code(202).header('content-location', `${base}/$export-status/${job.id}`),
        operationOutcome(
          'informational',
          `Export accepted: follow ${base}/$export-status/${job.id}; its files are kept ${exportRetentionHours} hours.`,
        ),
      );
    },
  });

  app.route({
    method: 'GET',
    url: '/$export-status/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) => {
      const job = await exports.status(request.scope, request.params.id);
      if (job.status === 'in-progress') {
        return reply
          .code(202)
          .header('x-progress', `${job.done} of ${job.total ?? '?'} patients`)
          .header('retry-after', '2')
          .send();
      }
      if (job.status === 'failed') {
        return send(
          reply.code(500),
          operationOutcome(
            'exception',
            `The export failed (${job.error ?? 'unknown'}): start it again.`,
          ),
        );
      }
      if (job.expiresAt) {
        reply.header('expires', job.expiresAt.toUTCString());
      }
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(exportManifest(base, job)));
    },
  });

  app.route({
    method: 'DELETE',
    url: '/$export-status/:id',
    schema: { hide: true, params: ResourceId },
    handler: async (request, reply) => {
      await exports.cancel(request.scope, request.params.id);
      return send(
        reply.code(202),
        operationOutcome('informational', 'Export cancelled; its files are deleted.'),
      );
    },
  });

  app.route({
    method: 'GET',
    url: '/$export-file/:id/:file',
    schema: {
      hide: true,
      params: Type.Object({
        id: Type.String({ minLength: 1, maxLength: 64 }),
        file: Type.String({ pattern: '^[A-Za-z]+\\.ndjson$', maxLength: 40 }),
      }),
    },
    handler: async (request, reply) => {
      const file = await exports.file(request.scope, request.params.id, request.params.file);
      return reply
        .type('application/fhir+ndjson')
        .header('content-length', String(file.size))
        .send(file.stream);
    },
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
