/**
 * The auth calls (under /api/v1; docs/product.md#tokens-and-refresh). All public but sign-out. Thin: validate
 * (schemas from the contract), call the service, set the status. Errors are thrown by the service
 * as typed problems.
 */
import { authEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeOf } from '../../http/endpoints';
import { byAddress, byEmail } from '../../http/rate-limit';
import { createAuthService } from './service';

const tags = ['auth'];

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createAuthService({
    config: app.config,
    mailer: app.mailer,
    accessTokens: app.accessTokens,
    revocations: app.revocations,
    log: app.log,
  });
  const rules = app.config.rateLimit;
  // Failed sign-ins (a wrong email or password, 401) per account and per address: one address
  // cannot try many accounts, nor many addresses one account. A success never counts and clears
  // its account's failures, so a ward's shared computer signs its staff in all day
  // (docs/security.md).
  const wrongCredentials = (status: number) => status === 401;
  const signinLimits = app.limits([
    {
      name: 'signin-address',
      rule: rules.signinPerAddress,
      key: byAddress,
      counts: wrongCredentials,
    },
    {
      name: 'signin-account',
      rule: rules.signinPerAccount,
      key: byEmail,
      counts: wrongCredentials,
      clears: (status) => status === 200,
    },
  ]);
  // Each reset call has its own budget per client address; reset emails also per account.
  const resetLimits = (name: string) =>
    app.limits([
      { name, rule: rules.passwordReset, key: byAddress },
      ...(name === 'reset'
        ? [{ name: 'reset-account', rule: rules.passwordResetPerAccount, key: byEmail }]
        : []),
    ]);

  app.route({
    ...routeOf(authEndpoints.signin, tags),
    config: { public: true },
    preHandler: signinLimits,
    handler: async (request) => service.signin(request.publicScope, { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.signup, tags),
    config: { public: true },
    preHandler: app.limits([
      { name: 'signup-address', rule: rules.signupPerAddress, key: byAddress },
      { name: 'signup-account', rule: rules.signupPerAccount, key: byEmail },
    ]),
    handler: async (request, reply) =>
      reply.code(201).send(await service.signup(request.publicScope, { body: request.body })),
  });

  app.route({
    ...routeOf(authEndpoints.signupConfirm, tags),
    config: { public: true },
    preHandler: app.limits([{ name: 'signup-confirm', rule: rules.tokenChecks, key: byAddress }]),
    handler: async (request) => service.confirmSignup(request.publicScope, { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.signout, tags),
    handler: async (request, reply) => {
      await service.signout(request.scope);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...routeOf(authEndpoints.refreshToken, tags),
    config: { public: true },
    preHandler: app.limits([{ name: 'refresh', rule: rules.refresh, key: byAddress }]),
    handler: async (request) => service.refresh(request.publicScope, { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.resetPassword, tags),
    config: { public: true },
    preHandler: resetLimits('reset'),
    handler: async (request, reply) =>
      reply
        .code(202)
        .send(await service.requestPasswordReset(request.publicScope, { body: request.body })),
  });

  app.route({
    ...routeOf(authEndpoints.checkResetPasswordToken, tags),
    config: { public: true },
    preHandler: resetLimits('reset-check'),
    handler: async (request) =>
      service.checkResetToken(request.publicScope, { body: request.body }),
  });

  app.route({
    ...routeOf(authEndpoints.confirmResetPassword, tags),
    config: { public: true },
    preHandler: resetLimits('reset-confirm'),
    handler: async (request) =>
      service.confirmPasswordReset(request.publicScope, { body: request.body }),
  });
};

export default authRoutes;
