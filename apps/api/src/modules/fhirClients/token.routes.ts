/**
 * POST /oauth2/token: SMART Backend Services' token endpoint (docs/fhir.md#system-access). A form
 * (`application/x-www-form-urlencoded`), answered in OAuth 2.0's JSON (RFC 6749 §5), errors
 * included: `{ error, error_description }`, 400 or 401. Public (the assertion authenticates),
 * limited per address; never cached.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyError } from 'fastify';
import { HttpProblem } from '../../http/errors';
import { byAddress } from '../../http/rate-limit';
import { OAuthError, createFhirClientsService } from './service';

const formType = 'application/x-www-form-urlencoded';
const Field = Type.Optional(Type.String({ maxLength: 8192 }));
const TokenForm = Type.Object({
  grant_type: Field,
  scope: Field,
  client_assertion_type: Field,
  client_assertion: Field,
});

/** Where the token endpoint is, after the public URL: the `aud` of every assertion. */
export const tokenPath = '/oauth2/token';

const tokenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createFhirClientsService({
    assertions: app.clientAssertions,
    systemTokens: app.systemTokens,
  });
  const audience = `${app.config.publicUrl.replace(/\/+$/, '')}${tokenPath}`;

  app.addContentTypeParser(
    formType,
    { parseAs: 'string', bodyLimit: 32_768 },
    (_request, body, done) => {
      const form: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (name in form) {
          // RFC 6749 §3.2: a parameter is sent once.
          done(
            new OAuthError(400, 'invalid_request', `The parameter ${name} is repeated.`),
            undefined,
          );
          return;
        }
        form[name] = value;
      }
      done(null, form);
    },
  );

  app.setErrorHandler((error: FastifyError, request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (error instanceof OAuthError) {
      return reply
        .code(error.status)
        .send({ error: error.error, error_description: error.description });
    }
    if (
      error.validation ||
      error.statusCode === 400 ||
      error.statusCode === 415 ||
      (error instanceof HttpProblem && (error.status === 400 || error.status === 415))
    ) {
      return reply.code(400).send({
        error: 'invalid_request',
        error_description: `Send a form (${formType}) with the token request's parameters.`,
      });
    }
    if (error instanceof HttpProblem && error.status === 429) {
      for (const [name, value] of Object.entries(error.extra.headers ?? {})) {
        void reply.header(name, value);
      }
      return reply.code(429).send({ error: 'slow_down', error_description: error.message });
    }
    request.log.error({ err: error }, 'token request failed');
    return reply.code(500).send({ error: 'server_error', error_description: 'Try again later.' });
  });

  app.route({
    method: 'POST',
    url: '/token',
    schema: { hide: true, consumes: [formType], body: TokenForm },
    config: { public: true },
    preHandler: app.limits([
      { name: 'system-token', rule: app.config.rateLimit.systemTokens, key: byAddress },
    ]),
    handler: async (request, reply) => {
      const answer = await service.token(request.publicScope, request.body, { audience });
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
    },
  });
};

export default tokenRoutes;
