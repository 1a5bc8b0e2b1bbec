/**
 * A test-only module mounted under /api/v1 next to the real ones: protected routes that exercise
 * authentication, the policy module and the audit helper the way resource modules will.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@oxilio/domain/contract';
import { audit } from '../src/audit/audit';
import { callerOf } from '../src/auth/caller';
import { assertPatientAccess } from '../src/policy';
import { apiModules } from '../src/modules';

const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/probe/me', async (request) => request.user);

  app.get('/probe/patients/:id', { schema: { params: IdParams } }, async (request) => {
    await assertPatientAccess(app.db, request.user, request.params.id, 'read');
    await audit(app.db, callerOf(request), 'patient.read', request.params.id);
    return { patientId: request.params.id };
  });

  app.patch(
    '/probe/patients/:id/device',
    {
      schema: {
        params: IdParams,
        body: Type.Object(
          { note: Type.String({ maxLength: 50 }) },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      await app.db.transaction(async (tx) => {
        await assertPatientAccess(tx, request.user, request.params.id, 'manageDevice');
        await audit(tx, callerOf(request), 'device.update', request.params.id, {
          note: request.body.note,
        });
      });
      return { ok: true };
    },
  );
};

export const modulesWithProbe = [...apiModules, probeRoutes];
