/**
 * The applications calls of SPEC section 7 (under /api/v1). All public: the token of the emailed
 * link is the credential. Thin: validate (schemas from the contract), call the service, set the
 * status. The token checks and the application form are rate-limited per client address.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  applicationDocumentMaxBytes,
  applicationsSchemas,
  type ApplicationType,
} from '@oxilio/domain/contract';
import { matchLocale } from '@oxilio/locales';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../../http/errors';
import { limitBy } from '../../http/rate-limit';
import { createApplicationsService } from './service';

const tags = ['applications'];

/** Languages of the Accept-Language header, best first. */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(
        params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1,
      );
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0 };
    })
    .filter((language) => language.tag && language.quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map((language) => language.tag);
}

const preferredLocale = (request: FastifyRequest) =>
  matchLocale(acceptedLanguages(request.headers['accept-language']));

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

  const service = createApplicationsService({
    db: app.db,
    config: app.config,
    mailer: app.mailer,
  });
  // The budget of the password-reset token checks (RATE_LIMIT_RESET per 15 minutes), per route.
  const limited = (name: string) => ({
    public: true,
    rateLimit: limitBy(app.config.rateLimit.passwordReset, (request) => `${name}:${request.ip}`),
  });

  const checkRoute = (path: string, type: ApplicationType | null) =>
    app.post(
      path,
      {
        schema: { ...applicationsSchemas.checkSignupToken, tags },
        config: limited('application-check'),
      },
      async (request) =>
        service.check(request, type, request.body.applicationId, request.body.verificationToken),
    );
  checkRoute('/Applications/CheckSignupToken', null);
  checkRoute('/Applications/reeducator/CheckSignupToken', 'reeducator');
  checkRoute('/Applications/patient/CheckSignupToken', 'patient');
  checkRoute('/Applications/establishment/CheckSignupToken', 'establishment');

  app.post(
    '/applications/:type',
    {
      schema: { ...applicationsSchemas.create, tags },
      config: limited('application-create'),
    },
    async (request, reply) => {
      const result = await service.create(
        request,
        request.params.type,
        request.body,
        preferredLocale(request),
      );
      reply.code(201);
      return result;
    },
  );

  app.get(
    '/applications/:type/:id',
    { schema: { ...applicationsSchemas.read, tags }, config: limited('application-read') },
    async (request) =>
      service.read(
        request,
        request.params.type,
        request.params.id,
        request.query.verificationToken,
      ),
  );

  app.patch(
    '/applications/:type/:id/confirmation',
    { schema: { ...applicationsSchemas.confirmation, tags }, config: { public: true } },
    async (request) =>
      service.confirm(
        request,
        request.params.type,
        request.params.id,
        request.body.verificationToken,
      ),
  );

  app.patch(
    '/applications/:type/:id/waitListSubscription',
    { schema: { ...applicationsSchemas.waitListSubscription, tags }, config: { public: true } },
    async (request) =>
      service.subscribeToWaitList(
        request,
        request.params.type,
        request.params.id,
        request.body.verificationToken,
      ),
  );

  app.post(
    '/applications/:type/:id/signup',
    { schema: { ...applicationsSchemas.signup, tags }, config: { public: true } },
    async (request, reply) => {
      const result = await service.signup(
        request,
        request.params.type,
        request.params.id,
        request.body,
        preferredLocale(request),
      );
      reply.code(201);
      return result;
    },
  );

  app.post(
    '/applications/:type/:id/directDebitOrder',
    { schema: { ...applicationsSchemas.directDebitOrder, tags }, config: { public: true } },
    async (request, reply) => {
      const result = await service.uploadDirectDebitOrder(
        request,
        request.params.type,
        request.params.id,
        request.query.verificationToken,
        async () => {
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
        },
      );
      reply.code(201);
      return result;
    },
  );
};

export default applicationsRoutes;
