/**
 * Builds the Fastify application: everything but listening. Tests call `buildApp()` with their own
 * database and configuration and talk to it with `app.inject()`; src/server.ts listens.
 */
import { randomUUID } from 'node:crypto';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAccessTokens, resolveJwtSecret } from './auth/access-tokens';
import { createClientAssertions, type ClientAssertions } from './auth/client-assertions';
import { createSystemTokens } from './auth/system-tokens';
import { setHashingLimits } from './auth/passwords';
import { createRevocations } from './auth/revocations';
import { authenticationHook, registerRequestUser } from './auth/authenticate';
import { registerRequestScope } from './policy/request-scope';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { frameworkErrors, registerContentTypeCheck, registerSecurityHeaders } from './http/hooks';
import { portalFallback, portalIsBuilt, registerPortal } from './http/portal';
import { registerProblemHandlers } from './http/problems';
import { registerRateLimits } from './http/rate-limit';
import { strictBodyValidators } from './http/validation';
import { createMailer } from './mail/mailer';
import { createArchivingJob } from './jobs/archiving';
import { createPeriodicJob } from './jobs/periodic';
import { purgeApplications } from './modules/applications/purge';
import { createMediaLibrary } from './media/library';
import { registerMedia } from './media/routes';
import fhirRoutes from './modules/fhir/routes';
import tokenRoutes from './modules/fhirClients/token.routes';
import healthRoutes from './modules/health/routes';
import { apiModules, ensureReferenceData } from './modules';
import './types';

export interface BuildOptions {
  config: Config;
  /**
   * An open, migrated database, owned by the caller. When absent, the app opens the one the
   * configuration names, migrates it, and closes it when the app closes.
   */
  database?: Database;
  /** Logger options; default: pino at `config.logLevel`. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** The modules mounted under /api/v1; default: all of them (src/modules/index.ts). */
  modules?: readonly FastifyPluginAsyncTypebox[];
  /** How the systems' assertions are checked; default: with their keys, fetched over https. */
  clientAssertions?: ClientAssertions;
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      // Paths only: query strings may carry verification tokens.
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        remoteAddress: request.ip,
      }),
    },
  };
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimit,
    // Fastify accepts a hop count too, although its type does not say so.
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    // The portal's client mixes `Patients` and `patients`, `Auth` and `auth`
    // (docs/product.md#calls).
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      maxParamLength: 200,
    },
    genReqId: () => randomUUID(),
    // A URL that does not decode: a 400 problem with the API's headers (http/hooks.ts).
    frameworkErrors: frameworkErrors({ https: config.publicUrl.startsWith('https:') }),
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // A body is validated as sent, without Fastify's type coercion (http/validation.ts).
    schemaController: { compilersFactory: { buildValidator: strictBodyValidators() } },
  };
  const app = Fastify(serverOptions);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  if (ownsDatabase) {
    await database.migrate();
  }
  try {
    return await assemble(app, options, database, ownsDatabase);
  } catch (error) {
    // A half-built app must not keep the database open.
    await app.close().catch(() => undefined);
    if (ownsDatabase) {
      await database.close().catch(() => undefined);
    }
    throw error;
  }
}

async function assemble(
  app: FastifyInstance,
  options: BuildOptions,
  database: Database,
  ownsDatabase: boolean,
): Promise<FastifyInstance> {
  const { config } = options;
  const secret = await resolveJwtSecret(database.db, config.jwtSecret);
  setHashingLimits(config.hashing);
  await ensureReferenceData(database.db);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    perRecipient: {
      max: config.mailPerRecipient.max * config.rateLimitScale,
      windowMs: config.mailPerRecipient.windowMs,
    },
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  app.decorate('accessTokens', createAccessTokens(secret, config.auth.accessTokenTtlSeconds));
  // A system's token lives five minutes: it asks a new one with a new assertion (SMART).
  app.decorate('systemTokens', createSystemTokens(secret, 300));
  app.decorate('clientAssertions', options.clientAssertions ?? createClientAssertions());
  const revocations = createRevocations({
    db: database.db,
    accessTokenTtlSeconds: config.auth.accessTokenTtlSeconds,
    pollMs: config.auth.revocationPollMs,
    onError: (error) => app.log.error({ err: error }, 'reading the ended sessions failed'),
  });
  await revocations.refresh();
  revocations.start();
  app.decorate('revocations', revocations);
  app.decorate('media', createMediaLibrary(config.mediaDir));
  const archiving =
    config.jobs.archivingIntervalMs > 0
      ? createArchivingJob({
          db: database.db,
          intervalMs: config.jobs.archivingIntervalMs,
          onArchived: (archived) =>
            app.log.info({ patients: archived.length }, 'archived the patients whose day has come'),
          onError: (error) => app.log.error({ err: error }, 'the archiving job failed'),
        })
      : null;
  app.decorate('archiving', archiving);
  const applicationPurge =
    config.jobs.purgeIntervalMs > 0
      ? createPeriodicJob({
          intervalMs: config.jobs.purgeIntervalMs,
          run: async () => {
            const purged = await purgeApplications(database.db, config.storageDir);
            if (purged.applications > 0) {
              app.log.info(purged, 'purged the applications past their retention delay');
            }
            return purged;
          },
          onError: (error) => app.log.error({ err: error }, 'the application purge failed'),
        })
      : null;
  app.decorate('applicationPurge', applicationPurge);
  app.addHook('onClose', async () => {
    await archiving?.stop();
    await applicationPurge?.stop();
    revocations.stop();
    mailer.close();
    if (ownsDatabase) {
      await database.close();
    }
  });

  const servePortal = portalIsBuilt(config.portalDir ?? undefined);
  registerProblemHandlers(app, servePortal ? portalFallback : undefined);
  registerContentTypeCheck(app);
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  registerRequestUser(app);
  registerRequestScope(app);
  await registerRateLimits(app, config);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'oxilio API',
        version: '1',
        description:
          'Calls of the oxilio portal. Errors are application/problem+json (RFC 9457) with a stable `code`.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    // Public routes need no token: say so in the document.
    transform: ({ schema, url, route }) => {
      const transformed = { ...(schema ?? {}) } as Record<string, unknown>;
      if (route.config?.public) {
        transformed.security = [];
      }
      return { schema: transformed, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(healthRoutes);
  await registerMedia(app, config.mediaDir);
  if (servePortal) {
    await registerPortal(app, config.portalDir as string);
  }
  await app.register(
    async (v1) => {
      v1.addHook('onRequest', authenticationHook(app.accessTokens, app.revocations));
      for (const module of options.modules ?? apiModules) {
        await v1.register(module);
      }
    },
    { prefix: '/api/v1' },
  );
  // FHIR R4 read API (docs/fhir.md): its own prefix, errors and authentication of the same tokens.
  await app.register(fhirRoutes, { prefix: '/fhir/R4' });
  // SMART Backend Services' token endpoint, for the systems that read /fhir/R4.
  await app.register(tokenRoutes, { prefix: '/oauth2' });

  await app.ready();
  return app;
}
