/**
 * The auth calls (under /api/v1; docs/product.md#tokens-and-refresh). All public but sign-out. Thin: validate
 * (schemas from the contract), call the service, set the status. Errors are thrown by the service
 * as typed problems.
 */
import { authEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf, publicCallerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { limitBy } from '../../http/rate-limit';
import { normaliseEmail } from '../../mail/addresses';
import { createAuthService } from './service';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAuthService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    accessTokens: app.accessTokens,
    revocations: app.revocations,
    log: app.log,
  });
  const { signin: signinRule, passwordReset: resetRule } = app.config.rateLimit;
  const byAddressAndEmail = limitBy(signinRule, (request) => {
    const email = (request.body as { email?: string } | undefined)?.email ?? '';
    return `signin:${request.ip}:${normaliseEmail(email)}`;
  });
  // Each reset call has its own budget per client address.
  const resetConfig = (name: string) => ({
    public: true,
    rateLimit: limitBy(resetRule, (request) => `${name}:${request.ip}`),
  });

  app.route({
    ...routeOf(authEndpoints.signin, tags),
    config: { public: true, rateLimit: byAddressAndEmail },
    handler: async (request) => service.signin(publicCallerOf(request), { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.signup, tags),
    config: { public: true },
    handler: async (request, reply) =>
      reply.code(201).send(await service.signup(publicCallerOf(request), { body: request.body })),
  });

  app.route({
    ...routeOf(authEndpoints.signupConfirm, tags),
    config: { public: true },
    handler: async (request) =>
      service.confirmSignup(publicCallerOf(request), { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.signout, tags),
    handler: async (request, reply) => {
      await service.signout(callerOf(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(authEndpoints.refreshToken, tags),
    config: { public: true },
    handler: async (request) => service.refresh(publicCallerOf(request), { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.resetPassword, tags),
    config: resetConfig('reset'),
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(await service.requestPasswordReset(publicCallerOf(request), { body: request.body })),
  });

  app.route({
    ...routeOf(authEndpoints.checkResetPasswordToken, tags),
    config: resetConfig('reset-check'),
    handler: async (request) =>
      service.checkResetToken(publicCallerOf(request), { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.confirmResetPassword, tags),
    config: resetConfig('reset-confirm'),
    handler: async (request) =>
      service.confirmPasswordReset(publicCallerOf(request), { body: request.body }),
  });
};

export default authRoutes;
