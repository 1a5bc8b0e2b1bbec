/**
 * POST /devices/{deviceId}/measurements: a device's daily records. Public as far as user tokens
 * go: the service authenticates the device by its own secret.
 */
import { deviceEndpoints } from '@oxilio/domain/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicCallerOf } from '../../auth/caller';
import { routeOf } from '../../http/endpoints';
import { createDeviceService } from './service';

const tags = ['devices'];

const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createDeviceService({ db: app.db, config: app.config });

  app.route({
    ...routeOf(deviceEndpoints.postMeasurements, tags),
    config: { public: true },
    handler: async (request) =>
      service.storeMeasurements(publicCallerOf(request), {
        deviceId: request.params.deviceId,
        authorization: request.headers.authorization,
        body: request.body,
      }),
  });
};

export default deviceRoutes;
