/**
 * The applications calls (under /api/v1; docs/decisions/api-applications.md). All public: the
 * token of the emailed link is the credential. Thin: validate (schemas from the contract), call the
 * service, set the status. The token checks and the application form are rate-limited per client
 * address.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { routeOf } from '../../http/endpoints';
import {
  applicationDocumentMaxBytes,
  applicationsEndpoints,
  type ApplicationType,
} from '@oxilio/domain/contract';
import { HttpProblem } from '../../http/errors';
import { byAddress } from '../../http/rate-limit';
import mandateRoutes from './mandate';
import { createApplicationsService, type ReadUpload } from './service';

const tags = ['applications'];

/** The `file` part of a multipart upload (null without one); 413 beyond the size limit. */
function readUpload(request: FastifyRequest): ReadUpload {
  return async () => {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      return null;
    }
    try {
      const content = await part.toBuffer();
      return { content, filename: part.filename, mimetype: part.mimetype };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpProblem(
          'payload_too_large',
          `The file is larger than ${applicationDocumentMaxBytes / 1024 / 1024} MB.`,
        );
      }
      throw error;
    }
  };
}

const applicationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only here (this plugin's own context): one file, nothing else of size.
  await app.register(multipart, {
    limits: {
      fileSize: applicationDocumentMaxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  const service = createApplicationsService({ config: app.config, mailer: app.mailer });
  const rules = app.config.rateLimit;
  // Link checks have the token checks' budget, every other step the applications' one, per
  // client address and route (docs/security.md).
  const checks = (name: string) => app.limits([{ name, rule: rules.tokenChecks, key: byAddress }]);
  const steps = (name: string) => app.limits([{ name, rule: rules.applications, key: byAddress }]);

  const checkRoute = (
    entry: Omit<(typeof applicationsEndpoints)['checkSignupToken'], 'path'> & { path: string },
    type: ApplicationType | null,
  ) =>
    app.route({
      ...routeOf(entry, tags),
      config: { public: true },
      preHandler: checks('application-check'),
      handler: async (request) =>
        service.check(request.publicScope, {
          type,
          applicationId: request.body.applicationId,
          verificationToken: request.body.verificationToken,
        }),
    });
  checkRoute(applicationsEndpoints.checkSignupToken, null);
  checkRoute(applicationsEndpoints.checkRehabilitatorSignupToken, 'reeducator');
  checkRoute(applicationsEndpoints.checkPatientSignupToken, 'patient');
  checkRoute(applicationsEndpoints.checkEstablishmentSignupToken, 'establishment');

  app.route({
    ...routeOf(applicationsEndpoints.create, tags),
    config: { public: true },
    preHandler: steps('application-create'),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.create(request.publicScope, {
          type: request.params.type,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(applicationsEndpoints.read, tags),
    config: { public: true },
    preHandler: checks('application-read'),
    handler: async (request) =>
      service.check(request.publicScope, {
        type: request.params.type,
        applicationId: request.params.id,
        verificationToken: request.query.verificationToken,
      }),
  });

  app.route({
    ...routeOf(applicationsEndpoints.confirmation, tags),
    config: { public: true },
    preHandler: steps('application-confirm'),
    handler: async (request) =>
      service.confirm(request.publicScope, {
        type: request.params.type,
        applicationId: request.params.id,
        verificationToken: request.body.verificationToken,
      }),
  });

  app.route({
    ...routeOf(applicationsEndpoints.waitListSubscription, tags),
    config: { public: true },
    preHandler: steps('application-waitlist'),
    handler: async (request) =>
      service.subscribeToWaitList(request.publicScope, {
        type: request.params.type,
        applicationId: request.params.id,
        verificationToken: request.body.verificationToken,
      }),
  });

  app.route({
    ...routeOf(applicationsEndpoints.signup, tags),
    config: { public: true },
    preHandler: steps('application-signup'),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.signup(request.publicScope, {
          type: request.params.type,
          applicationId: request.params.id,
          body: request.body,
        }),
      ),
  });

  app.route({
    ...routeOf(applicationsEndpoints.directDebitOrder, tags),
    config: { public: true },
    preHandler: app.limits([
      { name: 'application-upload', rule: rules.applications, key: byAddress },
      {
        name: 'application-upload-of',
        rule: rules.uploadsPerApplication,
        key: (request) => (request.params as { id: string }).id.toLowerCase(),
      },
    ]),
    handler: async (request, reply) =>
      reply.code(201).send(
        await service.uploadDirectDebitOrder(request.publicScope, {
          type: request.params.type,
          applicationId: request.params.id,
          verificationToken: request.query.verificationToken,
          readUpload: readUpload(request),
        }),
      ),
  });

  await app.register(mandateRoutes);
};

export default applicationsRoutes;
