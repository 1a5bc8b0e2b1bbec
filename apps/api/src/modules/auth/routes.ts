/**
 * The auth calls of SPEC section 7 (under /api/v1). Thin: validate (schemas from the contract),
 * call the service, set the status. Errors are thrown by the service as typed problems.
 */
import { authEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { preferredLocale } from '../../http/languages';
import { limitBy } from '../../http/rate-limit';
import { normaliseEmail, createAuthService } from './service';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAuthService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
    accessTokens: app.accessTokens,
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
    handler: async (request) => service.signin(request.body),
  });

  app.route({
    ...routeOf(authEndpoints.signup, tags),
    config: { public: true },
    handler: async (request, reply) => {
      const locale = preferredLocale(request.headers['accept-language']);
      reply.code(201);
      return service.signup(request.body, locale);
    },
  });

  app.route({
    ...routeOf(authEndpoints.signupConfirm, tags),
    config: { public: true },
    handler: async (request) => service.confirmSignup(request.body),
  });

  app.route({
    ...routeOf(authEndpoints.refreshToken, tags),
    config: { public: true },
    handler: async (request) => service.refresh(request.body),
  });

  app.route({
    ...routeOf(authEndpoints.resetPassword, tags),
    config: resetConfig('reset'),
    handler: async (request, reply) => {
      reply.code(202);
      return service.requestPasswordReset(request.body);
    },
  });

  app.route({
    ...routeOf(authEndpoints.checkResetPasswordToken, tags),
    config: resetConfig('reset-check'),
    handler: async (request) => service.checkResetToken(request.body),
  });

  app.route({
    ...routeOf(authEndpoints.confirmResetPassword, tags),
    config: resetConfig('reset-confirm'),
    handler: async (request) => service.confirmPasswordReset(request.body),
  });
};

export default authRoutes;
